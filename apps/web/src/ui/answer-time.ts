/**
 * The one place the web reads the times the API answers (`createTime`, `updateTime`, `commentTime`,
 * `asTopTime`, `expireTime`...): text `YYYY-MM-DD HH:MM:SS` in China time, read by the contracts' parser.
 * Every sort, gap, age, countdown and date shown works on the instant it names, so a reader in another
 * time zone still sees their own clock. Such a text must never reach dayjs or `new Date` directly: both
 * would take it for the browser's local time.
 */
import { parseChinaTime } from '@fox/contracts/client';

/**
 * The instant (epoch ms) of a time an answer carried. The server checks every answer against its
 * contract, so a malformed time is a fault, not a case: it reads as NaN, which dayjs shows as an invalid
 * date and a comparison takes as a tie, instead of a plausible wrong moment.
 */
export function instantOf(time: string): number {
  return parseChinaTime(time) ?? Number.NaN;
}

/** Newest first by an answer's time; equal seconds keep the order they had (the sort is stable). */
export function newestFirst(a: string, b: string): number {
  return instantOf(b) - instantOf(a) || 0;
}
