import { describe, expect, it } from 'vitest';
import { ConsoleSmsProvider } from './console-sms.js';

function recordingLogger() {
  const lines: { obj: object; msg: string }[] = [];
  return { lines, info: (obj: object, msg: string) => lines.push({ obj, msg }) };
}

describe('ConsoleSmsProvider', () => {
  it('is named console and writes a readable line with the full phone', async () => {
    const logger = recordingLogger();
    const provider = new ConsoleSmsProvider(logger);
    await provider.send({ phone: '13800000001', code: '1234', purpose: 'login' });
    expect(provider.name).toBe('console');
    expect(logger.lines).toEqual([
      {
        obj: { sms: { phone: '13800000001', purpose: 'login', code: '1234' } },
        msg: 'SMS code 1234 for 13800000001 (login)',
      },
    ]);
  });

  it('keeps the latest code per phone and purpose', async () => {
    const provider = new ConsoleSmsProvider(recordingLogger());
    const before = Date.now();
    await provider.send({ phone: '13800000001', code: '1111', purpose: 'login' });
    await provider.send({ phone: '13800000001', code: '2222', purpose: 'login' });
    await provider.send({ phone: '13800000001', code: '3333', purpose: 'resetPwd' });
    await provider.send({ phone: '13800000002', code: '4444', purpose: 'login' });

    const login = provider.latest('13800000001', 'login');
    expect(login).toMatchObject({ code: '2222', purpose: 'login' });
    expect(login!.sentAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(provider.latest('13800000001', 'resetPwd')).toMatchObject({ code: '3333', purpose: 'resetPwd' });
    expect(provider.latest('13800000002', 'resetPwd')).toBeUndefined();
    expect(provider.latest('13900000000')).toBeUndefined();
  });

  it('answers the newest code of any purpose when no purpose is given', async () => {
    const provider = new ConsoleSmsProvider(recordingLogger());
    await provider.send({ phone: '13800000001', code: '1111', purpose: 'resetPwd' });
    await provider.send({ phone: '13800000001', code: '2222', purpose: 'login' });
    expect(provider.latest('13800000001')).toMatchObject({ code: '2222', purpose: 'login' });
    await provider.send({ phone: '13800000001', code: '3333', purpose: 'resetPwd' });
    expect(provider.latest('13800000001')).toMatchObject({ code: '3333', purpose: 'resetPwd' });
  });

  it('forgets the least recently sent entries beyond its capacity', async () => {
    const provider = new ConsoleSmsProvider(recordingLogger(), 2);
    await provider.send({ phone: '13800000001', code: '1111', purpose: 'login' });
    await provider.send({ phone: '13800000002', code: '2222', purpose: 'login' });
    // Sending again to the first phone makes it the most recent; the second is now the oldest.
    await provider.send({ phone: '13800000001', code: '1112', purpose: 'login' });
    await provider.send({ phone: '13800000003', code: '3333', purpose: 'login' });
    expect(provider.latest('13800000002', 'login')).toBeUndefined();
    expect(provider.latest('13800000001', 'login')?.code).toBe('1112');
    expect(provider.latest('13800000003', 'login')?.code).toBe('3333');
  });

  it('rejects a capacity that is not a positive integer', () => {
    expect(() => new ConsoleSmsProvider(recordingLogger(), 0)).toThrow(RangeError);
  });
});
