import type { im } from '@fox/contracts';

/** The key both sides of a single chat share: the two user ids, smaller first. */
export function singleChatKey(a: number, b: number): string {
  return `single:${Math.min(a, b)}_${Math.max(a, b)}`;
}

/** The conversation key of a group chat, beside single chats' `single:a_b`. */
export const groupChatKey = (groupId: number) => `group:${groupId}`;

/** Every session type but single is a group chat of some kind, addressed by the group's id. */
export const isGroupSession = (sessionType: im.SessionType | string) => sessionType !== 'single';
