import type { wishes } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';

/**
 * What groups must know of the wishes its task groups are made for: their plans (planVo), for the order
 * progress bar on conversation items and group details, and for refusing to dissolve a group while its
 * wish is at work. The wishes feature builds on groups (it opens and closes task groups), so groups cannot
 * import it: the wishes feature implements this port and `compose.ts` hands it over.
 */
export interface TaskPlans {
  /** The plans of those of `taskNumbers` the wishes know, keyed by taskNumber; one read for the whole list. */
  plansOf(db: Db, taskNumbers: readonly string[]): Promise<Map<string, wishes.Plan>>;
}
