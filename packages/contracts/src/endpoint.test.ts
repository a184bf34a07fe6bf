import { describe, expect, it } from 'vitest';
import { fillPath } from './endpoint.js';
import { allEndpoints } from './registry.js';

describe('fillPath', () => {
  it('fills and encodes path segments', () => {
    expect(fillPath('/app/friends/get/:id', { id: 7 })).toBe('/app/friends/get/7');
    expect(
      fillPath('/im/chat/message/read/:sessionType/:receiverId', {
        sessionType: 'single',
        receiverId: 'a/b',
      }),
    ).toBe('/im/chat/message/read/single/a%2Fb');
  });
});

describe('the endpoint registry', () => {
  it('declares each method and path once', () => {
    const keys = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
