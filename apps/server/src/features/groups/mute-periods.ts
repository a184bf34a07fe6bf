import { groups, mutePeriods } from '@fox/contracts';
import type { MessageKey } from '../../platform/http/messages.js';

/**
 * Why a day's mute periods cannot be saved (spec 002 §5, §9), or null: more than 5, a period that starts
 * where it ends (it would mute nothing, or everything, by reading), or two that share a minute. A period
 * whose end is before its start runs over midnight (22:00–07:00 shares 06:00–07:00 with 06:00–08:00); the
 * end minute is outside, so 22:00–07:00 and 07:00–08:00 follow each other without overlapping.
 */
export function muteTimeListProblem(timeList: readonly groups.MuteWindow[]): MessageKey | null {
  if (timeList.length > groups.MUTE_WINDOWS_MAX) return 'groups.muteTimeTooMany';
  if (timeList.some(mutePeriods.isEmptyPeriod)) return 'groups.muteTimeEmpty';
  for (const [index, period] of timeList.entries())
    if (timeList.slice(index + 1).some((other) => mutePeriods.periodsOverlap(period, other)))
      return 'groups.muteTimeOverlap';
  return null;
}
