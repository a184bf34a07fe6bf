// The friends feature's surface: what the rest of the server may use of it.
export { areFriends } from './friendships.js';
