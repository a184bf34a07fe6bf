import type { im } from '@fox/contracts';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { ConversationTarget } from './access.js';
import { appendMessages } from './append-many.js';
import type { NewMessage } from './append.js';
import { groupChatKey, singleChatKey } from './conversation-key.js';
import { markConversationRead } from './conversations.js';
import type { GroupDirectory } from './group-directory.js';
import type { StoredMessage } from './present.js';
import type { ImTables } from './tables.js';

/**
 * What a message of the past carried: a text; a picture, a file or a share card; a text its sender
 * recalled since; or a line the server wrote (a group made, joined, its notice).
 */
export type PastContent =
  | { text: string }
  | { photo: string }
  | { file: { url: string; fileName: string; fileSize: number } }
  | { share: im.Share }
  | { recalled: string }
  | { command: string; line: string };

/** A message of a conversation's past (the demo world's chats), as its sender sent it then. */
export interface PastMessage {
  sessionType: 'single' | 'group';
  senderId: number;
  /** The other user of a single chat; the group of a group chat. */
  receiverId: number;
  /** The sender's own id for it, unique among their messages as every send's is. */
  localId: string;
  createdAt: number;
  content: PastContent;
  /** Who a group message mentions; MENTION_ALL stands for everyone. */
  atIds?: number[];
}

function rowOf(message: PastMessage): NewMessage {
  const { sessionType, senderId, receiverId, content } = message;
  const row: NewMessage = {
    conversationKey: sessionType === 'group' ? groupChatKey(receiverId) : singleChatKey(senderId, receiverId),
    sessionType,
    senderId,
    receiverId,
    localId: message.localId,
    messageType: 'text',
    content: '',
    duration: null,
    atIds: JSON.stringify(sessionType === 'group' ? (message.atIds ?? []) : []),
    share: null,
    fileName: null,
    fileSize: null,
    commandType: null,
    msgSource: null,
    createdAt: message.createdAt,
  };
  if ('text' in content) return { ...row, content: content.text };
  if ('recalled' in content) return { ...row, content: content.recalled };
  if ('photo' in content) return { ...row, messageType: 'photo', content: content.photo };
  if ('share' in content) return { ...row, messageType: 'share', share: JSON.stringify(content.share) };
  if ('file' in content) {
    const { url, fileName, fileSize } = content.file;
    return { ...row, messageType: 'file', content: url, fileName, fileSize };
  }
  return { ...row, messageType: 'command', commandType: content.command, content: content.line };
}

/**
 * Appends messages of the past to their conversations the way sends are stored (append-many.ts): each
 * conversation's seqs from its counter in the order given, the conversation lists and unread counts
 * moved as each message arrived. The recalled ones are then marked, as a recall marks them.
 */
export async function appendPast(
  db: Db,
  groups: GroupDirectory,
  messages: PastMessage[],
): Promise<StoredMessage[]> {
  if (messages.length === 0) return [];
  const tables = tablesOf<ImTables>(db);
  const stored = await appendMessages(tables, groups, messages.map(rowOf));
  const recalled = stored.filter((_, index) => 'recalled' in messages[index]!.content).map((row) => row.id);
  if (recalled.length > 0)
    await tables.updateTable('imMessages').set({ recalled: 1 }).where('id', 'in', recalled).execute();
  return stored;
}

/** The viewer opens the conversation: everything in it so far is read, as selecting it in the list does. */
export function readConversation(
  db: Db,
  groups: GroupDirectory,
  viewerId: number,
  target: ConversationTarget,
): Promise<void> {
  return markConversationRead(tablesOf<ImTables>(db), groups, viewerId, target);
}
