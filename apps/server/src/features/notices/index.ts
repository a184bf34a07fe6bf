// The notices feature's surface: what the rest of the server may use of it.
export { createNotices, type NoticeEvent, type Notices } from './raise.js';
export { createNoticesFeature } from './routes.js';
export type { NoticeComment, NoticeTopic } from './sources.js';
export { announceNotices, storeSystemNotices, type SystemNotice } from './system-notice.js';
export { raiseWalletNotice } from './wallet-notice.js';
export { announceTaskNotices, raiseTaskNotice, storeTaskNotices, type TaskNotice } from './task-notice.js';
