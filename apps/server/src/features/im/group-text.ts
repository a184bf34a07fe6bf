import { randomUUID } from 'node:crypto';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { appendMessage } from './append.js';
import { groupChatKey } from './conversation-key.js';
import type { GroupDirectory } from './group-directory.js';
import type { StoredMessage } from './present.js';
import type { ImTables } from './tables.js';

/**
 * A text line the server writes into a group chat in a member's name for one member only (`visibleTo`): a
 * newcomer's pre-join messages, which read as ordinary lines from the group's leader. The named sender did
 * not write or read it, so their read cursor is put back where it was: the line must not mark as read what
 * they had not read.
 */
export async function appendGroupTextFor(
  trx: Db,
  groups: GroupDirectory,
  line: { senderId: number; groupId: number; content: string; visibleTo: number; now: number },
): Promise<StoredMessage> {
  const tables = tablesOf<ImTables>(trx);
  const cursor = await tables
    .selectFrom('imConversations')
    .select('readSeq')
    .where('userId', '=', line.senderId)
    .where('sessionType', '=', 'group')
    .where('peerId', '=', line.groupId)
    .executeTakeFirst();
  const stored = await appendMessage(tables, groups, {
    conversationKey: groupChatKey(line.groupId),
    sessionType: 'group',
    senderId: line.senderId,
    receiverId: line.groupId,
    localId: `line-${randomUUID()}`,
    messageType: 'text',
    content: line.content,
    duration: null,
    atIds: '[]',
    share: null,
    fileName: null,
    fileSize: null,
    commandType: null,
    msgSource: null,
    createdAt: line.now,
    visibleTo: line.visibleTo,
  });
  if (cursor) {
    await tables
      .updateTable('imConversations')
      .set({ readSeq: cursor.readSeq })
      .where('userId', '=', line.senderId)
      .where('sessionType', '=', 'group')
      .where('peerId', '=', line.groupId)
      .execute();
  }
  return stored;
}
