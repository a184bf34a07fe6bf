import { useMemo } from 'react';
import { Alert, App } from 'antd';
import { consoleReview } from '@fox/contracts/client';
import { api, ApiError } from '@fox/web/api';
import { useRefreshLists, type BatchAction, type ConfirmOptions } from '../../kit';
import { ReasonPicker, type ReasonHolder } from './ReasonPicker';
import {
  AFTER_ACTION,
  stateLabel,
  type ReviewAction,
  type ReviewItem,
  type ReviewQueue,
} from './review-data';

/** An action nothing reverses is confirmed with a reason, whatever its declaration asks. */
export const isIrreversible = (action: ReviewAction) => action.undoneBy === null;

const reasonRequired = (action: ReviewAction) => action.reason === 'required' || isIrreversible(action);

/** Actions that go against the author (a reason they will read) or cannot be undone are shown in red. */
export const isDangerous = (action: ReviewAction) => reasonRequired(action);

const SKIPPED_SHOWN = 5;

/** "#12（已被平台下架）、#13（未通过）" for the items an action did not apply to. */
function skippedText(queue: ReviewQueue, skipped: ReadonlyArray<{ id: number; state: string }>): string {
  const named = skipped
    .slice(0, SKIPPED_SHOWN)
    .map((item) => `#${item.id}（${stateLabel(queue, item.state)}）`)
    .join('、');
  return skipped.length > SKIPPED_SHOWN ? `${named} 等 ${skipped.length} 项` : named;
}

/** What the confirmation says under its title: what happens, whether it can be undone, the reason. */
function ActionDescription({
  queue,
  action,
  holder,
  batch,
}: {
  queue: ReviewQueue;
  action: ReviewAction;
  holder: ReasonHolder;
  batch: boolean;
}) {
  const undoneBy = queue.actions.find((other) => other.name === action.undoneBy);
  return (
    <div className="review-action" data-testid="review-action-description">
      {undoneBy ? (
        <p className="review-action__undo">
          之后可以通过「{undoneBy.label}」撤销。{batch ? '所选内容中当前状态不适用的会被跳过。' : ''}
        </p>
      ) : (
        <Alert
          type="warning"
          showIcon
          title="此操作无法撤销，请确认后再继续。"
          className="review-action__warning"
        />
      )}
      {action.reason === 'none' && !isIrreversible(action) ? null : (
        <ReasonPicker
          holder={holder}
          required={reasonRequired(action)}
          reasons={queue.reasons}
          hint={
            action.reason === 'required'
              ? '原因将通过系统通知告知作者，并记入审计日志。'
              : '原因会记入审计日志。'
          }
        />
      )}
    </div>
  );
}

/**
 * The actions of a queue as its declaration gives them: a confirmation for one item (the drawer, a row)
 * and batch buttons for the selected rows. Each runs the queue's action endpoint; what it skipped (another
 * operator got there first, a state it does not apply to) is said, and the queue, its counts and the open
 * item are fetched again.
 */
export function useReviewActions(queue: ReviewQueue) {
  const { message } = App.useApp();
  const refreshLists = useRefreshLists();
  const holder = useMemo<ReasonHolder>(() => ({ value: '' }), []);

  return useMemo(() => {
    const run = async (action: ReviewAction, ids: number[]) => {
      const reason = holder.value.trim();
      if (reasonRequired(action) && !reason) {
        throw new ApiError({ code: 400, msg: `请填写${action.label}的原因`, kind: 'business' });
      }
      const result = await api(consoleReview.reviewAct, {
        queue: queue.key,
        action: action.name,
        ids,
        ...(reason && action.reason !== 'none' ? { reason } : {}),
      });
      if (result.changed.length === 0) {
        // Nothing changed: the list was out of date. Show it as it is now, and say why in the dialog.
        void refreshLists(AFTER_ACTION);
        throw new ApiError({
          code: 409,
          msg: `当前状态不适用「${action.label}」，未做任何更改：${skippedText(queue, result.skipped)}`,
          kind: 'business',
        });
      }
      if (result.skipped.length > 0) {
        void message.warning(
          `已${action.label} ${result.changed.length} 项；${skippedText(queue, result.skipped)} 当前状态不适用，已跳过`,
          6,
        );
      }
      return result;
    };

    const options = (action: ReviewAction, ids: number[], batch: boolean) =>
      ({
        description: <ActionDescription queue={queue} action={action} holder={holder} batch={batch} />,
        okText: action.label,
        danger: isDangerous(action),
        successText: `已${action.label}`,
        testId: 'review-confirm',
        action: () => run(action, ids),
      }) satisfies Omit<ConfirmOptions, 'title'>;

    /** One item: from the drawer or a row's links. */
    const forItem = (action: ReviewAction, item: Pick<ReviewItem, 'id' | 'title'>): ConfirmOptions => ({
      ...options(action, [item.id], false),
      title: `${action.label}「${item.title || `#${item.id}`}」？`,
      invalidates: AFTER_ACTION,
    });

    /** The selected rows: one button per action of the queue. */
    const batch: BatchAction<ReviewItem>[] = queue.actions.map((action) => {
      const { action: _single, ...rest } = options(action, [], true);
      return {
        ...rest,
        key: action.name,
        label: action.label,
        run: async (rows) => {
          await run(
            action,
            rows.map((row) => row.id),
          );
          void refreshLists(AFTER_ACTION);
        },
      };
    });
    return { forItem, batch };
  }, [queue, holder, message, refreshLists]);
}
