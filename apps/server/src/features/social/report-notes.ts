import { formatChinaTime, type consoleReports } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import { inTransaction } from '../../platform/db/transactions.js';
import { recordAudit } from '../audit/index.js';
import { userCardsOf } from '../users/index.js';
import { socialTables } from './report-cases.js';
import { caseById, personOf } from './report-queue.js';

/** Notes operators leave on a case for each other: how far they got, what they asked, what they think. */

export async function addCaseNote(
  db: Db,
  operatorId: number,
  caseId: number,
  content: string,
  now = Date.now(),
): Promise<consoleReports.ReportNote> {
  const id = await inTransaction(socialTables(db), async (trx) => {
    const found = await caseById(trx, caseId);
    const note = await trx
      .insertInto('reportNotes')
      .values({ caseId, operatorId, content, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('reportCases')
      .set((eb) => ({ noteCount: eb('noteCount', '+', 1) }))
      .where('id', '=', caseId)
      .execute();
    await recordAudit(
      trx,
      {
        operatorId,
        action: 'report.note',
        targetType: found.objType,
        targetId: Number(found.objId),
        after: { caseId, note: content },
      },
      now,
    );
    return Number(note.id);
  });
  const operators = await userCardsOf(db, [operatorId]);
  return { id, operator: personOf(operators.get(operatorId)), content, createTime: formatChinaTime(now) };
}

/** A case's notes, newest first, by key; the total is the case's note count, kept with the notes. */
export async function notesOfCase(db: Db, caseId: number, paging: consoleReports.CasePaging) {
  const found = await caseById(db, caseId);
  let rows = socialTables(db).selectFrom('reportNotes').selectAll().where('caseId', '=', caseId);
  if (paging.before !== undefined) rows = rows.where('id', '<', paging.before);
  const page = await rows.orderBy('id', 'desc').limit(paging.pageSize).execute();
  const operators = await userCardsOf(
    db,
    page.map((row) => Number(row.operatorId)),
  );
  return {
    total: Number(found.noteCount),
    rows: page.map((row) => ({
      id: Number(row.id),
      operator: personOf(operators.get(Number(row.operatorId))),
      content: row.content,
      createTime: formatChinaTime(Number(row.createdAt)),
    })),
  };
}
