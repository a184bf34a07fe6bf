import type { consoleReview, HandlerInput } from '@fox/contracts';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { inTransaction } from '../../platform/db/transactions.js';
import { AppError } from '../../platform/http/app-error.js';
import { translate, type Lang } from '../../platform/http/messages.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import { recordAudit } from '../audit/index.js';
import { announceNotices, storeSystemNotices, type SystemNotice } from '../notices/index.js';
import type { ReviewActionDeclaration, ReviewChange, ReviewQueue, ReviewRecord } from './queue.js';

type ActBody = HandlerInput<typeof consoleReview.reviewAct>['body'];
type Skipped = { id: number; state: string };
interface ActResult {
  changed: number[];
  skipped: Skipped[];
}

/** Notices are stored texts: written in the product's default language, as the platform's other notices. */
const NOTICE_LANG: Lang = 'zh';

/** The named action, or a readable 400 listing the queue's actions. */
function actionOf(queue: ReviewQueue, name: string): ReviewActionDeclaration {
  const action = queue.actions.find((candidate) => candidate.name === name);
  if (action) return action;
  throw new AppError(400, 'review.actionUnknown', {
    actions: queue.actions.map((known) => known.name).join(', '),
  });
}

function noticeOf(
  queue: ReviewQueue,
  action: ReviewActionDeclaration,
  item: ReviewRecord,
  change: ReviewChange,
  reason: string,
): SystemNotice | null {
  // A look that changes nothing the author sees (approving a work already out) is not worth a notice.
  if (!action.notice || change.before === change.after) return null;
  const params = { kind: translate(queue.kindName, NOTICE_LANG), title: change.title, reason };
  return {
    userId: change.authorId,
    type: queue.noticeType,
    title: translate(action.notice.title, NOTICE_LANG, params),
    content: translate(action.notice.text, NOTICE_LANG, params),
    extra: {
      systemType: queue.noticeType,
      busyType: queue.kind,
      busyCode: item.id,
      contentTitle: change.title,
      result: action.name,
      rejectReason: reason,
    },
  };
}

/**
 * One action on a batch of items, in one transaction: each item the action applies to changes, gets an
 * audit entry and a notice to its author; the others are skipped and named with their state (another
 * operator got there first). An unknown id refuses the whole batch, before anything changes. The notices'
 * badges are pushed once the transaction commits.
 */
export async function actOnItems(
  db: Db,
  bus: EventBus | undefined,
  queue: ReviewQueue,
  operatorId: number,
  body: ActBody,
  lang: Lang,
): Promise<ActResult> {
  const action = actionOf(queue, body.action);
  const reason = body.reason ?? '';
  if (action.reason === 'required' && reason === '') {
    throw new AppError(400, 'review.reasonRequired', { action: translate(action.label, lang) });
  }
  const ids = [...new Set(body.ids)];
  const now = Date.now();
  // Effects of the attempt that committed (a retried attempt starts the list again).
  let effects: Array<() => Promise<void>> = [];
  const { result, notices } = await inTransaction(tablesOf<unknown>(db), async (trx) => {
    const found = new Map(
      (await queue.find(trx, ids, { full: false, operatorId })).map((item) => [item.id, item]),
    );
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw new AppError(404, 'review.itemsMissing', { ids: missing.join(',') });
    const changed: number[] = [];
    const skipped: Skipped[] = [];
    const told: SystemNotice[] = [];
    effects = [];
    for (const id of ids) {
      const item = found.get(id)!;
      const change = action.applies(item) ? await action.run(trx, id, reason) : null;
      if (!change) {
        skipped.push({ id, state: item.state });
        continue;
      }
      await recordAudit(
        trx,
        {
          operatorId,
          action: `review.${action.name}`,
          targetType: queue.kind,
          targetId: id,
          reason,
          before: { state: change.before, pending: item.pending, rejectReason: item.rejectReason },
          after: { state: change.after },
        },
        now,
      );
      if (change.afterCommit) effects.push(change.afterCommit);
      const notice = noticeOf(queue, action, item, change, reason);
      if (notice) told.push(notice);
      changed.push(id);
    }
    await storeSystemNotices(trx, told, now);
    return { result: { changed, skipped }, notices: told };
  });
  for (const effect of effects) await effect();
  await announceNotices(
    bus,
    notices.map((notice) => notice.userId),
  );
  return result;
}
