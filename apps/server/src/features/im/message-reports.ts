import type { social } from '@fox/contracts';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import { readableMessage } from './access.js';
import { isGroupSession } from './conversation-key.js';
import type { GroupDirectory } from './group-directory.js';
import type { StoredMessage } from './present.js';
import type { ImTables } from './tables.js';

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

function shareOf(row: Pick<StoredMessage, 'share'>): { type?: string; title?: string; name?: string } | null {
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
function objNameOf(row: StoredMessage): string {
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
 * Loads the message a report names and checks the reporter may report it (spec 001 §6: report is offered
 * for messages not from self and not person cards). They must be able to read it (`readableMessage`: a
 * party of the single chat, or a member of the group who joined before it was sent).
 */
export async function findReportableMessage(
  db: Db,
  groups: GroupDirectory,
  reporterId: number,
  messageId: number,
  busyCode: social.ChatReportBusyCode,
): Promise<ReportableMessage> {
  const { row } = await readableMessage(tablesOf<ImTables>(db), groups, reporterId, messageId);
  if (row.senderId === reporterId) throw new AppError(400, 'report.ownMessage');
  if (row.messageType === 'share' && shareOf(row)?.type === 'person')
    throw new AppError(400, 'report.personCard');
  if (busyCodeOf(row.sessionType) !== busyCode) throw new AppError(400, 'report.wrongChat');
  return { busyCode, authorId: row.senderId, objName: objNameOf(row) };
}
