import type { consoleReports } from '@fox/contracts';
import { translate } from '../../platform/http/messages.js';
import type { SystemNotice } from '../notices/index.js';
import { isChatReport } from './report-preview.js';
import type { CaseRow } from './report-queue.js';

/** Stored once and read later, notices are written in the product's default language. */
const NOTICE_LANG = 'zh';
const TITLE_SHOWN = 30;

const shortTitle = (title: string) =>
  title.length > TITLE_SHOWN ? `${title.slice(0, TITLE_SHOWN)}…` : title;

/**
 * The system notices of a decision: each reporter hears the outcome; the author hears why their object
 * was taken down or why they are warned (a dismissal tells the author nothing: there is nothing to act on).
 */
export function outcomeNotices(decision: {
  found: CaseRow;
  outcome: consoleReports.ReportOutcome;
  reason: string;
  authorId: number;
  reporterIds: number[];
}): SystemNotice[] {
  const { found, outcome, reason } = decision;
  const chat = isChatReport(found.objType);
  const words = {
    thing: translate(chat ? 'report.notice.thing.chat' : 'report.notice.thing.content', NOTICE_LANG, {
      title: shortTitle(found.title),
    }),
    removal: translate(chat ? 'report.notice.removal.chat' : 'report.notice.removal.content', NOTICE_LANG),
    reason,
  };
  const extra = { caseId: Number(found.id), objType: found.objType, objId: Number(found.objId), outcome };
  const notices: SystemNotice[] = decision.reporterIds.map((userId) => ({
    userId,
    type: 'reportOutcome',
    title: translate('report.notice.reporterTitle', NOTICE_LANG),
    content: translate(`report.notice.reporter.${outcome}`, NOTICE_LANG, words),
    extra,
  }));
  if (outcome !== 'dismissed' && decision.authorId > 0) {
    notices.push({
      userId: decision.authorId,
      type: 'reportPenalty',
      title: translate('report.notice.authorTitle', NOTICE_LANG),
      content: translate(`report.notice.author.${outcome}`, NOTICE_LANG, words),
      extra: { ...extra, reason },
    });
  }
  return notices;
}
