import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import { groupChatKey } from '../groups/index.js';
import { appendMessage } from './append.js';
import type { StoredMessage } from './present.js';

/**
 * A command message (spec 001 §3 command types) written by the server into a group chat on a member's
 * behalf: a group created, renamed, joined, left. Its `content` is the line every member sees.
 */
export function appendGroupCommand(
  trx: Transaction<DatabaseSchema>,
  command: {
    actorId: number;
    groupId: number;
    commandType: string;
    content: string;
    atIds?: number[];
    now: number;
  },
): Promise<StoredMessage> {
  return appendMessage(trx, {
    conversationKey: groupChatKey(command.groupId),
    sessionType: 'group',
    senderId: command.actorId,
    receiverId: command.groupId,
    localId: `cmd-${randomUUID()}`,
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
  });
}
