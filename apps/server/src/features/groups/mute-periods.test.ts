import { describe, expect, it } from 'vitest';
import { muteTimeListProblem } from './mute-periods.js';

const period = (startTime: string, endTime: string) => ({ startTime, endTime });

describe('mute periods', () => {
  it('saves up to 5 periods that follow each other', () => {
    const five = [
      period('00:00', '01:00'),
      period('01:00', '02:00'),
      period('08:00', '09:00'),
      period('12:00', '14:00'),
      period('22:00', '23:59'),
    ];
    expect(muteTimeListProblem(five)).toBeNull();
    expect(muteTimeListProblem([])).toBeNull();
    expect(muteTimeListProblem([...five, period('15:00', '16:00')])).toBe('groups.muteTimeTooMany');
  });

  it('refuses two periods that share a minute', () => {
    expect(muteTimeListProblem([period('12:00', '14:00'), period('13:59', '15:00')])).toBe(
      'groups.muteTimeOverlap',
    );
    expect(muteTimeListProblem([period('12:00', '14:00'), period('12:30', '13:00')])).toBe(
      'groups.muteTimeOverlap',
    );
    expect(muteTimeListProblem([period('12:00', '14:00'), period('12:00', '14:00')])).toBe(
      'groups.muteTimeOverlap',
    );
  });

  it('reads a period whose end is before its start as crossing midnight', () => {
    expect(muteTimeListProblem([period('22:00', '07:00'), period('06:00', '08:00')])).toBe(
      'groups.muteTimeOverlap',
    );
    expect(muteTimeListProblem([period('22:00', '07:00'), period('23:00', '23:30')])).toBe(
      'groups.muteTimeOverlap',
    );
    expect(muteTimeListProblem([period('23:00', '01:00'), period('22:00', '02:00')])).toBe(
      'groups.muteTimeOverlap',
    );
    expect(muteTimeListProblem([period('22:00', '07:00'), period('07:00', '08:00')])).toBeNull();
    expect(muteTimeListProblem([period('22:00', '00:00'), period('00:00', '07:00')])).toBeNull();
    expect(muteTimeListProblem([period('22:00', '07:00'), period('12:00', '22:00')])).toBeNull();
  });

  it('refuses a period that starts where it ends', () => {
    expect(muteTimeListProblem([period('09:00', '09:00')])).toBe('groups.muteTimeEmpty');
  });
});
