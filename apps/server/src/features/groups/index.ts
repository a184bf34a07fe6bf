// The groups feature's surface: what the rest of the server may use of it.
export { groupAvatarsOf } from './avatars.js';
export { groupChatKey, memberCardsOf, memberIdsOf, membershipOf, parseTimeList } from './membership.js';
export type { GroupRow, MemberRow } from './membership.js';
export { sendBlockOf } from './send-rules.js';
