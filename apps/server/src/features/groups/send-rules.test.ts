import { describe, expect, it } from 'vitest';
import { groups } from '@fox/contracts';
import { inMuteWindow, muteClockMinutes, sendBlockOf } from './send-rules.js';

const { outranks } = groups;

/** A UTC instant whose China Standard Time clock reads hh:mm on 2026-11-23. */
const cst = (hh: number, mm: number) => Date.UTC(2026, 10, 23, hh - 8, mm);

const open = { state: 0, dissolved: 0, forbid: 0, forbidTime: 0, timeList: [] };
const user = { permissionType: 'group_user', forbid: 0 };

describe('mute windows', () => {
  it('reads the clock in UTC+8', () => {
    expect(muteClockMinutes(cst(9, 30))).toBe(9 * 60 + 30);
    expect(muteClockMinutes(cst(0, 0))).toBe(0);
  });

  it('covers a daytime window from its start up to, not including, its end', () => {
    const windows = [{ startTime: '12:00', endTime: '14:00' }];
    expect(inMuteWindow(windows, cst(11, 59))).toBe(false);
    expect(inMuteWindow(windows, cst(12, 0))).toBe(true);
    expect(inMuteWindow(windows, cst(13, 59))).toBe(true);
    expect(inMuteWindow(windows, cst(14, 0))).toBe(false);
  });

  it('runs a window over midnight when its end comes first', () => {
    const windows = [{ startTime: '22:00', endTime: '07:00' }];
    expect(inMuteWindow(windows, cst(23, 0))).toBe(true);
    expect(inMuteWindow(windows, cst(6, 59))).toBe(true);
    expect(inMuteWindow(windows, cst(7, 0))).toBe(false);
    expect(inMuteWindow(windows, cst(21, 59))).toBe(false);
  });
});

describe('sending blocks', () => {
  it('blocks everyone in a dissolved, banned or ended group, leader included', () => {
    const leader = { permissionType: 'group_leader', forbid: 0 };
    expect(sendBlockOf({ ...open, dissolved: 1 }, leader, 0)).toBe('dissolved');
    expect(sendBlockOf({ ...open, state: 1 }, leader, 0)).toBe('banned');
    expect(sendBlockOf({ ...open, state: 2 }, user, 0)).toBe('orderEnded');
  });

  it('mutes ordinary members one by one, all at once or in a window, never the leader or admins', () => {
    expect(sendBlockOf(open, user, 0)).toBeNull();
    expect(sendBlockOf(open, { ...user, forbid: 1 }, 0)).toBe('forbidden');
    expect(sendBlockOf({ ...open, forbid: 1 }, user, 0)).toBe('forbidden');
    const timed = { ...open, forbidTime: 1, timeList: [{ startTime: '12:00', endTime: '14:00' }] };
    expect(sendBlockOf(timed, user, cst(12, 30))).toBe('forbidden');
    expect(sendBlockOf(timed, user, cst(15, 0))).toBeNull();
    expect(sendBlockOf({ ...timed, forbidTime: 0 }, user, cst(12, 30))).toBeNull();
    for (const permissionType of ['group_leader', 'group_admin']) {
      expect(sendBlockOf({ ...timed, forbid: 1 }, { permissionType, forbid: 1 }, cst(12, 30))).toBeNull();
    }
  });

  it('lets the leader act on anyone but himself and admins only on ordinary members', () => {
    expect(outranks('group_leader', 'group_admin')).toBe(true);
    expect(outranks('group_admin', 'group_user')).toBe(true);
    expect(outranks('group_admin', 'group_admin')).toBe(false);
    expect(outranks('group_admin', 'group_leader')).toBe(false);
    expect(outranks('group_user', 'group_user')).toBe(false);
  });
});
