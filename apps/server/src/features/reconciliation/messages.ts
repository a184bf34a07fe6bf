import type { Lang } from '../../platform/http/lang.js';

/** The reconciliation feature's part of the server catalogue (registered by the app). */
export const reconcileMessages = {
  'reconcile.dayInvalid': {
    zh: '日期不存在，请重新选择',
    en: 'This date does not exist, please pick another',
  },
  'reconcile.dayFuture': {
    zh: '只能对今天及以前的日期对账',
    en: 'Only today and earlier days can be reconciled',
  },
  'reconcile.billNotReady': {
    zh: '支付渠道尚未生成 {day} 的账单，请稍后再试',
    en: 'The payment provider has not made the bill of {day} yet, please try again later',
  },
  'reconcile.providerFailed': {
    zh: '无法取得渠道的对账记录，对账未完成：{reason}',
    en: "The provider's records could not be read, so the day was not reconciled: {reason}",
  },
  'reconcile.noteNotAtProvider': {
    zh: '渠道没有这笔记录（渠道状态：{state}）',
    en: 'The provider has no record of it (its state: {state})',
  },
  'reconcile.noteNotInLedger': { zh: '我方没有这笔记录', en: 'We have no record of it' },
  'reconcile.noteNoTransfer': {
    zh: '我方有记录，但账本中没有对应的转账',
    en: 'We have the record but the ledger has no transfer for it',
  },
  'reconcile.noteAmounts': {
    zh: '金额不一致（我方记录 {order} 元）',
    en: 'The amounts differ (our record: {order} yuan)',
  },
  'reconcile.noteRefundState': {
    zh: '状态不一致：我方 {ours}，渠道 {theirs}',
    en: 'The states differ: ours {ours}, the provider {theirs}',
  },
  'reconcile.notePayoutState': {
    zh: '状态不一致：我方 {ours}，渠道 {theirs}',
    en: 'The states differ: ours {ours}, the provider {theirs}',
  },
} as const;

type ReconcileMessages = typeof reconcileMessages;
export type ReconcileMessageKey = keyof ReconcileMessages;

/**
 * A reconciliation text in one language, read from this catalogue itself: the command line reconciles
 * without an app that registered the catalogues.
 */
export function reconcileText(
  key: ReconcileMessageKey,
  lang: Lang,
  params: Record<string, string | number> = {},
): string {
  return reconcileMessages[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends ReconcileMessages {}
}
