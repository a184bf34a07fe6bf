import type { social } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { accessConversation } from './access.js';
import { isGroupSession } from './conversation-key.js';

type Db = Kysely<DatabaseSchema>;

/** The columns of a stored message that decide whether it may be reported, and what the report keeps. */
export interface ReportedMessageRow {
  id: number;
  conversationKey: string;
  seq: number;
  sessionType: string;
  senderId: number;
  receiverId: number;
  messageType: string;
  content: string;
  share: string | null;
  fileName: string | null;
}

/** What the reports feature stores of a reportable message. */
export interface ReportableMessage {
  busyCode: social.ChatReportBusyCode;
  /** The sender: the one reported. */
  authorId: number;
  /** A copy of what the message said (text, card title, file name or media path), at most 200 characters. */
  objName: string;
}

const OBJ_NAME_MAX = 200;

/** The report kind of a message's chat (spec 001 §7): xyhMessage for single chats, xyhGroup for groups. */
export const busyCodeOf = (sessionType: string): social.ChatReportBusyCode =>
  isGroupSession(sessionType) ? 'xyhGroup' : 'xyhMessage';

function shareOf(row: ReportedMessageRow): { type?: string; title?: string; name?: string } | null {
  if (!row.share) return null;
  try {
    return JSON.parse(row.share) as { type?: string; title?: string; name?: string };
  } catch {
    return null;
  }
}

/**
 * The report keeps its own copy of the message, so that a moderator still reads what was said after the
 * sender recalls it.
 */
function objNameOf(row: ReportedMessageRow): string {
  const share = shareOf(row);
  const name =
    row.messageType === 'share'
      ? (share?.title ?? share?.name ?? '')
      : row.messageType === 'file'
        ? (row.fileName ?? '')
        : row.content;
  return name.slice(0, OBJ_NAME_MAX);
}

/**
 * Whether `reporterId` may report this message (spec 001 §6: report is offered for messages not from self
 * and not person cards). They must be able to read it: a party of the single chat, or a member of the group
 * who joined before it was sent (the conversation rules of `accessConversation`). Anyone else is told the
 * message does not exist.
 */
export async function reportableMessage(
  db: Db,
  reporterId: number,
  row: ReportedMessageRow,
  busyCode: social.ChatReportBusyCode,
): Promise<ReportableMessage> {
  const group = isGroupSession(row.sessionType);
  // In a single chat the reporter addresses the other party; in a group the group itself.
  const peer = group ? row.receiverId : row.senderId === reporterId ? row.receiverId : row.senderId;
  const access = await accessConversation(db, reporterId, {
    sessionType: group ? 'group' : 'single',
    receiverId: peer,
  }).catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  if (!access || access.conversationKey !== row.conversationKey || row.seq <= access.floorSeq)
    throw new AppError(404, 'report.messageMissing');
  if (row.senderId === reporterId) throw new AppError(400, 'report.ownMessage');
  if (row.messageType === 'share' && shareOf(row)?.type === 'person')
    throw new AppError(400, 'report.personCard');
  if (busyCodeOf(row.sessionType) !== busyCode) throw new AppError(400, 'report.wrongChat');
  return { busyCode, authorId: row.senderId, objName: objNameOf(row) };
}

/** Loads the message a report names and checks the reporter may report it. */
export async function findReportableMessage(
  db: Db,
  reporterId: number,
  messageId: number,
  busyCode: social.ChatReportBusyCode,
): Promise<ReportableMessage> {
  const row = await db
    .selectFrom('imMessages')
    .select([
      'id',
      'conversationKey',
      'seq',
      'sessionType',
      'senderId',
      'receiverId',
      'messageType',
      'content',
      'share',
      'fileName',
    ])
    .where('id', '=', messageId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'report.messageMissing');
  return reportableMessage(
    db,
    reporterId,
    {
      ...row,
      id: Number(row.id),
      seq: Number(row.seq),
      senderId: Number(row.senderId),
      receiverId: Number(row.receiverId),
    },
    busyCode,
  );
}
