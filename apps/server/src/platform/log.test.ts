import { afterEach, describe, expect, it, vi } from 'vitest';
import { redactedRequestUrl, scrubCredentials, throttledWarn } from './log.js';

describe('credentials in log lines', () => {
  it('replaces every credential query value of a request URL, and keeps the rest', () => {
    expect(redactedRequestUrl('/ws?token=abc.def&lang=en_US')).toBe('/ws?token=***&lang=en_US');
    expect(redactedRequestUrl('/x?a=1&accessToken=s3cret&access_token=s3cret&Token=z')).toBe(
      '/x?a=1&accessToken=***&access_token=***&Token=***',
    );
    expect(redactedRequestUrl('/x?to%6Ben=s3cret')).toBe('/x?to%6Ben=***');
    expect(redactedRequestUrl('/healthz')).toBe('/healthz');
    expect(redactedRequestUrl('/x?tokens=1&mytoken=2')).toBe('/x?tokens=1&mytoken=2');
  });

  it('cuts a credential out of any text that reached a line another way', () => {
    const line = '{"msg":"Reply was already sent for \\"/ws?lang=zh&token=abc\\" GET"}';
    expect(scrubCredentials(line)).toBe(
      '{"msg":"Reply was already sent for \\"/ws?lang=zh&token=***\\" GET"}',
    );
    expect(scrubCredentials('{"msg":"no credential"}')).toBe('{"msg":"no credential"}');
  });
});

describe('a throttled warning', () => {
  afterEach(() => vi.useRealTimers());

  it('writes one line per interval, saying how many it left out', () => {
    vi.useFakeTimers();
    const lines: Array<[object, string]> = [];
    const warn = throttledWarn(
      { warn: (detail, message) => lines.push([detail, message]) },
      'redis down',
      1000,
    );
    for (let i = 0; i < 500; i++) warn({ error: 'ECONNRESET' });
    expect(lines).toEqual([[{ error: 'ECONNRESET' }, 'redis down']]);
    vi.advanceTimersByTime(1000);
    warn({ error: 'ECONNREFUSED' });
    expect(lines[1]).toEqual([{ error: 'ECONNREFUSED', suppressed: 499 }, 'redis down']);
  });
});
