import type { Lang } from '../../../platform/http/lang.js';

/** Refunds' and the money pages' part of the server catalogue (registered with the payments feature). */
export const refundMessages = {
  'payments.refundCoinOrder': {
    zh: '狐币支付的订单未经过支付渠道，不能在此退款',
    en: 'Orders paid with fox coins went through no payment provider and cannot be refunded here',
  },
  'payments.refundOtherProvider': {
    zh: '该订单通过 {provider} 支付，本服务器当前未接入该支付渠道，无法退款',
    en: 'This order was paid through {provider}, which this server is not connected to, so it cannot be refunded',
  },
  'payments.refundNotPaid': {
    zh: '订单未支付，无需退款',
    en: 'This order was never paid: nothing to refund',
  },
  'payments.refundNotDelivered': {
    zh: '订单已支付但尚未到账，请稍后再退款',
    en: 'This order is paid but not delivered yet, please refund it later',
  },
  'payments.refundInProgress': {
    zh: '该订单的退款正在处理中，请勿重复提交',
    en: 'A refund of this order is already in progress',
  },
  'payments.refundDone': {
    zh: '该订单已退款，每笔订单只能退款一次',
    en: 'This order was refunded already; an order is refunded once',
  },
  'payments.refundAllSpent': {
    zh: '本单充值的 {coins} 狐币已全部使用。规则：已使用的狐币不退款，因此没有可退金额',
    en: 'All {coins} coins of this top-up were spent. Rule: spent coins are not refunded, so nothing can be refunded',
  },
  'payments.refundRevenueSpent': {
    zh: '该笔收入已从收入账户转出，无法扣回，不能退款',
    en: 'The takings of this order have left the revenue account and cannot be taken back, so it cannot be refunded',
  },
  'payments.refundPlanTopUp': {
    zh: '将退款 ¥{amount}，扣回本单充值的 {coins} 狐币（均未使用）',
    en: 'Refunds ¥{amount} and takes back the {coins} coins of this top-up (none spent)',
  },
  'payments.refundPlanPartial': {
    zh: '本单充值 {total} 狐币，已使用 {spent} 狐币。规则：已使用的狐币不退款，未使用的按本单汇率（1 元 = {rate} 狐币）折算退款，向下取整到分。将扣回 {coins} 狐币，退款 ¥{amount}（原付 ¥{paid}）',
    en: 'This top-up credited {total} coins and {spent} were spent. Rule: spent coins are not refunded; unspent ones are refunded at the order’s own rate (1 yuan = {rate} coins), rounded down to the fen. Takes back {coins} coins and refunds ¥{amount} (of ¥{paid} paid)',
  },
  'payments.refundPlanDrama': {
    zh: '将全额退款 ¥{amount}，并从{payee}扣回这笔收入',
    en: 'Refunds all ¥{amount} and takes the takings back from {payee}',
  },
  'payments.refundTakesEpisodes': {
    zh: '收回《{title}》第 {episodes} 集（买家可再次购买）',
    en: 'takes back episode {episodes} of "{title}" (the buyer may buy them again)',
  },
  'payments.refundTakesNothing': {
    zh: '本单未解锁任何剧集，无需收回',
    en: 'this order unlocked no episode, so none is taken back',
  },
  'payments.refundWatched': {
    zh: '买家上次观看到第 {episode} 集',
    en: 'the buyer last watched episode {episode}',
  },
  'payments.refundNotWatched': { zh: '买家尚未观看该剧', en: 'the buyer has not watched the drama' },
  'payments.payeeCreator': { zh: '创作者的收入', en: 'the creator’s revenue' },
  'payments.payeePlatform': { zh: '平台的收入', en: 'the platform’s revenue' },
  'payments.payeeShared': {
    zh: '创作者的收益（分成 ¥{share}）和平台的收入（佣金 ¥{commission}）',
    en: 'the creator’s earnings (their share, ¥{share}) and the platform’s revenue (its commission, ¥{commission})',
  },
  'payments.refundShareWithdrawn': {
    zh: '创作者的分成 ¥{share} 已从其收益中提现（当前可提现收益 ¥{available}），无法扣回，因此不能退款。请与创作者协商后再决定如何处理',
    en: 'The creator’s share of ¥{share} has been withdrawn from their earnings (available now: ¥{available}) and cannot be taken back, so this order cannot be refunded. Agree with the creator first, then decide what to do',
  },
  'payments.sentenceJoin': { zh: '；', en: '; ' },
  'payments.refundSubmitted': {
    zh: '退款已提交，等待支付渠道确认。{plan}',
    en: 'Refund submitted, waiting for the payment provider. {plan}',
  },
  'payments.refundSucceeded': { zh: '退款成功。{plan}', en: 'Refunded. {plan}' },
  'payments.refundFailed': {
    zh: '退款失败：支付渠道拒绝退款（{why}）。订单仍为已支付，扣回的狐币和收回的剧集已恢复',
    en: 'Refund failed: the payment provider refused it ({why}). The order stays paid; coins and episodes taken back were restored',
  },
  'payments.refundUnanswered': {
    zh: '退款已提交，但支付渠道暂未答复（{why}）。系统会继续向渠道查询，结果以渠道为准',
    en: 'Refund submitted but the payment provider has not answered ({why}). It will be asked again; its word decides',
  },
  'payments.refundAbnormal': {
    zh: '退款异常：钱款未能退回买家的原支付账户（如银行卡已注销或冻结），需在支付渠道的商户平台处理',
    en: 'Refund abnormal: the money could not reach the buyer’s original account (a closed or frozen card, say); it must be handled on the provider’s merchant platform',
  },
  'payments.accountNotOfUser': {
    zh: '该账户不属于此用户',
    en: 'This account does not belong to this user',
  },
  'payments.userMissing': { zh: '用户不存在', en: 'This user does not exist' },
  'payments.refundClosed': { zh: '支付渠道关闭了该退款', en: 'The payment provider closed the refund' },
  'payments.refundTitle': { zh: '退款成功', en: 'Refund succeeded' },
  'payments.forRefund': { zh: '订单退款', en: 'Order refund' },
  'payments.refundedCoins': {
    zh: '订单 {orderNo} 已退款 ¥{amount}，扣回 {coins} 狐币',
    en: 'Order {orderNo} was refunded ¥{amount}; {coins} coins were taken back',
  },
  'payments.refundedCoinsPart': {
    zh: '订单 {orderNo} 已退款 ¥{amount}，扣回 {coins} 狐币；已使用的 {spent} 狐币不予退款',
    en: 'Order {orderNo} was refunded ¥{amount}; {coins} coins were taken back, and the {spent} coins spent are not refunded',
  },
  'payments.refundedEpisodes': {
    zh: '购买《{title}》第 {episodes} 集的订单已退款 ¥{amount}，剧集已收回',
    en: 'Your order for episode {episodes} of "{title}" was refunded ¥{amount}; the episodes were taken back',
  },
  'payments.refundedDrama': {
    zh: '购买《{title}》的订单已退款 ¥{amount}',
    en: 'Your order for "{title}" was refunded ¥{amount}',
  },
  'payments.refundReason': { zh: '（原因：{reason}）', en: ' (reason: {reason})' },
  'payments.incomeRefundTitle': { zh: '收入退回', en: 'Income refunded' },
  'payments.incomeRefundText': {
    zh: '《{title}》的一笔收入 ¥{amount} 因买家退款被扣回',
    en: 'Takings of ¥{amount} from "{title}" were taken back by a buyer’s refund',
  },
  'payments.forIncome': { zh: '短剧收入', en: 'Drama income' },
  'payments.purpose.topUp': { zh: '充值到账', en: 'Top-up credited' },
  'payments.purpose.topUpCash': { zh: '充值收款', en: 'Top-up payment received' },
  'payments.purpose.unlock': { zh: '狐币解锁《{memo}》', en: 'Unlocked "{memo}" with coins' },
  'payments.purpose.unlockCash': { zh: '扫码解锁《{memo}》', en: 'Unlocked "{memo}" by QR payment' },
  'payments.purpose.refundHold': { zh: '退款处理中，暂扣', en: 'Held for a refund in progress' },
  'payments.purpose.refundRelease': { zh: '退款未成功，退回', en: 'Refund failed: given back' },
  'payments.purpose.refund': { zh: '退款完成', en: 'Refund completed' },
  'payments.purpose.gameItem': {
    zh: '狐币购买游戏道具（{memo}）',
    en: 'Game item bought with coins ({memo})',
  },
  'payments.purpose.gameRebate': { zh: '游戏返利发放（{memo}）', en: 'Game rebate paid ({memo})' },
  'payments.purpose.wishReward': { zh: '心愿赏金托管（{memo}）', en: 'Wish reward into escrow ({memo})' },
  'payments.purpose.wishDeposit': { zh: '接单保证金托管（{memo}）', en: 'Deposit into escrow ({memo})' },
  'payments.purpose.wishSettle': { zh: '商单结算（{memo}）', en: 'Wish settlement ({memo})' },
  'payments.purpose.wishFee': { zh: '商单平台服务费（{memo}）', en: 'Wish platform fee ({memo})' },
  'payments.purpose.dramaShare': { zh: '短剧分成（{memo}）', en: 'Drama sale share ({memo})' },
  'payments.purpose.novelUnlock': { zh: '解锁小说章节（{memo}）', en: 'Novel chapter unlock ({memo})' },
  'payments.purpose.novelShare': { zh: '小说分成（{memo}）', en: 'Novel sale share ({memo})' },
  'payments.purpose.dramaCommission': {
    zh: '短剧平台佣金（{memo}）',
    en: 'Drama platform commission ({memo})',
  },
  'payments.purpose.earningsRelease': {
    zh: '收益结算期满，转为可提现',
    en: 'Earnings settled: now withdrawable',
  },
  'payments.purpose.withdraw': { zh: '提现冻结（{memo}）', en: 'Frozen for a withdrawal ({memo})' },
  'payments.purpose.payout': { zh: '提现打款（{memo}）', en: 'Withdrawal paid out ({memo})' },
  'payments.purpose.withdrawFee': { zh: '提现手续费（{memo}）', en: 'Withdrawal fee ({memo})' },
  'payments.purpose.withdrawReturn': {
    zh: '提现失败退回（{memo}）',
    en: 'Failed withdrawal returned ({memo})',
  },
  'payments.purpose.clawback': { zh: '退款扣回分成（{memo}）', en: 'Share taken back by a refund ({memo})' },
  'payments.refundedWish': {
    zh: '订单{orderNo}的{amount}元已原路退回。',
    en: '{amount} yuan of order {orderNo} went back to where it was paid from.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

type RefundMessages = typeof refundMessages;
export type RefundMessageKey = keyof RefundMessages;

/** A refund text in one language, read from this catalogue (notices are written outside a request too). */
export function refundText(
  key: RefundMessageKey,
  lang: Lang,
  params: Record<string, string | number> = {},
): string {
  return refundMessages[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

declare module '../../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds these keys
  interface MessageCatalogue extends RefundMessages {}
}
