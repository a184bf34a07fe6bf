import { groups } from '@fox/contracts';

/** Minutes since midnight of `now` on the clock the mute windows are written in (UTC+8). */
export function muteClockMinutes(now: number): number {
  const minutes = Math.floor(now / 60_000) + groups.MUTE_CLOCK_OFFSET_MINUTES;
  return ((minutes % 1440) + 1440) % 1440;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * True when `now` falls in one of the windows. A window whose end is not after its start runs over
 * midnight (22:00–07:00); equal ends cover the whole day. The end minute itself is outside.
 */
export function inMuteWindow(windows: readonly groups.MuteWindow[], now: number): boolean {
  const at = muteClockMinutes(now);
  return windows.some(({ startTime, endTime }) => {
    const start = minutesOf(startTime);
    const end = minutesOf(endTime);
    if (start < end) return at >= start && at < end;
    return at >= start || at < end;
  });
}

export interface SendRuleGroup {
  state: number;
  dissolved: number;
  forbid: number;
  forbidTime: number;
  timeList: readonly groups.MuteWindow[];
}

export interface SendRuleMember {
  permissionType: string;
  forbid: number;
}

/**
 * Why this member cannot send in this group now (spec 001 §4), or null. Dissolved, banned and ended
 * groups block everyone; mutes (one by one, everyone, or timed) spare the leader and admins.
 */
export function sendBlockOf(
  group: SendRuleGroup,
  member: SendRuleMember,
  now: number,
): groups.SendBlock | null {
  if (group.dissolved === 1) return 'dissolved';
  if (group.state === groups.GROUP_STATE_BANNED) return 'banned';
  if (group.state === groups.GROUP_STATE_ORDER_ENDED) return 'orderEnded';
  if (groups.isManager(member.permissionType)) return null;
  if (member.forbid === 1 || group.forbid === 1) return 'forbidden';
  if (group.forbidTime === 1 && inMuteWindow(group.timeList, now)) return 'forbidden';
  return null;
}
