import { describe, expect, it } from 'vitest';
import { readRefund, refundReportOf } from './refund.js';

/** The documented answer of POST /v3/refund/domestic/refunds, trimmed to what matters here. */
const answer = {
  refund_id: '50000000382019052709732678859',
  out_refund_no: 'RF1716182975000a1b2c3d4e5f6',
  transaction_id: '4200000985202405206010521436',
  out_trade_no: 'FX1716182900000aabbccddeeff',
  channel: 'ORIGINAL',
  user_received_account: '支付用户零钱',
  create_time: '2024-05-20T13:29:35+08:00',
  status: 'PROCESSING',
  funds_account: 'AVAILABLE',
  amount: { total: 600, refund: 550, payer_total: 600, payer_refund: 550, currency: 'CNY' },
};

describe('WeChat Pay refunds', () => {
  it('maps every refund status to succeeded, processing or failed', () => {
    const states = Object.fromEntries(
      ['SUCCESS', 'PROCESSING', 'ABNORMAL', 'CLOSED'].map((status) => {
        const refund = readRefund({ ...answer, status }, 'status');
        return [status, (refundReportOf(refund as never) as { state: string }).state];
      }),
    );
    expect(states).toEqual({
      SUCCESS: 'succeeded',
      PROCESSING: 'processing',
      ABNORMAL: 'processing',
      CLOSED: 'failed',
    });
    const unknown = readRefund({ ...answer, status: 'SOMETHING_NEW' }, 'status');
    expect(refundReportOf(unknown as never)).toMatch(/unknown refund status/);
  });

  it('reads the answer into a report with the refunded amount and WeChat’s refund id', () => {
    expect(refundReportOf(readRefund(answer, 'status') as never)).toEqual({
      refundNo: answer.out_refund_no,
      orderNo: answer.out_trade_no,
      state: 'processing',
      amountCents: 550,
      providerRefundId: answer.refund_id,
      status: 'PROCESSING',
    });
  });

  it('reads a notification resource by refund_status, with its merchant', () => {
    const resource = { ...answer, status: undefined, refund_status: 'SUCCESS', mchid: '1230000109' };
    expect(readRefund(resource, 'refund_status')).toMatchObject({ status: 'SUCCESS', mchid: '1230000109' });
    expect(readRefund(resource, 'status')).toBe('no status');
  });

  it('says what is missing or wrong', () => {
    expect(readRefund(null, 'status')).toBe('not a JSON object');
    expect(readRefund({ ...answer, out_refund_no: '' }, 'status')).toBe('no out_refund_no');
    expect(readRefund({ ...answer, amount: { refund: 1.5 } }, 'status')).toMatch(/amount.refund/);
    expect(readRefund({ ...answer, amount: undefined }, 'status')).toMatch(/amount.refund/);
  });
});
