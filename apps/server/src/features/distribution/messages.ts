import type { Lang } from '../../platform/http/lang.js';

/** The distribution feature's part of the server catalogue (registered by the app). */
export const distributionMessages = {
  'distribution.dramaMissing': { zh: '短剧不存在', en: 'This drama does not exist' },
  'distribution.notOwner': {
    zh: '只有短剧的作者才能设置分销',
    en: "Only the drama's creator can open it to distribution",
  },
  'distribution.platformDrama': {
    zh: '平台短剧暂不支持分销',
    en: "The platform's own dramas cannot be opened to distribution yet",
  },
  'distribution.notOnShelf': {
    zh: '短剧上架后才能开启分销',
    en: 'A drama can be opened to distribution once it is on the shelf',
  },
  'distribution.freeDrama': {
    zh: '免费短剧没有可分的佣金',
    en: 'A free drama has no sales to pay a commission on',
  },
  'distribution.endDateInvalid': { zh: '结束日期无效', en: 'The end date is not a valid date' },
  'distribution.endDatePast': { zh: '结束日期不能早于今天', en: 'The end date cannot be before today' },
  'distribution.endDateTooFar': {
    zh: '结束日期不能晚于{days}天后',
    en: 'The end date can be at most {days} days ahead',
  },
  'distribution.notDistributed': {
    zh: '该短剧未开启分销',
    en: 'This drama is not open to distribution',
  },
  'distribution.itemMissing': {
    zh: '该分销商品不存在或已结束分销',
    en: 'This item does not exist or is no longer open to distribution',
  },
  'distribution.codeUnknown': {
    zh: '推广链接无效',
    en: 'This promotion link is not valid',
  },
  'distribution.refundCommissionWithdrawn': {
    zh: '推广者的佣金 ¥{commission} 已从其收益中提现（当前可提现收益 ¥{available}），无法扣回，因此不能退款。请与推广者协商后再决定如何处理',
    en: 'The promoter’s commission of ¥{commission} has been withdrawn from their earnings (available now: ¥{available}) and cannot be taken back, so this order cannot be refunded. Agree with the promoter first, then decide what to do',
  },
  'distribution.commissionTitle': {
    zh: '推广《{title}》的佣金',
    en: 'Commission for promoting {title}',
  },
} as const satisfies Record<string, Record<Lang, string>>;

type DistributionMessages = typeof distributionMessages;
export type DistributionMessageKey = keyof DistributionMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends DistributionMessages {}
}

/** A text of this feature in one language, with its {params} filled in. */
export function distributionText(
  key: DistributionMessageKey,
  lang: Lang,
  params: Record<string, string | number> = {},
): string {
  return distributionMessages[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
