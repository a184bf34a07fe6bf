import { formatChinaTime, type Profile } from '@fox/contracts';
import type { Selectable } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import { translate, type Lang, type MessageKey } from '../../platform/http/messages.js';
import { accountById } from './accounts.js';
import { defaultAvatarPath } from './avatar.js';
import type { UsersTables, UserTable } from './tables.js';

/** The catalogue keys of the names of the roles a user can hold. */
const ROLE_NAMES: Record<string, MessageKey> = {
  user: 'users.roleUser',
  agent: 'users.roleAgent',
  mcn: 'users.roleMcn',
  institution: 'users.roleInstitution',
  demolition: 'users.roleDemolition',
  aiCustomization: 'users.roleAiCustomization',
  superAdmin: 'users.roleSuperAdmin',
  operationsAdministrator: 'users.roleOperations',
  copyright: 'users.roleCopyright',
  article: 'users.roleArticle',
  finance: 'users.roleFinance',
  provider: 'users.roleProvider',
};

/** A role's name in the reader's language; a role without a name is shown by its key. */
export function roleNameOf(roleKey: string, lang: Lang): string {
  const key = ROLE_NAMES[roleKey];
  return key ? translate(key, lang) : roleKey;
}

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
    createTime: formatChinaTime(Number(user.createdAt)),
  };
}

export async function loadUser(db: Db, userId: number) {
  const user = await accountById(db, userId);
  if (!user) throw new AppError(401, 'auth.tokenInvalid');
  return user;
}

export async function editProfile(
  db: Db,
  userId: number,
  changes: { nickName?: string | undefined; avatar?: string | undefined; intro?: string | undefined },
) {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length > 0) {
    await tablesOf<UsersTables>(db).updateTable('users').set(set).where('id', '=', userId).execute();
  }
  return presentProfile(await loadUser(db, userId));
}
