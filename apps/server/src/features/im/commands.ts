import { randomUUID } from 'node:crypto';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { appendMessage } from './append.js';
import { groupChatKey } from './conversation-key.js';
import type { GroupDirectory } from './group-directory.js';
import type { StoredMessage } from './present.js';
import type { ImTables } from './tables.js';

/**
 * A command message (spec 001 §3 command types) written by the server into a group chat on a member's
 * behalf: a group created, renamed, joined, left. Its `content` is the line every member sees.
 */
export function appendGroupCommand(
  trx: Db,
  groups: GroupDirectory,
  command: {
    actorId: number;
    groupId: number;
    commandType: string;
    content: string;
    atIds?: number[];
    now: number;
    /** A name of the line's own when it stands for one event (a task group's), so a replay names it alike. */
    localId?: string;
    /** The one member who reads this line (a newcomer's pre-join message); everyone when absent. */
    visibleTo?: number;
  },
): Promise<StoredMessage> {
  return appendMessage(tablesOf<ImTables>(trx), groups, {
    conversationKey: groupChatKey(command.groupId),
    sessionType: 'group',
    senderId: command.actorId,
    receiverId: command.groupId,
    localId: command.localId ?? `cmd-${randomUUID()}`,
    messageType: 'command',
    content: command.content,
    duration: null,
    atIds: JSON.stringify(command.atIds ?? []),
    share: null,
    fileName: null,
    fileSize: null,
    commandType: command.commandType,
    msgSource: null,
    createdAt: command.now,
    visibleTo: command.visibleTo ?? null,
  });
}
