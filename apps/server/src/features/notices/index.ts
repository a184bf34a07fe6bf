// The notices feature's surface: what the rest of the server may use of it.
export { insertPlainNotices, type PlainNotice } from './plain-notice.js';
export { pushNotice } from './push.js';
export { createNotices, type NoticeEvent, type Notices } from './raise.js';
export { createNoticesFeature } from './routes.js';
export type { NoticeComment, NoticeTopic } from './sources.js';
export { raiseWalletNotice } from './wallet-notice.js';
