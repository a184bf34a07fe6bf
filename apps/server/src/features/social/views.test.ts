import { describe, expect, it } from 'vitest';
import { viewerKey } from './views.js';

describe('who a view counts for', () => {
  it('is a logged-in user wherever they are', () => {
    expect(viewerKey({ userId: 42, ip: '203.0.113.9' })).toBe('u:42');
    expect(viewerKey({ userId: 42, ip: '198.51.100.1' })).toBe('u:42');
  });

  it('is a guest by address, an IPv6 guest by its /64 network', () => {
    expect(viewerKey({ userId: null, ip: '203.0.113.9' })).toBe('ip:203.0.113.9');
    expect(viewerKey({ userId: null, ip: '::ffff:203.0.113.9' })).toBe('ip:203.0.113.9');
    expect(viewerKey({ userId: null, ip: '2001:db8:85a3:42::1' })).toBe(
      viewerKey({ userId: null, ip: '2001:db8:85a3:42:ffff::9' }),
    );
    expect(viewerKey({ userId: null, ip: '2001:db8:85a3:42::1' })).not.toBe(
      viewerKey({ userId: null, ip: '2001:db8:85a3:43::1' }),
    );
  });
});
