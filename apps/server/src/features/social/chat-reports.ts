import type { social } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import { groupDirectory } from '../groups/index.js';
import { findReportableMessage } from '../im/index.js';
import { checkReportReason, reportImages, storeReport } from './reports.js';

export interface ChatReportInput {
  busyCode: social.ChatReportBusyCode;
  objId: number;
  reportCategoryId: string;
  reportInformation?: string | undefined;
  image?: string | undefined;
}

/**
 * Files a report on a chat message (spec 001 §5, §7): a report_type reason ('Other' needs a description),
 * up to 300 characters and five images. The messaging feature decides whether the reporter may report the
 * message and names its sender; the report is kept with the other reports, once per user and message.
 */
export async function addChatReport(
  db: Db,
  userId: number,
  input: ChatReportInput,
  now = Date.now(),
): Promise<void> {
  const information = input.reportInformation ?? '';
  await checkReportReason(db, input.reportCategoryId, information);
  const images = reportImages(input.image);
  const message = await findReportableMessage(db, groupDirectory, userId, input.objId, input.busyCode);
  await storeReport(
    db,
    userId,
    {
      objType: message.busyCode,
      objId: input.objId,
      title: message.objName,
      caseTitle: message.objName,
      authorId: message.authorId,
      reportType: input.reportCategoryId,
      reportInformation: information,
      images,
    },
    now,
  );
}
