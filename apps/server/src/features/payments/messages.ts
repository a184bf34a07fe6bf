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
} as const satisfies Record<string, Record<Lang, string>>;

type PaymentsMessages = typeof paymentsMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends PaymentsMessages {}
}
