import type { Lang } from '../../platform/http/lang.js';

/** The payments feature's part of the server catalogue (registered by the app). */
export const paymentsMessages = {
  'payments.orderMissing': { zh: '订单不存在', en: 'This order does not exist' },
  'payments.orderClosed': {
    zh: '订单已关闭，请重新下单',
    en: 'This order is closed, please place a new one',
  },
  'payments.priceChanged': {
    zh: '价格已变化，请刷新后重试',
    en: 'The price has changed, please refresh and try again',
  },
  'payments.amountRequired': { zh: '请输入金额', en: 'Please enter an amount' },
  'payments.amountTooLarge': {
    zh: '最高充值100万，请重新输入',
    en: 'At most 1,000,000 yuan, please re-enter',
  },
  'payments.amountInvalid': {
    zh: '金额须为大于0且最多两位小数的数字',
    en: 'The amount must be above 0 with at most two decimals',
  },
  'payments.nothingToBuy': { zh: '剧集均已解锁，无需购买', en: 'Every episode is already unlocked' },
  'payments.providerDown': {
    zh: '支付服务暂不可用，请稍后重试',
    en: 'Payment is unavailable, please try again later',
  },
  'payments.packageMissing': { zh: '充值套餐不存在', en: 'This top-up package does not exist' },
  'payments.notificationRejected': { zh: '通知验签失败', en: 'The notification failed verification' },
  'payments.useOrdersAdded': {
    zh: '整剧扫码支付请通过下单接口提交',
    en: 'Whole-drama QR orders are placed through orders/add',
  },
  'payments.payTypeMismatch': {
    zh: '支付方式与支付来源不符',
    en: 'The pay type does not match the pay source',
  },
  'payments.dramaRequired': { zh: '请指定要购买的短剧和剧集', en: 'Name the drama and episode to buy' },
  'payments.succeeded': { zh: '支付成功', en: 'Payment succeeded' },
  'payments.byQr': { zh: '扫码支付', en: 'QR code payment' },
  'payments.byCoins': { zh: '狐币支付', en: 'Fox coin payment' },
  'payments.forTopUp': { zh: '狐币充值', en: 'Fox coin top-up' },
  'payments.forUnlock': { zh: '短剧解锁', en: 'Drama unlock' },
  'payments.paidForEpisodes': {
    zh: '已支付 ¥{amount}，解锁《{title}》第 {episodes} 集',
    en: 'Paid ¥{amount} to unlock episode {episodes} of "{title}"',
  },
  'payments.coinsForEpisodes': {
    zh: '已使用 {coins} 狐币，解锁《{title}》第 {episodes} 集',
    en: 'Used {coins} fox coins to unlock episode {episodes} of "{title}"',
  },
  'payments.paidForCoins': {
    zh: '已支付 ¥{amount}，充值 {coins} 狐币',
    en: 'Paid ¥{amount} for {coins} fox coins',
  },
  'payments.episodeSeparator': { zh: '、', en: ', ' },
  'payments.describeWhole': {
    zh: '短剧《{title}》全集解锁',
    en: 'All episodes of the drama "{title}"',
  },
  'payments.describeEpisode': {
    zh: '短剧《{title}》第{episode}集',
    en: 'The drama "{title}", episode {episode}',
  },
  'payments.describeTopUp': { zh: '狐币充值 {coins} 个', en: 'Top-up of {coins} fox coins' },
  'payments.sandboxTitle': { zh: '沙箱支付', en: 'Sandbox payment' },
  'payments.sandboxBrand': {
    zh: '沙箱支付 · 测试环境，不会产生真实扣款',
    en: 'Sandbox payment · a test environment, no real money is taken',
  },
  'payments.sandboxPay': { zh: '确认支付 ¥{amount}', en: 'Pay ¥{amount}' },
  'payments.sandboxOrderNo': { zh: '订单号', en: 'Order number' },
  'payments.sandboxState': { zh: '状态', en: 'State' },
  'payments.sandboxOpen': { zh: '待支付', en: 'Awaiting payment' },
  'payments.sandboxPaid': { zh: '支付成功', en: 'Payment succeeded' },
  'payments.sandboxClosed': { zh: '订单已关闭', en: 'Order closed' },
  'payments.sandboxExpired': { zh: '订单已过期', en: 'Order expired' },
  'payments.sandboxNotified': {
    zh: '商户已收到支付结果，请回到原页面查看',
    en: 'The merchant has the payment result, go back to the original page to see it',
  },
  'payments.sandboxNotifying': {
    zh: '支付结果正在通知商户，请回到原页面点击“我已完成支付”',
    en: 'The merchant is being told of the payment, go back to the original page and press "I have paid"',
  },
  'payments.sandboxMissingTitle': { zh: '订单不存在', en: 'No such order' },
  'payments.sandboxMissing': {
    zh: '订单不存在或链接已失效',
    en: 'This order does not exist or the link has expired',
  },
} as const satisfies Record<string, Record<Lang, string>>;

type PaymentsMessages = typeof paymentsMessages;
export type PaymentsMessageKey = keyof PaymentsMessages;

/**
 * A payments text in one language, read from this catalogue itself rather than the app's: fulfilment also
 * runs in the demo seed, before any app has registered its catalogues.
 */
export function paymentsText(
  key: PaymentsMessageKey,
  lang: Lang,
  params: Record<string, string | number> = {},
): string {
  return paymentsMessages[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends PaymentsMessages {}
}
