// The friends feature's surface: what the rest of the server may use of it.
export { befriend } from './bind.js';
export { friendsAmong } from './friendships.js';
export { createFriendsFeature } from './routes.js';
