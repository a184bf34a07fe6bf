import { im } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { ImTables } from './tables.js';

type Db = Kysely<ImTables>;

/**
 * The conversations whose unread messages mention the viewer or everyone ('[有人@我]' in the list). Only
 * unread messages that mention someone are read, so the cost follows the mentions, not the traffic.
 */
export async function mentionsViewer(
  db: Db,
  viewerId: number,
  unread: { conversationKey: string; afterSeq: number }[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const { conversationKey, afterSeq } of unread) {
    const rows = await db
      .selectFrom('imMessages')
      .select('atIds')
      .where('conversationKey', '=', conversationKey)
      .where('seq', '>', afterSeq)
      .where('atIds', '!=', '[]')
      .where('recalled', '=', 0)
      .where('senderId', '!=', viewerId)
      .where((eb) => eb.or([eb('visibleTo', 'is', null), eb('visibleTo', '=', viewerId)]))
      .execute();
    const hit = rows.some((row) => {
      const ids = JSON.parse(row.atIds) as number[];
      return ids.includes(viewerId) || ids.includes(im.MENTION_ALL);
    });
    if (hit) found.add(conversationKey);
  }
  return found;
}
