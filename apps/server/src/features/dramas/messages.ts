import type { Lang } from '../../platform/http/lang.js';

/** The dramas feature's part of the server catalogue (registered by the app). */
export const dramasMessages = {
  'dramas.missing': { zh: '短剧不存在或已下架', en: 'This drama does not exist or has been removed' },
  'dramas.offShelf': {
    zh: '该视频已下架，请观看其他视频',
    en: 'This video has been taken off the shelf, please watch other videos',
  },
  'dramas.episodeMissing': { zh: '剧集不存在', en: 'This episode does not exist' },
  'dramas.reviewQueue': { zh: '短剧审核', en: 'Drama review' },
  'dramas.kindName': { zh: '短剧', en: 'drama' },
  'dramas.freeCountTooLarge': {
    zh: '免费集数（{freeCount}）不能超过总集数（{episodeCount}）',
    en: 'The free episodes ({freeCount}) cannot be more than all episodes ({episodeCount})',
  },
  'dramas.compelledOff': {
    zh: '该短剧已被平台强制下架，不能自行上架',
    en: 'This drama was taken down by the platform and cannot be put back on the shelf by its creator',
  },
  'dramas.underReview': {
    zh: '该短剧正在审核或未通过审核，不能自行上下架',
    en: 'This drama is under review or was refused, so its creator cannot change its shelf state',
  },
} as const satisfies Record<string, Record<Lang, string>>;

type DramasMessages = typeof dramasMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends DramasMessages {}
}
