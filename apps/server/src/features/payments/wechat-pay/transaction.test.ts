import { describe, expect, it } from 'vitest';
import { beijingTime, clipUtf8, readTransaction, reportOf, type Transaction } from './transaction.js';

const paid: Transaction = {
  appid: 'wxd678efh567hg6787',
  mchid: '1230000109',
  out_trade_no: 'FX20240520001',
  transaction_id: '4200000985202405206010521436',
  trade_state: 'SUCCESS',
  total: 600,
};

describe('WeChat Pay transactions', () => {
  it('maps every trade_state to paid, open or closed', () => {
    const states = Object.fromEntries(
      ['SUCCESS', 'REFUND', 'NOTPAY', 'USERPAYING', 'CLOSED', 'REVOKED', 'PAYERROR'].map((state) => [
        state,
        (reportOf({ ...paid, trade_state: state }) as { state: string }).state,
      ]),
    );
    expect(states).toEqual({
      SUCCESS: 'paid',
      REFUND: 'paid',
      NOTPAY: 'open',
      USERPAYING: 'open',
      CLOSED: 'closed',
      REVOKED: 'closed',
      PAYERROR: 'closed',
    });
    expect(reportOf({ ...paid, trade_state: 'SOMETHING_NEW' })).toMatch(/unknown trade_state/);
  });

  it('reports the amount and transaction id only when paid', () => {
    expect(reportOf(paid)).toEqual({
      orderNo: 'FX20240520001',
      state: 'paid',
      amountCents: 600,
      transactionId: '4200000985202405206010521436',
    });
    expect(reportOf({ ...paid, trade_state: 'NOTPAY' })).toEqual({
      orderNo: 'FX20240520001',
      state: 'open',
      amountCents: 0,
      transactionId: null,
    });
    expect(reportOf({ ...paid, total: null })).toMatch(/without amount/);
  });

  it('reads the fields it needs and says which is missing', () => {
    const wire = { ...paid, amount: { total: 600, payer_total: 600, currency: 'CNY' } };
    expect(readTransaction(wire)).toEqual(paid);
    expect(readTransaction({ ...wire, mchid: undefined })).toBe('no mchid');
    expect(readTransaction({ ...wire, amount: { total: '600' } })).toMatch(/amount.total/);
    expect(readTransaction([])).toBe('not a JSON object');
  });

  it('writes Beijing time in RFC 3339 and clips text by UTF-8 bytes', () => {
    expect(beijingTime(Date.UTC(2024, 4, 20, 17, 29, 35, 900))).toBe('2024-05-21T01:29:35+08:00');
    expect(clipUtf8('狐币充值', 7)).toBe('狐币');
    expect(clipUtf8('fox', 127)).toBe('fox');
  });
});
