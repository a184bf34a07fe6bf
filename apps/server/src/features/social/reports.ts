import { social } from '@fox/contracts';
import { AppError } from '../../platform/http/app-error.js';
import type { Db } from '../../platform/db/tables.js';
import { inTransaction } from '../../platform/db/transactions.js';
import { OTHER_REPORT_TYPE } from './dictionaries.js';
import { fileIntoCase, socialTables } from './report-cases.js';
import type { TargetRegistry } from './targets.js';

export interface ReportInput {
  objId: number;
  objType: string;
  title?: string | undefined;
  reportType: string;
  reportInformation?: string | undefined;
  imageUrl?: string | undefined;
}

const IMAGE_URL = /^(https?:\/\/[^\s,]+|\/[^\s,]*)$/;

/** Splits and checks the comma list of evidence images: at most five http(s) or site-relative URLs. */
export function reportImages(imageUrl: string | undefined): string[] {
  const urls = (imageUrl ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  if (urls.length > social.REPORT_IMAGES_MAX)
    throw new AppError(400, 'report.tooManyImages', { max: social.REPORT_IMAGES_MAX });
  if (urls.some((url) => !IMAGE_URL.test(url) || url.length > 512))
    throw new AppError(400, 'report.badImage');
  return urls;
}

/** Refuses a reason that is not a report_type entry, and 'Other' without a description. */
export async function checkReportReason(db: Db, reportType: string, information: string): Promise<void> {
  const reason = await socialTables(db)
    .selectFrom('dictionaries')
    .select('dictValue')
    .where('dictType', '=', 'report_type')
    .where('dictValue', '=', reportType)
    .executeTakeFirst();
  if (!reason) throw new AppError(400, 'report.badType');
  if (reportType === OTHER_REPORT_TYPE && !information) throw new AppError(400, 'report.informationRequired');
}

/** A checked report, ready to be stored: the owning feature has named the object's author. */
export interface FiledReport {
  objType: string;
  objId: number;
  title: string;
  /** What the object is called by the feature that owns it, for the back office's queue. */
  caseTitle: string;
  authorId: number;
  reportType: string;
  reportInformation: string;
  images: string[];
}

/**
 * Stores a report in its object's case of the back office's queue, with the queue's counters, in one
 * transaction; the unique (user, type, object) index keeps one report per user and object.
 */
export async function storeReport(db: Db, userId: number, report: FiledReport, now: number): Promise<void> {
  await inTransaction(socialTables(db), (trx) =>
    fileIntoCase(
      trx,
      {
        userId,
        objType: report.objType,
        objId: report.objId,
        authorId: report.authorId,
        title: report.title,
        caseTitle: report.caseTitle,
        reportType: report.reportType,
        reportInformation: report.reportInformation,
        imageUrl: report.images.join(','),
      },
      now,
    ),
  );
}

/**
 * Files a report. The reason must be a report_type entry; 'Other' needs a description. The object's author
 * comes from the owning feature (the client's authorId is not trusted), nobody reports their own object,
 * and each user reports an object once.
 */
export async function addReport(
  targets: TargetRegistry,
  db: Db,
  userId: number,
  input: ReportInput,
  now = Date.now(),
) {
  const information = input.reportInformation ?? '';
  await checkReportReason(db, input.reportType, information);
  const images = reportImages(input.imageUrl);
  const target = await targets.find(db, input.objType, input.objId);
  if (!target) throw new AppError(404, 'social.targetMissing');
  if (target.authorId === userId) throw new AppError(400, 'report.own');
  const preview = await targets.preview(db, input.objType, input.objId);
  await storeReport(
    db,
    userId,
    {
      objType: input.objType,
      objId: input.objId,
      title: input.title ?? '',
      caseTitle: preview?.title || input.title || '',
      authorId: target.authorId,
      reportType: input.reportType,
      reportInformation: information,
      images,
    },
    now,
  );
}

/** The entries of one dictionary in their order; an unknown type answers an empty list. */
export async function dictionaryEntries(db: Db, dictType: string) {
  const rows = await socialTables(db)
    .selectFrom('dictionaries')
    .select(['dictLabel', 'dictValue', 'sortOrder'])
    .where('dictType', '=', dictType)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ dictLabel: row.dictLabel, dictValue: row.dictValue, dictSort: row.sortOrder }));
}
