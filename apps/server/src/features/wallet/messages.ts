import type { Lang } from '../../platform/http/lang.js';
import { bankMessages } from './identity/bank-messages.js';
import { identityMessages } from './identity/messages.js';

/** The wallet feature's part of the server catalogue (registered by the app). */
export const walletMessages = {
  'wallet.lowBalance': {
    zh: '狐币余额不足，请充值后再支付',
    en: 'Fox coin balance insufficient, please recharge before paying.',
  },
  'wallet.accountReviewing': { zh: '认证审核中', en: 'Authentication under review' },
  'wallet.accountExpired': {
    zh: '您的实名认证已过期，请重新认证',
    en: 'Your real-name authentication has expired, please re-authenticate',
  },
  'wallet.accountRefused': { zh: '实名认证审核未通过', en: 'Real-name authentication review not passed' },
  'wallet.accountMissing': {
    zh: '您还未实名认证，请先认证',
    en: 'You have not verified your real name, please verify first',
  },
  'wallet.bankMissing': {
    zh: '为保证正常结算，请添加结算银行卡',
    en: 'To ensure normal settlement, please add a settlement bank card',
  },
  'wallet.bankReviewing': { zh: '银行卡审核中', en: 'Bank card under review' },
  'wallet.bankRefused': { zh: '审核未通过', en: 'Review not passed' },
  'wallet.billTopUp': { zh: '狐币充值', en: 'Fox coin top-up' },
  'wallet.billUnlock': { zh: '解锁短剧', en: 'Drama unlock' },
  'wallet.billUnlockOf': { zh: '解锁短剧《{title}》', en: 'Unlocked the drama "{title}"' },
  'wallet.billGameItem': { zh: '购买游戏道具 {title}', en: 'Bought the game item {title}' },
  'wallet.billGameRebate': { zh: '游戏返利 {title}', en: 'Game rebate {title}' },
  'wallet.billNovelUnlockOf': { zh: '解锁小说章节《{title}》', en: 'Unlocked the novel chapter "{title}"' },
  'wallet.billIncome': { zh: '短剧收入', en: 'Drama income' },
  'wallet.billRefund': { zh: '充值退款，扣回狐币', en: 'Top-up refunded: coins taken back' },
  'wallet.billRefundReturned': {
    zh: '退款未成功，狐币已退回',
    en: 'The refund did not go through: coins given back',
  },
  ...identityMessages,
  ...bankMessages,
} as const satisfies Record<string, Record<Lang, string>>;

type WalletMessages = typeof walletMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends WalletMessages {}
}
