import { parseChinaTime } from '@fox/contracts/client';
import type { consoleNotices } from '@fox/contracts';

/** While a notice is being delivered its progress is fetched again this often. */
export const SENDING_REFRESH_MS = 1500;
/** A scheduled notice is looked at this often, and again at once when its time comes. */
const SCHEDULED_REFRESH_MS = 15_000;

/**
 * How soon the shown broadcasts should be fetched again: soon while one is being sent or is due, now and
 * then while one waits for its time, never when all are finished.
 */
export function refreshMsOf(
  rows: readonly Pick<consoleNotices.Broadcast, 'state' | 'sendAt'>[],
  now = Date.now(),
): number | false {
  let wait: number | false = false;
  for (const row of rows) {
    if (row.state === 'sending') return SENDING_REFRESH_MS;
    if (row.state !== 'scheduled') continue;
    const due = (parseChinaTime(row.sendAt) ?? now) - now;
    const next = due <= 0 ? SENDING_REFRESH_MS : Math.min(SCHEDULED_REFRESH_MS, due + 500);
    wait = wait === false ? next : Math.min(wait, next);
  }
  return wait;
}
