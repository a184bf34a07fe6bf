import type { im } from '@fox/contracts';
import { ImError } from './im-errors.js';

/** The key both sides of a single chat share: the two user ids, smaller first. */
export function singleChatKey(a: number, b: number): string {
  return `single:${Math.min(a, b)}_${Math.max(a, b)}`;
}

/** Only single chats exist so far; group session types are refused, not silently treated as single. */
export function assertSingle(sessionType: im.SessionType): void {
  if (sessionType !== 'single') throw new ImError(400, 'groupNotYet');
}
