import type { profiles } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { userStats } from '../social/index.js';
import { defaultAvatarPath } from '../users/index.js';

/** Any user's public card with their counts; `followed` is the viewer's own follow of them. */
export async function userHome(
  db: Kysely<DatabaseSchema>,
  userId: number,
  viewerId: number | null,
): Promise<profiles.UserHome> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'userName', 'nickName', 'avatar', 'intro', 'state'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || user.state === 'disabled') throw new AppError(404, 'social.userMissing');
  const self = viewerId === userId;
  const [stats, follow] = await Promise.all([
    userStats(db, userId),
    viewerId !== null && !self
      ? db
          .selectFrom('follows')
          .select('id')
          .where('userId', '=', viewerId)
          .where('focusUserId', '=', userId)
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  return {
    id: Number(user.id),
    userName: user.userName,
    nickName: user.nickName,
    avatar: user.avatar || defaultAvatarPath(user.userName),
    intro: user.intro,
    ...stats,
    followed: follow !== undefined,
    self,
  };
}
