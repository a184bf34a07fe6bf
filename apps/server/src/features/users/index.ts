// The users feature's surface: what the rest of the server may use of it.
export { defaultAvatarPath } from './avatar.js';
export { editProfile } from './profile.js';
