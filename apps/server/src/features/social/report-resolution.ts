import type { consoleReports } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import { inTransaction } from '../../platform/db/transactions.js';
import { AppError } from '../../platform/http/app-error.js';
import { translate, type Lang } from '../../platform/http/messages.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { recordAudit } from '../audit/index.js';
import { groupDirectory } from '../groups/index.js';
import { announceRemovedMessage, removeMessageForEveryone } from '../im/index.js';
import { announceNotices, storeSystemNotices } from '../notices/index.js';
import { countResolution, socialTables } from './report-cases.js';
import { outcomeNotices } from './report-notices.js';
import { isChatReport } from './report-preview.js';
import { caseById, presentCases, type CaseRow } from './report-queue.js';
import type { TargetRegistry } from './targets.js';

type Outcome = consoleReports.ReportOutcome;

export interface Resolution {
  outcome: Outcome;
  reason?: string | undefined;
}

/** What taking the object down changed, for the audit trail; `author` is its author as its feature says. */
interface TakeDown {
  before: string;
  after: string;
  authorId: number;
  chat: boolean;
  /** The owning feature's work once the decision committed (a wish's refunds). */
  afterCommit?: (() => Promise<void>) | undefined;
}

const alreadyResolved = (outcome: Outcome | null, lang: Lang) =>
  new AppError(400, 'report.alreadyResolved', {
    outcome: outcome ? translate(`report.outcome.${outcome}`, lang) : '',
  });

/**
 * Takes the reported object down inside the decision's transaction: content through the moderation hook
 * of the feature that owns it (CompelOff, kept visible to its author with the reason); a chat message is
 * removed for everyone by the messaging feature.
 */
async function takeDown(
  targets: TargetRegistry,
  trx: Db,
  found: CaseRow,
  reason: string,
  now: number,
): Promise<TakeDown> {
  const objId = Number(found.objId);
  if (isChatReport(found.objType)) {
    const removed = await removeMessageForEveryone(trx, objId);
    if (!removed) throw new AppError(400, 'report.targetGone');
    return { before: removed.before, after: 'removed', authorId: removed.senderId, chat: true };
  }
  const moderation = targets.moderation(found.objType);
  if (!moderation) throw new AppError(400, 'report.cannotTakeDown', { objType: found.objType });
  const change = await moderation.takeDown(trx, objId, reason, now);
  if (!change) throw new AppError(400, 'report.targetGone');
  return {
    before: change.before,
    after: change.after,
    authorId: change.authorId,
    chat: false,
    afterCommit: change.afterCommit,
  };
}

/**
 * Decides a case: takes its object down, warns its author, or dismisses it. One transaction holds the
 * effect, the case and every open report of the object closed with the outcome, the queue counters, the
 * audit entry, and the system notices to each reporter and (taken down or warned) to the author; the
 * badges and a removed message's frame go out after the commit. A case already decided is refused with
 * what was decided, and nothing changes (a double click, or two operators at once).
 */
export async function resolveCase(
  deps: { targets: TargetRegistry; bus: EventBus | undefined },
  db: Db,
  operatorId: number,
  caseId: number,
  resolution: Resolution,
  lang: Lang,
  now = Date.now(),
): Promise<consoleReports.ReportCase> {
  const { outcome } = resolution;
  const reason = resolution.reason ?? '';
  if (outcome !== 'dismissed' && !reason) throw new AppError(400, 'report.reasonRequired');

  const done = await inTransaction(socialTables(db), async (trx) => {
    const found = await caseById(trx, caseId);
    if (found.state !== 'open') throw alreadyResolved(found.outcome, lang);
    // Claimed first, so that of two decisions at once only one goes on to act.
    const claimed = await trx
      .updateTable('reportCases')
      .set({ state: 'resolved', outcome, resolveReason: reason, resolverId: operatorId, resolvedAt: now })
      .where('id', '=', caseId)
      .where('state', '=', 'open')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0)
      throw alreadyResolved((await caseById(trx, caseId)).outcome, lang);

    const removal = outcome === 'takenDown' ? await takeDown(deps.targets, trx, found, reason, now) : null;
    await trx
      .updateTable('reports')
      .set({ state: 'handled', outcome, resolveReason: reason, resolverId: operatorId, resolvedAt: now })
      .where('caseId', '=', caseId)
      .where('state', '=', 'pending')
      .execute();
    await countResolution(trx, {
      id: caseId,
      objType: found.objType,
      reportCount: Number(found.reportCount),
    });
    const reporters = await trx
      .selectFrom('reports')
      .select('userId')
      .distinct()
      .where('caseId', '=', caseId)
      .execute();
    await recordAudit(
      trx,
      {
        operatorId,
        action: 'report.resolve',
        targetType: found.objType,
        targetId: Number(found.objId),
        reason,
        before: { caseId, state: 'open', reportCount: Number(found.reportCount), object: removal?.before },
        after: { caseId, state: 'resolved', outcome, object: removal?.after },
      },
      now,
    );
    const notices = outcomeNotices({
      found,
      outcome,
      reason,
      authorId: removal?.authorId ?? Number(found.authorId),
      reporterIds: reporters.map((row) => Number(row.userId)),
    });
    await storeSystemNotices(trx, notices, now);
    return {
      told: notices.map((notice) => notice.userId),
      removedMessage: removal?.chat === true,
      afterCommit: removal?.afterCommit,
    };
  });

  // After the commit: a failure to reach a socket never undoes the decision (the badge shows on the next
  // poll, a removed message on the next read).
  const decided = await caseById(db, caseId);
  if (done.afterCommit) {
    try {
      await done.afterCommit();
    } catch (error) {
      process.emitWarning(
        `report take-down's follow-up failed: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
  try {
    await announceNotices(deps.bus, done.told);
    if (done.removedMessage)
      await announceRemovedMessage(db, groupDirectory, deps.bus, Number(decided.objId));
  } catch (error) {
    process.emitWarning(`report decision not announced: ${error instanceof Error ? error.message : error}`);
  }
  return (await presentCases(db, [decided]))[0]!;
}
