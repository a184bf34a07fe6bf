import type {
  SimulatedBatch,
  SimulatedTransferDetail,
  TransferNotificationOverrides,
} from './wechat-transfer-simulator-types.js';

/** What the merchant-transfer simulator answers about a batch, in WeChat's documented fields. */

export const createAnswer = (batch: SimulatedBatch) => ({
  out_batch_no: batch.outBatchNo,
  batch_id: batch.batchId,
  create_time: batch.createTime,
  batch_status: batch.status,
});

/** success_* and fail_*: what the batch's ended details add up to. */
function sums(batch: SimulatedBatch) {
  const ended = (status: string) => batch.details.filter((detail) => detail.status === status);
  const amount = (details: SimulatedTransferDetail[]) => details.reduce((total, d) => total + d.amount, 0);
  const [success, fail] = [ended('SUCCESS'), ended('FAIL')];
  return {
    success_amount: amount(success),
    success_num: success.length,
    fail_amount: amount(fail),
    fail_num: fail.length,
  };
}

export const batchAnswer = (mchId: string, batch: SimulatedBatch) => ({
  mchid: mchId,
  out_batch_no: batch.outBatchNo,
  batch_id: batch.batchId,
  appid: batch.appid,
  batch_status: batch.status,
  batch_type: 'API',
  batch_name: batch.batchName,
  batch_remark: batch.batchRemark,
  ...(batch.closeReason ? { close_reason: batch.closeReason } : {}),
  total_amount: batch.totalAmount,
  total_num: batch.totalNum,
  create_time: batch.createTime,
  update_time: batch.updateTime,
  ...sums(batch),
});

export const detailAnswer = (mchId: string, batch: SimulatedBatch, detail: SimulatedTransferDetail) => ({
  mchid: mchId,
  out_batch_no: batch.outBatchNo,
  batch_id: batch.batchId,
  appid: batch.appid,
  out_detail_no: detail.outDetailNo,
  detail_id: detail.detailId,
  detail_status: detail.status,
  transfer_amount: detail.amount,
  transfer_remark: detail.remark,
  ...(detail.failReason ? { fail_reason: detail.failReason } : {}),
  openid: detail.openid,
  initiate_time: detail.initiateTime,
  update_time: detail.updateTime,
});

/** The decrypted resource of MCHTRANSFER.BATCH.FINISHED / .CLOSED. */
export const resourceOf = (
  mchId: string,
  batch: SimulatedBatch,
  overrides: TransferNotificationOverrides,
) => ({
  out_batch_no: overrides.outBatchNo ?? batch.outBatchNo,
  batch_id: batch.batchId,
  batch_status: overrides.batchStatus ?? batch.status,
  total_num: batch.totalNum,
  total_amount: batch.totalAmount,
  ...sums(batch),
  mchid: overrides.mchId ?? mchId,
  ...(batch.closeReason ? { close_reason: batch.closeReason } : {}),
  update_time: batch.updateTime,
});
