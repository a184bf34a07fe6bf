// The comments feature's surface: what the app needs to wire it, and what notices read of a comment.
export { noticeCommentOf } from './notice-comments.js';
export { createCommentsFeature } from './routes.js';
export { commentTargets } from './targets.js';
export type { DemoCommentedWork, DemoCommentSource, DemoCommentThread } from './seed-threads.js';
