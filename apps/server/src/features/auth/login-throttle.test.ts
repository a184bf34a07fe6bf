import { describe, expect, it } from 'vitest';
import { addressKey, nameDelayMs, THROTTLE } from './login-throttle.js';

describe('the name slowdown', () => {
  it('waits nothing below the free failures, then doubles from 1 s up to the cap', () => {
    expect(nameDelayMs(0)).toBe(0);
    expect(nameDelayMs(THROTTLE.nameFreeFailures - 1)).toBe(0);
    const delays = [0, 1, 2, 3, 4, 5, 50, 10_000].map((extra) =>
      nameDelayMs(THROTTLE.nameFreeFailures + extra),
    );
    expect(delays).toEqual([1000, 2000, 4000, 8000, 8000, 8000, 8000, 8000]);
  });
});

describe('the address a pair is counted by', () => {
  it('keeps IPv4 addresses and reads IPv4-mapped ones as IPv4', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts an IPv6 client by its /64 network', () => {
    expect(addressKey('2001:db8:85a3:0042:1000:8a2e:0370:7334')).toBe('2001:db8:85a3:42::/64');
    expect(addressKey('2001:db8:85a3:42::1')).toBe('2001:db8:85a3:42::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('names an unreadable address rather than failing', () => {
    expect(addressKey('')).toBe('unknown');
  });
});
