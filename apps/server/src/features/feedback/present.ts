import { formatChinaTime, type feedback } from '@fox/contracts';
import type { Selectable } from 'kysely';
import type { FeedbackTable } from './tables.js';

export type FeedbackRow = Selectable<FeedbackTable>;

/** Feedback as its sender sees it: what they wrote, its state, and the platform's answer once given. */
export const presentFeedback = (row: FeedbackRow): feedback.Feedback => ({
  id: Number(row.id),
  type: row.type,
  content: row.content,
  images: row.images ? row.images.split('\n') : [],
  contact: row.contact,
  state: row.state,
  createTime: formatChinaTime(Number(row.createdAt)),
  reply: row.reply,
  replyTime: row.repliedAt === null ? null : formatChinaTime(Number(row.repliedAt)),
});
