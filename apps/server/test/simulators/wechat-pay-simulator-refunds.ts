import { randomBytes } from 'node:crypto';
import type { NotificationOverrides, SimulatedOrder, SimulatedRefund } from './wechat-pay-simulator-types.js';

/**
 * The refunds of the WeChat Pay simulator, as API v3 documents them for direct merchants: POST
 * /v3/refund/domestic/refunds (by transaction_id or out_trade_no; the same out_refund_no answers the same
 * refund), GET /v3/refund/domestic/refunds/{out_refund_no}, and the refund notification's resource.
 */

export class RefundFailure {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly message: string,
  ) {}
}

const OUT_REFUND_NO = /^[0-9A-Za-z_\-|*@]{1,64}$/;

export interface RefundDeskDeps {
  mchId: string;
  now: () => number;
  beijing: (ms: number) => string;
  orders: Map<string, SimulatedOrder>;
}

export function createRefundDesk({ mchId, now, beijing, orders }: RefundDeskDeps) {
  const refunds = new Map<string, SimulatedRefund>();

  const paidOrder = (body: Record<string, any>): SimulatedOrder => {
    const byTransaction = typeof body.transaction_id === 'string' && body.transaction_id !== '';
    const byTradeNo = typeof body.out_trade_no === 'string' && body.out_trade_no !== '';
    if (!byTransaction && !byTradeNo) {
      throw new RefundFailure(400, 'PARAM_ERROR', 'transaction_id 和 out_trade_no 必须二选一');
    }
    const order = byTransaction
      ? [...orders.values()].find((o) => o.transactionId === body.transaction_id)
      : orders.get(body.out_trade_no);
    if (!order) throw new RefundFailure(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
    if (order.state !== 'SUCCESS' && order.state !== 'REFUND') {
      throw new RefundFailure(400, 'INVALID_REQUEST', '订单未支付，不能退款');
    }
    return order;
  };

  /** The refund as the API answers it (create and query). */
  const answerOf = (refund: SimulatedRefund) => ({
    refund_id: refund.refundId,
    out_refund_no: refund.outRefundNo,
    transaction_id: refund.transactionId,
    out_trade_no: refund.outTradeNo,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    ...(refund.successTime ? { success_time: refund.successTime } : {}),
    create_time: refund.createTime,
    status: refund.status,
    funds_account: 'AVAILABLE',
    amount: {
      total: refund.total,
      refund: refund.refund,
      from: [],
      payer_total: refund.total,
      payer_refund: refund.refund,
      settlement_refund: refund.refund,
      settlement_total: refund.total,
      discount_refund: 0,
      currency: 'CNY',
      refund_fee: 0,
    },
    promotion_detail: [],
  });

  const create = (body: Record<string, any>) => {
    const amount = body.amount ?? {};
    const reasonBytes = Buffer.byteLength(typeof body.reason === 'string' ? body.reason : '', 'utf8');
    const rules: [boolean, string][] = [
      [
        typeof body.out_refund_no === 'string' && OUT_REFUND_NO.test(body.out_refund_no),
        'out_refund_no 格式错误',
      ],
      [
        body.reason === undefined || (typeof body.reason === 'string' && reasonBytes <= 80),
        'reason 不能超过80个字节',
      ],
      [
        body.notify_url === undefined ||
          (typeof body.notify_url === 'string' && /^https?:\/\/[^?#]+$/.test(body.notify_url)),
        'notify_url 须为绝对地址且不能携带参数',
      ],
      [Number.isSafeInteger(amount.refund) && amount.refund >= 1, 'amount.refund 须为正整数（分）'],
      [Number.isSafeInteger(amount.total) && amount.total >= 1, 'amount.total 须为正整数（分）'],
      [amount.currency === 'CNY', 'amount.currency 须为 CNY'],
    ];
    const broken = rules.find(([ok]) => !ok);
    if (broken) throw new RefundFailure(400, 'PARAM_ERROR', broken[1]);
    const order = paidOrder(body);
    if (amount.total !== order.total) throw new RefundFailure(400, 'PARAM_ERROR', '订单金额与原订单不一致');
    const existing = refunds.get(body.out_refund_no);
    if (existing) {
      if (existing.outTradeNo !== order.outTradeNo || existing.refund !== amount.refund) {
        throw new RefundFailure(400, 'INVALID_REQUEST', '商户退款单号重复');
      }
      return answerOf(existing);
    }
    const refunded = [...refunds.values()]
      .filter((r) => r.outTradeNo === order.outTradeNo && r.status !== 'CLOSED')
      .reduce((sum, r) => sum + r.refund, 0);
    if (refunded + amount.refund > order.total) {
      throw new RefundFailure(400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额');
    }
    const refund: SimulatedRefund = {
      outRefundNo: body.out_refund_no,
      outTradeNo: order.outTradeNo,
      transactionId: order.transactionId!,
      refundId: `50${Array.from(randomBytes(27), (byte) => byte % 10).join('')}`,
      total: order.total,
      refund: amount.refund,
      reason: body.reason ?? '',
      notifyUrl: body.notify_url ?? null,
      status: 'PROCESSING',
      createTime: beijing(now()),
      successTime: null,
    };
    refunds.set(refund.outRefundNo, refund);
    order.state = 'REFUND';
    return answerOf(refund);
  };

  const query = (outRefundNo: string) => {
    const refund = refunds.get(outRefundNo);
    if (!refund) throw new RefundFailure(404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
    return answerOf(refund);
  };

  const known = (outRefundNo: string): SimulatedRefund => {
    const refund = refunds.get(outRefundNo);
    if (!refund) throw new Error(`the simulator has no refund ${outRefundNo}`);
    return refund;
  };

  /** The decrypted resource of a refund notification. */
  const resourceOf = (refund: SimulatedRefund, overrides: NotificationOverrides = {}) => ({
    mchid: overrides.mchId ?? mchId,
    out_trade_no: refund.outTradeNo,
    transaction_id: refund.transactionId,
    out_refund_no: refund.outRefundNo,
    refund_id: refund.refundId,
    refund_status: overrides.refundStatus ?? refund.status,
    ...(refund.successTime ? { success_time: refund.successTime } : {}),
    user_received_account: '支付用户零钱',
    amount: {
      total: refund.total,
      refund: overrides.refund ?? refund.refund,
      payer_total: refund.total,
      payer_refund: overrides.refund ?? refund.refund,
    },
  });

  /** WeChat finishes the refund: SUCCESS (the money is back), CLOSED, or ABNORMAL (a dead card). */
  const finish = (outRefundNo: string, status: 'SUCCESS' | 'CLOSED' | 'ABNORMAL' = 'SUCCESS') => {
    const refund = known(outRefundNo);
    refund.status = status;
    if (status === 'SUCCESS') refund.successTime = beijing(now());
    return refund;
  };

  return { create, query, known, resourceOf, finish, all: refunds };
}
