import type { Lang } from '../../platform/http/lang.js';

/** The earnings feature's part of the server catalogue (registered by the app). */
export const earningsMessages = {
  'earnings.reason.accountFrozen': { zh: '收款账户已冻结', en: 'The receiving account is frozen' },
  'earnings.reason.realName': {
    zh: '收款人姓名或身份与实名信息不一致',
    en: "The payee's name or identity does not match the verified one",
  },
  'earnings.reason.noWechat': {
    zh: '未找到可收款的微信账户，请先用微信登录并绑定',
    en: 'No WeChat account can receive it: log in with WeChat first',
  },
  'earnings.reason.quota': {
    zh: '超出收款账户的到账限额，请明天再试或减少金额',
    en: "Over the receiving account's limit: try tomorrow or a smaller amount",
  },
  'earnings.reason.risk': { zh: '该笔打款未通过风控校验', en: 'The payout did not pass the risk checks' },
  'earnings.reason.closed': { zh: '打款已关闭', en: 'The payout was closed' },
  'earnings.recordMissing': { zh: '该收益记录不存在', en: 'This earnings record does not exist' },
  'earnings.withdrawFormat': {
    zh: '请输入正确的提现金额，最多保留两位小数',
    en: 'Enter an amount above 0 with at most two decimals',
  },
  'earnings.withdrawMin': {
    zh: '单笔提现金额不能低于 ¥{min}',
    en: 'A withdrawal must be at least ¥{min}',
  },
  'earnings.withdrawAvailable': {
    zh: '提现金额超过可提现余额，当前可提现 ¥{available}',
    en: 'The amount is more than your available earnings: ¥{available} can be withdrawn',
  },
  'earnings.withdrawDaily': {
    zh: '超出今日提现额度（每日 ¥{limit}），今日还可提现 ¥{remaining}',
    en: "Over today's withdrawal limit (¥{limit} a day): ¥{remaining} can still be withdrawn today",
  },
  'earnings.withdrawFee': {
    zh: '提现金额需大于手续费 ¥{fee}',
    en: 'The amount must be more than the fee of ¥{fee}',
  },
  'earnings.withdrawTitle': { zh: '提现到{bank}（尾号{tail}）', en: 'Withdrawal to {bank} (ending {tail})' },
  'earnings.bankCard': { zh: '银行卡', en: 'bank card' },
  'earnings.noticeWithdrawn': { zh: '提现成功', en: 'Withdrawal paid' },
  'earnings.noticeWithdrawnText': {
    zh: '您提现的 ¥{amount} 已到账尾号 {tail} 的{bank}，实际到账 ¥{arrival}（手续费 ¥{fee}）',
    en: 'Your withdrawal of ¥{amount} reached your {bank} ending {tail}: ¥{arrival} arrived (fee ¥{fee})',
  },
  'earnings.noticeReturned': { zh: '提现失败', en: 'Withdrawal failed' },
  'earnings.noticeReturnedText': {
    zh: '您提现到尾号 {tail} 的{bank}的 ¥{amount} 未能到账（{reason}），金额已退回可提现余额',
    en: 'Your withdrawal of ¥{amount} to your {bank} ending {tail} did not go through ({reason}); the amount is back in your available earnings',
  },
  'earnings.payTypeName': { zh: '收益提现', en: 'Earnings withdrawal' },
  'earnings.payDetail': { zh: '{bank}（尾号{tail}）', en: '{bank} (ending {tail})' },
  'earnings.stepApplied': { zh: '提现申请已提交，金额已冻结', en: 'Requested; the amount is frozen' },
  'earnings.stepSent': { zh: '已提交打款渠道处理', en: 'Sent to the payout provider' },
  'earnings.stepSucceeded': { zh: '已到账', en: 'Paid to the card' },
  'earnings.stepFailed': { zh: '打款失败：{reason}', en: 'Payout failed: {reason}' },
  'earnings.stepReturned': { zh: '金额已退回可提现余额', en: 'The amount went back to available earnings' },
  'earnings.reasonUnknown': { zh: '渠道未说明原因', en: 'no reason given' },
  'earnings.accountAvailable': { zh: '可提现收益', en: 'Available earnings' },
  'earnings.accountPending': { zh: '待结算收益', en: 'Pending earnings' },
  'earnings.accountFrozen': { zh: '提现中（冻结）', en: 'Frozen in a withdrawal' },
  'earnings.accountPayout': { zh: '银行卡（打款渠道）', en: 'Bank card (payout provider)' },
  'earnings.accountPlatform': { zh: '平台', en: 'The platform' },
  'earnings.accountSales': { zh: '短剧销售', en: 'Drama sales' },
  'earnings.accountPayment': { zh: '支付渠道', en: 'Payment provider' },
  'earnings.accountWish': { zh: '心愿赏金', en: 'Wish reward' },
  'earnings.accountOther': { zh: '其他账户', en: 'Another account' },
  'earnings.moveDramaShare': { zh: '短剧销售分成', en: "Creator's share of a drama sale" },
  'earnings.moveNovelShare': { zh: '小说章节销售分成', en: "Author's share of a novel chapter sale" },
  'earnings.moveWishSettle': { zh: '心愿结算收入', en: 'Wish settlement' },
  'earnings.moveRelease': { zh: '结算期满，转为可提现', en: 'Settling period over: now available' },
  'earnings.moveWithdraw': { zh: '提现冻结', en: 'Frozen for the withdrawal' },
  'earnings.movePayout': { zh: '打款到银行卡', en: 'Paid out to the card' },
  'earnings.moveFee': { zh: '提现手续费', en: 'Withdrawal fee' },
  'earnings.moveReturn': { zh: '提现失败退回', en: 'Returned after a failed payout' },
  'earnings.moveClawback': { zh: '订单退款扣回', en: 'Taken back for a refunded order' },
  'earnings.moveOther': { zh: '资金变动', en: 'Movement' },
  'earnings.sandboxFails44': {
    zh: '沙箱打款失败（到账金额分位为 44）',
    en: 'The sandbox fails payouts whose amount in fen ends in 44',
  },
  'earnings.payoutUnknown': { zh: '打款渠道查无此单', en: 'The payout provider has no such payout' },
} as const satisfies Record<string, Record<Lang, string>>;

export type EarningsMessageKey = keyof typeof earningsMessages;

/** A text of this catalogue in a language, its {placeholders} filled. */
export function earningsText(
  key: EarningsMessageKey,
  lang: Lang,
  params: Record<string, string | number> = {},
): string {
  return earningsMessages[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

type EarningsMessages = typeof earningsMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends EarningsMessages {}
}
