import { consoleReports } from '@fox/contracts';
import type { FeatureApp } from '../../platform/feature.js';
import { langOf } from '../../platform/http/messages.js';
import { addCaseNote, notesOfCase } from './report-notes.js';
import { previewOfCase } from './report-preview.js';
import { caseById, presentCases, queueCounts, queuePage, reportsOfCase } from './report-queue.js';
import { resolveCase } from './report-resolution.js';
import type { TargetRegistry } from './targets.js';

/** The back office's report queue (operations staff): the cases, their objects in place, notes, decisions. */
export function installReportQueue(
  { router, platform }: Pick<FeatureApp, 'router' | 'platform'>,
  targets: TargetRegistry,
) {
  const { db } = platform.database;

  router.handle(consoleReports.reportQueue, async ({ query }) => queuePage(db, query));
  router.handle(consoleReports.reportCounts, async () => {
    const rows = await queueCounts(db);
    return { rows, total: rows.length };
  });
  router.handle(consoleReports.reportCase, async ({ params }) => {
    const found = await caseById(db, params.id);
    const [[presented], preview] = await Promise.all([
      presentCases(db, [found]),
      previewOfCase(targets, db, found),
    ]);
    return { ...presented!, preview };
  });
  router.handle(consoleReports.caseReports, async ({ params, query }) => reportsOfCase(db, params.id, query));
  router.handle(consoleReports.caseNotes, async ({ params, query }) => notesOfCase(db, params.id, query));
  router.handle(consoleReports.addCaseNote, async ({ user, params, body }) =>
    addCaseNote(db, user.id, params.id, body.content),
  );
  router.handle(consoleReports.resolveCase, async ({ user, params, body, request }) =>
    resolveCase({ targets, bus: platform.bus }, db, user.id, params.id, body, langOf(request.headers.lang)),
  );
}
