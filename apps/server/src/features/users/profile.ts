import type { Profile } from '@fox/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { defaultAvatarPath } from './avatar.js';
import type { UserTable } from './tables.js';

/** Display names of the role keys a user can hold. */
export const ROLE_NAMES: Record<string, string> = {
  user: '普通用户',
  agent: '代理商',
  mcn: 'MCN 机构',
  institution: '机构',
  demolition: '拆迁方',
  aiCustomization: 'AI 定制',
};

export const rolesOf = (user: Pick<Selectable<UserTable>, 'roles'>) => user.roles.split(',').filter(Boolean);

export function presentProfile(user: Selectable<UserTable>): Profile {
  return {
    id: user.id,
    userName: user.userName,
    nickName: user.nickName,
    avatar: user.avatar || defaultAvatarPath(user.userName),
    intro: user.intro,
    phone: user.phone,
    hasPassword: user.passwordHash !== null,
    roles: rolesOf(user),
    siteId: user.siteId,
    createTime: user.createdAt,
  };
}

export async function loadUser(db: Kysely<DatabaseSchema>, userId: number) {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw new AppError(401, 'auth.tokenInvalid');
  return user;
}

export async function editProfile(
  db: Kysely<DatabaseSchema>,
  userId: number,
  changes: { nickName?: string | undefined; avatar?: string | undefined; intro?: string | undefined },
) {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length > 0) await db.updateTable('users').set(set).where('id', '=', userId).execute();
  return presentProfile(await loadUser(db, userId));
}
