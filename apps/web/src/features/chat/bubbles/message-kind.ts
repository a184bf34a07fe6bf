import type { im } from '@fox/contracts';

/** How the thread shows a message: a bubble, a centred system line, or the app-only notice. */
export type MessageKind = 'bubble' | 'system' | 'appOnly';

const BUBBLE_TYPES: readonly string[] = ['text', 'photo', 'video', 'voice', 'file', 'share'];
const SYSTEM_TYPES: readonly string[] = ['tip', 'notice', 'command'];

/** Calls, `unknown`, `msg` and any type a newer server may add are left to the app. */
export function messageKindOf(messageType: string): MessageKind {
  if (BUBBLE_TYPES.includes(messageType)) return 'bubble';
  if (SYSTEM_TYPES.includes(messageType)) return 'system';
  return 'appOnly';
}

/**
 * The commands friends and groups write into a conversation. The server puts the line to show in
 * `body.content`; these have a generic line of their own (`chat.bubble.command.<type>`) for when it is
 * empty. Other commands (refresh signals, call member lists) are for the app and show nothing.
 */
export const COMMANDS_WITH_LINE = [
  'addFriendApply',
  'addFriendPass',
  'groupName',
  'groupNotice',
  'joinGroup',
  'quitGroup',
  'kickGroup',
  'createGroup',
  'recall',
  'deleteChatMessage',
] as const;

/** A system line: the server's own text, or the catalogue key of the generic one; null shows nothing. */
export type SystemLine = { text: string } | { key: string } | null;

export function systemLineOf(message: Pick<im.Message, 'messageType' | 'commandType' | 'body'>): SystemLine {
  const text = message.body.content.trim();
  if (text !== '') return { text };
  const command = message.commandType ?? '';
  if (message.messageType === 'command' && (COMMANDS_WITH_LINE as readonly string[]).includes(command)) {
    return { key: `chat.bubble.command.${command}` };
  }
  return null;
}
