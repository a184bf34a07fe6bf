import { randomBytes } from 'node:crypto';
import { batchAnswer, detailAnswer, resourceOf } from './wechat-transfer-simulator-answers.js';
import { openSensitive, SimulatedFailure } from './wechat-transfer-simulator-crypto.js';
import type {
  PlantedMismatch,
  SimulatedBatch,
  TransferNotificationOverrides,
  WechatTransferSimulatorOptions,
} from './wechat-transfer-simulator-types.js';

/**
 * The simulator's book of transfer batches, with WeChat's documented rules for 商家转账到零钱: create
 * (POST /v3/transfer/batches), query by out_batch_no and by out_detail_no, and how batches end.
 */

const OUT_NO = /^[0-9A-Za-z]{1,32}$/;
const NAME_REQUIRED_FROM = 200_000;
const NAME_REFUSED_BELOW = 30;
const chars = (text: unknown) => (typeof text === 'string' ? Array.from(text).length : 0);
const digits = (count: number) => Array.from(randomBytes(count), (byte) => byte % 10).join('');

export function createBatchDesk(config: {
  options: WechatTransferSimulatorOptions;
  now: () => number;
  beijing: (ms: number) => string;
  platformSerial: string;
  platformPrivateKeyPem: string;
}) {
  const { options, beijing } = config;
  const batches = new Map<string, SimulatedBatch>();
  const failingPayees = new Map<string, string>();
  const realNames = new Map<string, string>();
  const stamp = () => beijing(config.now());

  const known = (outBatchNo: string): SimulatedBatch => {
    const batch = batches.get(outBatchNo);
    if (!batch) throw new Error(`the simulator has no transfer batch ${outBatchNo}`);
    return batch;
  };

  const create = (body: Record<string, any>, serialHeader: string | undefined) => {
    const param = (message: string) => new SimulatedFailure(400, 'PARAM_ERROR', message);
    if (body.appid !== options.appId) {
      throw new SimulatedFailure(400, 'INVALID_REQUEST', '商户号和appid没有绑定关系');
    }
    if (typeof body.out_batch_no !== 'string' || !OUT_NO.test(body.out_batch_no)) {
      throw param('out_batch_no 只能由数字、大小写字母组成，最长32位');
    }
    for (const field of ['batch_name', 'batch_remark'] as const) {
      if (chars(body[field]) < 1 || chars(body[field]) > 32) throw param(`${field} 长度须为1-32个字符`);
    }
    const list: Record<string, any>[] = Array.isArray(body.transfer_detail_list)
      ? body.transfer_detail_list
      : [];
    if (list.length < 1 || list.length > 1000) throw param('transfer_detail_list 须为1-1000笔');
    if (body.total_num !== list.length) throw param('转账总笔数与明细笔数不一致');
    const sum = list.reduce(
      (total, item) => total + (Number.isSafeInteger(item.transfer_amount) ? item.transfer_amount : NaN),
      0,
    );
    if (body.total_amount !== sum) throw param('转账总金额与明细金额之和不一致');
    if (body.notify_url !== undefined && !/^https?:\/\/[^?#]+$/.test(body.notify_url)) {
      throw param('notify_url 须为绝对地址且不能携带参数');
    }
    const names = list.map((item) => {
      if (typeof item.out_detail_no !== 'string' || !OUT_NO.test(item.out_detail_no)) {
        throw param('out_detail_no 只能由数字、大小写字母组成，最长32位');
      }
      if (!Number.isSafeInteger(item.transfer_amount) || item.transfer_amount < 1)
        throw param('transfer_amount 须为正整数（分）');
      if (chars(item.transfer_remark) < 1 || chars(item.transfer_remark) > 32)
        throw param('transfer_remark 长度须为1-32个字符');
      if (typeof item.openid !== 'string' || item.openid === '') throw param('openid 不能为空');
      if (item.user_name === undefined) {
        if (item.transfer_amount >= NAME_REQUIRED_FROM)
          throw param('明细金额大于等于2000元时须填写收款用户姓名');
        return null;
      }
      if (item.transfer_amount < NAME_REFUSED_BELOW) throw param('0.3元以下不允许输入姓名校验');
      if (serialHeader !== config.platformSerial)
        throw param('Wechatpay-Serial 须为加密敏感信息所用的平台公钥ID');
      const name = openSensitive(String(item.user_name), config.platformPrivateKeyPem);
      if (name === undefined) throw param('user_name 解密失败，请使用微信支付平台公钥加密');
      return name;
    });
    const fingerprint = JSON.stringify([
      body.appid,
      body.batch_name,
      body.batch_remark,
      body.total_amount,
      body.notify_url ?? null,
      list.map((item, i) => [
        item.out_detail_no,
        item.transfer_amount,
        item.transfer_remark,
        item.openid,
        names[i],
      ]),
    ]);
    const existing = batches.get(body.out_batch_no);
    if (existing) {
      // Re-entry with the same request is the same batch; anything else is refused, as WeChat documents.
      if (existing.fingerprint !== fingerprint) {
        throw new SimulatedFailure(400, 'INVALID_REQUEST', '单号已存在但信息不一致，请查单后比较确认');
      }
      return { batch: existing, created: false };
    }
    const time = stamp();
    const batchId = `1030000${digits(33)}`;
    const batch: SimulatedBatch = {
      outBatchNo: body.out_batch_no,
      batchId,
      appid: body.appid,
      batchName: body.batch_name,
      batchRemark: body.batch_remark,
      status: 'ACCEPTED',
      totalAmount: body.total_amount,
      totalNum: body.total_num,
      notifyUrl: body.notify_url ?? null,
      closeReason: null,
      createTime: time,
      updateTime: time,
      fingerprint,
      details: list.map((item, i) => ({
        outDetailNo: item.out_detail_no,
        detailId: `1040000${digits(33)}`,
        status: 'INIT',
        amount: item.transfer_amount,
        remark: item.transfer_remark,
        openid: item.openid,
        userName: names[i] ?? null,
        failReason: null,
        initiateTime: time,
        updateTime: time,
      })),
    };
    batches.set(batch.outBatchNo, batch);
    return { batch, created: true };
  };

  const queryBatch = (outBatchNo: string, query: URLSearchParams) => {
    const need = query.get('need_query_detail');
    if (need !== 'true' && need !== 'false')
      throw new SimulatedFailure(400, 'PARAM_ERROR', 'need_query_detail 必填');
    const batch = batches.get(outBatchNo);
    if (!batch) throw new SimulatedFailure(404, 'NOT_FOUND', '记录不存在');
    const wanted = query.get('detail_status') ?? 'ALL';
    // Details are listed only once the batch finished, as the documentation says.
    const listed = need === 'true' && batch.status === 'FINISHED';
    const details = batch.details.filter((detail) => wanted === 'ALL' || detail.status === wanted);
    return {
      limit: 20,
      offset: 0,
      transfer_batch: batchAnswer(options.mchId, batch),
      ...(listed
        ? {
            transfer_detail_list: details.map((detail) => ({
              detail_id: detail.detailId,
              out_detail_no: detail.outDetailNo,
              detail_status: detail.status,
            })),
          }
        : {}),
    };
  };

  const queryDetail = (outBatchNo: string, outDetailNo: string) => {
    const batch = batches.get(outBatchNo);
    const detail = batch?.details.find((item) => item.outDetailNo === outDetailNo);
    if (!batch || !detail) throw new SimulatedFailure(404, 'NOT_FOUND', '记录不存在');
    return detailAnswer(options.mchId, batch, detail);
  };

  const process = (outBatchNo: string) => {
    const batch = known(outBatchNo);
    if (batch.status !== 'ACCEPTED') return batch;
    batch.status = 'PROCESSING';
    batch.updateTime = stamp();
    for (const detail of batch.details)
      Object.assign(detail, { status: 'PROCESSING', updateTime: batch.updateTime });
    return batch;
  };

  const finish = (outBatchNo: string) => {
    const batch = process(outBatchNo);
    if (batch.status !== 'PROCESSING') return batch;
    const time = stamp();
    for (const detail of batch.details) {
      const named = realNames.get(detail.openid);
      const reason =
        failingPayees.get(detail.openid) ??
        (detail.userName !== null && named !== undefined && named !== detail.userName
          ? 'NAME_NOT_CORRECT'
          : null);
      Object.assign(detail, { status: reason ? 'FAIL' : 'SUCCESS', failReason: reason, updateTime: time });
    }
    Object.assign(batch, { status: 'FINISHED', updateTime: time });
    return batch;
  };

  const closeBatch = (outBatchNo: string, reason = 'OVERDUE_CLOSE') => {
    const batch = known(outBatchNo);
    if (batch.status === 'FINISHED' || batch.status === 'CLOSED')
      throw new Error(`batch ${outBatchNo} already ended`);
    const time = stamp();
    for (const detail of batch.details)
      Object.assign(detail, { status: 'FAIL', failReason: 'OVERDUE_CLOSE', updateTime: time });
    Object.assign(batch, { status: 'CLOSED', closeReason: reason, updateTime: time });
    return batch;
  };

  const plant = (outBatchNo: string, change: PlantedMismatch) => {
    const batch = known(outBatchNo);
    if (batch.status !== 'FINISHED')
      throw new Error(`batch ${outBatchNo} has not finished: nothing to plant in`);
    const detail = batch.details[0]!;
    if (change.amount !== undefined) detail.amount = change.amount;
    if (change.status) detail.status = change.status;
    if (change.status === 'SUCCESS') detail.failReason = null;
    if (change.status === 'FAIL' || change.failReason)
      detail.failReason = change.failReason ?? 'TRANSFER_RISK';
    return detail;
  };

  return {
    all: batches,
    known,
    create,
    queryBatch,
    queryDetail,
    process,
    finish,
    closeBatch,
    plant,
    resourceOf: (batch: SimulatedBatch, overrides: TransferNotificationOverrides) =>
      resourceOf(options.mchId, batch, overrides),
    failPayee: (openid: string, reason = 'ACCOUNT_FROZEN') => void failingPayees.set(openid, reason),
    setRealName: (openid: string, name: string) => void realNames.set(openid, name),
  };
}
