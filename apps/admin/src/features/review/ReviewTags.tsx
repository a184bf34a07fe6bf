import { AuditStateTag, CONTENT_STATE_LOOK, StateTag } from '../../kit';
import { stateLabel, type ReviewItem, type ReviewQueue } from './review-data';

/**
 * An item's state named as its queue names it (its views), in the platform's colours for the content
 * states; a state of a kind the console has no colour for shows in grey, never as another state.
 */
export function ReviewStateTag({ queue, state }: { queue: ReviewQueue; state: string }) {
  const color = (CONTENT_STATE_LOOK as Record<string, { color: string } | undefined>)[state]?.color;
  return (
    <StateTag
      value={state}
      looks={{ [state]: { label: stateLabel(queue, state), color: color ?? 'default' } }}
    />
  );
}

/** Where the item stands in review: waiting (待审核), refused, or passed. */
export function ReviewAuditTag({ item }: { item: Pick<ReviewItem, 'auditState'> }) {
  return <AuditStateTag state={item.auditState} />;
}
