import type { profiles } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import { contentWorks } from '../content/index.js';
import { followedAmong, userStats } from '../social/index.js';
import { accountById, defaultAvatarPath } from '../users/index.js';

/** Any user's public card with their counts; `followed` is the viewer's own follow of them. */
export async function userHome(db: Db, userId: number, viewerId: number | null): Promise<profiles.UserHome> {
  const user = await accountById(db, userId);
  if (!user || user.state === 'disabled') throw new AppError(404, 'social.userMissing');
  const self = viewerId === userId;
  const [stats, worksCount, followed] = await Promise.all([
    userStats(db, userId),
    contentWorks.countOf(db, userId),
    viewerId !== null && !self ? followedAmong(db, viewerId, [userId]) : Promise.resolve(new Set<number>()),
  ]);
  return {
    id: Number(user.id),
    userName: user.userName,
    nickName: user.nickName,
    avatar: user.avatar || defaultAvatarPath(user.userName),
    intro: user.intro,
    ...stats,
    worksCount,
    followed: followed.has(userId),
    self,
  };
}
