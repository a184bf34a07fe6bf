const MINUTE = 60_000;
const DAY = 86_400_000;
/** China Standard Time, the clock people in the demo world read: UTC+8 all year. */
const CHINA_OFFSET = 8 * 3_600_000;
/** The latest a demo time may be on "today": before noon, so a morning start still has it in the past. */
const TODAY_LATEST = 12 * 60;

/**
 * Times of the demo world's past as people would tell them: 'd3 20:15' is three days ago at 20:15 China
 * time, 'd0 09:30' this morning. Today's times are before noon; when the demo world is made in the morning
 * its whole past moves one day back, so every time stays in the past and in the order it was written, on
 * the clock of day it was written for, whenever it is made.
 */
export function demoClock(now: number): (when: string) => number {
  const local = now + CHINA_OFFSET;
  const midnight = local - (((local % DAY) + DAY) % DAY) - CHINA_OFFSET;
  const morning = now - midnight < TODAY_LATEST * MINUTE;
  return (when) => {
    const match = /^d(\d+) (\d{2}):(\d{2})$/.exec(when);
    if (!match) throw new Error(`a demo time is written 'd<days ago> HH:MM', not '${when}'`);
    const [days, hours, minutes] = match.slice(1).map(Number) as [number, number, number];
    const ofDay = hours * 60 + minutes;
    if (hours > 23 || minutes > 59 || (days === 0 && ofDay >= TODAY_LATEST))
      throw new Error(`no such demo time '${when}': today's are before noon`);
    return midnight - (days + (morning ? 1 : 0)) * DAY + ofDay * MINUTE;
  };
}
