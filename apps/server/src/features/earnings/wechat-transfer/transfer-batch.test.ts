import { describe, expect, it } from 'vitest';
import type { PayoutRequest } from '../payout-provider.js';
import {
  batchRequestOf,
  clipText,
  instantOf,
  readBatch,
  readBatchNotice,
  readDetail,
  reportOf,
  sendsUserName,
  type TransferBatch,
  type TransferDetail,
} from './transfer-batch.js';

const payout: PayoutRequest = {
  withdrawNo: 'WD20261127000001',
  amountCents: 9_990,
  userId: 7,
  realName: '张三',
  openid: null,
  remark: '狐狸网收益提现',
  notifyUrl: 'https://pay.portal.test/pay/notify/payout/wechat',
};

const batch = (over: Partial<TransferBatch> = {}): TransferBatch => ({
  mchid: '1900009191',
  out_batch_no: 'WD20261127000001',
  batch_id: '1030000071100999991182020050700019480001',
  batch_status: 'ACCEPTED',
  total_amount: 9_990,
  ...over,
});

const detail = (over: Partial<TransferDetail> = {}): TransferDetail => ({
  out_batch_no: 'WD20261127000001',
  out_detail_no: 'WD20261127000001',
  detail_id: '1040000071100999991182020050700019500100',
  detail_status: 'SUCCESS',
  transfer_amount: 9_990,
  update_time: '2026-11-27T18:30:00+08:00',
  ...over,
});

describe('the transfer batch request', () => {
  it('is one detail numbered by the withdrawal, to the openid, with the documented fields', () => {
    const body = batchRequestOf(payout, { appId: 'wxAPP', openid: 'oUser1', encryptedUserName: null });
    expect(body).toEqual({
      appid: 'wxAPP',
      out_batch_no: 'WD20261127000001',
      batch_name: '狐狸网收益提现',
      batch_remark: '狐狸网收益提现',
      total_amount: 9_990,
      total_num: 1,
      transfer_detail_list: [
        {
          out_detail_no: 'WD20261127000001',
          transfer_amount: 9_990,
          transfer_remark: '狐狸网收益提现',
          openid: 'oUser1',
        },
      ],
      notify_url: 'https://pay.portal.test/pay/notify/payout/wechat',
    });
    const named = batchRequestOf(payout, { appId: 'wxAPP', openid: 'oUser1', encryptedUserName: 'SEALED' });
    expect((named.transfer_detail_list as Record<string, unknown>[])[0]!.user_name).toBe('SEALED');
  });

  it('sends the payee name from 2,000 yuan on, never below', () => {
    expect(sendsUserName(199_999)).toBe(false);
    expect(sendsUserName(200_000)).toBe(true);
    expect(sendsUserName(29)).toBe(false);
  });

  it('keeps remarks within 32 characters, counting Chinese characters as one', () => {
    expect(clipText('提'.repeat(40), 'x')).toBe('提'.repeat(32));
    expect(clipText('   ', 'WD1')).toBe('WD1');
  });
});

describe('reading WeChat answers', () => {
  it('reads a batch from a query answer and from a bare object, and says what is wrong', () => {
    expect(readBatch({ transfer_batch: batch(), transfer_detail_list: [] })).toEqual(batch());
    expect(readBatch(batch({ batch_status: 'FINISHED' }))).toMatchObject({ batch_status: 'FINISHED' });
    expect(readBatch({ transfer_batch: { ...batch(), batch_status: 'DONE' } })).toMatch(
      /unknown batch_status "DONE"/,
    );
    expect(readBatch({ transfer_batch: { ...batch(), total_amount: -1 } })).toMatch(/total_amount/);
    expect(readBatch(null)).toMatch(/no transfer_batch/);
    expect(readBatch({ transfer_batch: { ...batch(), batch_id: '' } })).toMatch(/batch_id/);
  });

  it('reads a detail and refuses unknown states', () => {
    expect(readDetail(detail())).toEqual(detail());
    for (const state of ['INIT', 'WAIT_PAY', 'PROCESSING', 'SUCCESS', 'FAIL']) {
      expect(readDetail({ ...detail(), detail_status: state })).toMatchObject({ detail_status: state });
    }
    expect(readDetail({ ...detail(), detail_status: 'REFUND' })).toMatch(/unknown detail_status/);
    expect(readDetail({ ...detail(), transfer_amount: 1.5 })).toMatch(/transfer_amount/);
  });

  it('accepts only a notification of an ended batch', () => {
    const resource = { mchid: '1', out_batch_no: 'WD1', batch_id: 'B1', batch_status: 'FINISHED' };
    expect(readBatchNotice(resource)).toEqual(resource);
    expect(readBatchNotice({ ...resource, batch_status: 'CLOSED' })).toMatchObject({
      batch_status: 'CLOSED',
    });
    expect(readBatchNotice({ ...resource, batch_status: 'PROCESSING' })).toMatch(/not an end/);
    expect(readBatchNotice({ ...resource, out_batch_no: undefined })).toMatch(/out_batch_no/);
  });

  it('reads RFC 3339 times with their offset', () => {
    expect(instantOf('2026-11-27T18:30:00+08:00')).toBe(Date.UTC(2026, 10, 27, 10, 30));
    expect(instantOf(undefined)).toBeNull();
    expect(instantOf('soon')).toBeNull();
  });
});

describe('the report of a batch of one detail', () => {
  it('is processing while the batch is accepted or paying, whatever the detail', () => {
    for (const state of ['WAIT_PAY', 'ACCEPTED', 'PROCESSING'] as const) {
      expect(reportOf(batch({ batch_status: state }), null)).toEqual({
        withdrawNo: 'WD20261127000001',
        state: 'processing',
        amountCents: 9_990,
        providerRef: '1030000071100999991182020050700019480001',
        failReason: '',
        finishedAt: null,
      });
    }
    expect(reportOf(batch({ batch_status: 'FINISHED' }), detail({ detail_status: 'PROCESSING' })).state).toBe(
      'processing',
    );
  });

  it('is succeeded only when the finished batch paid the detail, with the detail amount and time', () => {
    expect(reportOf(batch({ batch_status: 'FINISHED' }), detail({ transfer_amount: 9_000 }))).toEqual({
      withdrawNo: 'WD20261127000001',
      state: 'succeeded',
      amountCents: 9_000,
      providerRef: '1040000071100999991182020050700019500100',
      failReason: '',
      finishedAt: Date.UTC(2026, 10, 27, 10, 30),
    });
  });

  it('is failed with the fail_reason of a failed detail, or the close_reason of a closed batch', () => {
    const failed = reportOf(
      batch({ batch_status: 'FINISHED' }),
      detail({ detail_status: 'FAIL', fail_reason: 'NAME_NOT_CORRECT' }),
    );
    expect(failed).toMatchObject({ state: 'failed', failReason: 'NAME_NOT_CORRECT' });
    const closed = reportOf(
      batch({
        batch_status: 'CLOSED',
        close_reason: 'OVERDUE_CLOSE',
        update_time: '2026-11-28T18:30:00+08:00',
      }),
      null,
    );
    expect(closed).toMatchObject({
      state: 'failed',
      failReason: 'OVERDUE_CLOSE',
      amountCents: 9_990,
      finishedAt: Date.UTC(2026, 10, 28, 10, 30),
    });
    expect(reportOf(batch({ batch_status: 'CLOSED' }), null).failReason).toBe('CLOSED');
  });
});
