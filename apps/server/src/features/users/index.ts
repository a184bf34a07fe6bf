// The users feature's surface: what the rest of the server may use of it.
export {
  accountById,
  accountByLoginName,
  accountByPhone,
  defaultNickName,
  registerByPhone,
  setPasswordHash,
  userIdsByName,
} from './accounts.js';
export { defaultAvatarPath } from './avatar.js';
export { userCardsOf, type UserCard } from './cards.js';
export { userIdsAfter, userIdsByPublicId } from './id-pages.js';
export { editProfile, roleNameOf, rolesOf } from './profile.js';
export { usersFeature } from './routes.js';
export {
  accountForUpdate,
  anotherSuperOperator,
  searchAccounts,
  setAccountState,
  setRoles,
  staffAccounts,
  type AccountSearch,
} from './console-accounts.js';
export type { Account } from './accounts.js';
