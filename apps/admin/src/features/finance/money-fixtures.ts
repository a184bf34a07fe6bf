import type { consoleMoney } from '@fox/contracts';

/** Answers as the money endpoints give them, for the finance pages' component tests. */

export const buyer = { id: 45, userName: '10000123', nickName: '小鹿' };
export const financeOperator = { id: 95, userName: '10000095', nickName: '财务小狐' };

export const topUpOrder: consoleMoney.MoneyOrder = {
  id: 301,
  orderNo: 'FX202601050001',
  user: buyer,
  state: 'fulfilled',
  paySource: 9,
  payType: 'yi-ma',
  provider: 'sandbox',
  amount: 30,
  providerTxnId: 'SBX1736000000abc',
  bought: { kind: 'topUp', coin: 300, dramaId: null, dramaTitle: null, episodes: [], wholeDrama: false },
  refundedAmount: 0,
  createTime: '2026-01-05 10:00:00',
  paidTime: '2026-01-05 10:00:30',
  fulfilledTime: '2026-01-05 10:00:31',
  closedTime: null,
};

export const dramaOrder: consoleMoney.MoneyOrder = {
  ...topUpOrder,
  id: 300,
  orderNo: 'FX202601040009',
  paySource: 101,
  payType: 'virtual-pay',
  provider: 'coin',
  amount: 1.9,
  providerTxnId: null,
  bought: { kind: 'episodes', coin: 19, dramaId: 3, dramaTitle: '归途', episodes: [4], wholeDrama: false },
};

export const PLAN_MESSAGE =
  '本单充值 300 狐币，已使用 100 狐币。规则：已使用的狐币不退款，未使用的按本单汇率（1 元 = 10 狐币）折算退款，向下取整到分。将扣回 200 狐币，退款 ¥20.00（原付 ¥30.00）';

export const refundablePlan = {
  refundable: true,
  message: PLAN_MESSAGE,
  amount: 20,
  coin: 200,
  spentCoin: 100,
  episodes: [],
  lastWatched: null,
};

export const processingRefund: consoleMoney.Refund = {
  refundNo: 'RF1736000000000aabbcc',
  state: 'processing',
  amount: 20,
  coin: 200,
  episodes: [],
  reason: '用户误充值',
  operator: financeOperator,
  providerStatus: 'PROCESSING',
  providerRefundId: 'SBXR1736000000',
  note: null,
  createTime: '2026-01-05 11:00:00',
  completeTime: null,
};
