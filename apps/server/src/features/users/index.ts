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
export { editProfile, rolesOf } from './profile.js';
export { usersFeature } from './routes.js';
