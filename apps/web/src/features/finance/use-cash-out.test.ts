import { afterEach, describe, expect, it, vi } from 'vitest';
import { newRequestId } from './use-cash-out';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('newRequestId', () => {
  it('makes a v4 UUID, different each time', () => {
    const first = newRequestId();
    expect(first).toMatch(UUID_V4);
    expect(newRequestId()).not.toBe(first);
  });

  it('makes one without randomUUID too (a page served over plain http)', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) });
    expect(newRequestId()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
