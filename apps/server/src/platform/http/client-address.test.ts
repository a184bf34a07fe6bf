import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.js';

describe('the address a client is counted by', () => {
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
