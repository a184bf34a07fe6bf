import type { Lang } from '../../platform/http/lang.js';

/** The dramas feature's part of the server catalogue (joined in platform/http/messages.ts). */
export const dramasMessages = {
  'dramas.missing': { zh: '短剧不存在或已下架', en: 'This drama does not exist or has been removed' },
  'dramas.offShelf': {
    zh: '该视频已下架，请观看其他视频',
    en: 'This video has been taken off the shelf, please watch other videos',
  },
  'dramas.episodeMissing': { zh: '剧集不存在', en: 'This episode does not exist' },
} as const satisfies Record<string, Record<Lang, string>>;
