import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, withTimeout } from './lazy-page';

describe('withTimeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes a value that arrives in time', async () => {
    await expect(withTimeout(Promise.resolve('page'), 100)).resolves.toBe('page');
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    const failure = withTimeout(
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      100,
    );
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('fails a chunk that has not arrived after 120 s', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const outcome = withTimeout(never, CHUNK_LOAD_TIMEOUT_MS).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
  });
});
