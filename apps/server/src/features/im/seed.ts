import type { Db } from '../../platform/db/tables.js';
import { demoClock } from '../../platform/demo-clock.js';
import type { FileStore } from '../../platform/storage/index.js';
import { userIdsByName } from '../users/index.js';
import type { GroupDirectory } from './group-directory.js';
import { appendPast, readConversation, type PastMessage } from './past-messages.js';
import { demoChats, type DemoChat } from './seed-chats.js';
import { conversationTimes, demoContentResolver, type ShareCardFinder } from './seed-lines.js';

/**
 * Where each side of a chat stopped reading: after their own last line when they have not opened it
 * since (`unreadBy`), else at the end.
 */
function readUpTo(chat: DemoChat, side: 0 | 1): number {
  if (!chat.unreadBy?.includes(chat.between[side])) return chat.lines.length;
  const own = chat.lines.map(([, from]) => from).lastIndexOf(side);
  return own + 1;
}

/**
 * The demo world's one-to-one chats (seed-chats.ts), stored the way sends are and read the way people
 * read them: each side opened the chat up to where it stopped, so the unread counts are what the messages
 * after that make them.
 */
export async function seedChats(
  db: Db,
  now: number,
  files: FileStore,
  deps: { groups: GroupDirectory; shareCards: ShareCardFinder },
): Promise<void> {
  const idOf = await userIdsByName(db);
  const at = demoClock(now);
  const contentOf = demoContentResolver(db, files, deps.shareCards);
  for (const chat of demoChats) {
    const ids = chat.between.map((name) => idOf.get(name));
    if (ids.some((id) => id === undefined))
      throw new Error(`a demo chat with an unknown user: ${chat.between}`);
    const [first, second] = ids as [number, number];
    const name = chat.between.join('-');
    const times = conversationTimes(
      at,
      chat.lines.map(([when]) => when),
      name,
    );
    const messages: PastMessage[] = await Promise.all(
      chat.lines.map(async ([, from, content], index) => ({
        sessionType: 'single' as const,
        senderId: from === 0 ? first : second,
        receiverId: from === 0 ? second : first,
        localId: `demo-${name}-${index + 1}`,
        createdAt: times[index]!,
        content: await contentOf(content),
      })),
    );
    const stops = ([0, 1] as const).map((side) => ({ side, upTo: readUpTo(chat, side) }));
    let written = 0;
    for (const stop of [...stops].sort((a, b) => a.upTo - b.upTo)) {
      await appendPast(db, deps.groups, messages.slice(written, stop.upTo));
      written = stop.upTo;
      const [viewer, peer] = stop.side === 0 ? [first, second] : [second, first];
      await readConversation(db, deps.groups, viewer, { sessionType: 'single', receiverId: peer });
    }
    await appendPast(db, deps.groups, messages.slice(written));
  }
}
