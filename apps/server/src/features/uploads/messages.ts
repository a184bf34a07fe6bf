import type { Lang } from '../../platform/http/lang.js';

/** The uploads feature's part of the server catalogue (registered by the app). */
export const uploadsMessages = {
  'uploads.privateFile': {
    zh: '该文件仅限已购买的用户观看，请刷新页面后重试',
    en: 'This file is only for viewers who bought it; reload the page and try again',
  },
  'uploads.urlNotOurs': {
    zh: '{field} 必须是本站上传的文件地址',
    en: '{field} must be the address of a file uploaded to this site',
  },
  'uploads.urlMissing': {
    zh: '{field} 指向的文件不存在，请重新上传',
    en: '{field} names a file that does not exist; upload it again',
  },
  'uploads.urlPrivate': {
    zh: '{field} 是付费剧集的文件，不能在这里使用',
    en: '{field} is a file of a paid episode and cannot be used here',
  },
  'uploads.identityDocument': {
    zh: '该照片为实名认证的证件照片，仅限本人和审核人员查看',
    en: 'This is an ID card photo of a real-name verification: only its owner and the reviewers may see it',
  },
  'uploads.urlIdentityDocument': {
    zh: '{field} 是实名认证的证件照片，不能在这里使用',
    en: '{field} is an ID card photo of a real-name verification and cannot be used here',
  },
  'uploads.urlNotOwn': {
    zh: '{field} 不是您上传的文件，短剧只能使用自己上传的视频',
    en: '{field} is not a file you uploaded; a drama can only use videos you uploaded yourself',
  },
  'uploads.urlNotImage': { zh: '{field} 必须是图片', en: '{field} must be a picture' },
  'uploads.urlNotVideo': { zh: '{field} 必须是视频', en: '{field} must be a video' },
  'uploads.noFile': { zh: '请选择要上传的文件', en: 'Choose a file to upload' },
  'uploads.badFormat': { zh: '文件格式错误', en: 'File format error' },
  'uploads.tooLarge': { zh: '文件大小不能超过 {n}M', en: 'File size cannot exceed {n}M' },
  'uploads.fileExpired': { zh: '文件已过期或已被清理', en: 'The file has expired or been cleaned up' },
} as const satisfies Record<string, Record<Lang, string>>;

type UploadsMessages = typeof uploadsMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends UploadsMessages {}
}
