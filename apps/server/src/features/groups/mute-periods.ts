import { groups } from '@fox/contracts';
import type { MessageKey } from '../../platform/http/messages.js';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A period as stretches of one day [from, to) in minutes; one crossing midnight is two stretches. */
function stretchesOf({ startTime, endTime }: groups.MuteWindow): Array<[number, number]> {
  const start = minutesOf(startTime);
  const end = minutesOf(endTime);
  if (start < end) return [[start, end]];
  return [
    [start, 1440],
    [0, end],
  ].filter(([from, to]) => from! < to!) as Array<[number, number]>;
}

const overlaps = (a: groups.MuteWindow, b: groups.MuteWindow) =>
  stretchesOf(a).some(([aFrom, aTo]) => stretchesOf(b).some(([bFrom, bTo]) => aFrom < bTo && bFrom < aTo));

/**
 * Why a day's mute periods cannot be saved (spec 002 §5, §9), or null: more than 5, a period that starts
 * where it ends (it would mute nothing, or everything, by reading), or two that share a minute. A period
 * whose end is before its start runs over midnight (22:00–07:00 shares 06:00–07:00 with 06:00–08:00); the
 * end minute is outside, so 22:00–07:00 and 07:00–08:00 follow each other without overlapping.
 */
export function muteTimeListProblem(timeList: readonly groups.MuteWindow[]): MessageKey | null {
  if (timeList.length > groups.MUTE_WINDOWS_MAX) return 'groups.muteTimeTooMany';
  if (timeList.some((period) => period.startTime === period.endTime)) return 'groups.muteTimeEmpty';
  for (const [index, period] of timeList.entries())
    if (timeList.slice(index + 1).some((other) => overlaps(period, other))) return 'groups.muteTimeOverlap';
  return null;
}
