import type { feedback } from '@fox/contracts';
import type { Generated } from 'kysely';

export interface FeedbackTable {
  id: Generated<number>;
  userId: number;
  type: feedback.FeedbackType;
  content: string;
  /** Uploaded /resource/ paths, one per line. */
  images: string;
  contact: string;
  state: Generated<'pending' | 'handled'>;
  createdAt: number;
  /** The operator's answer, when and by whom; null until answered. */
  reply: Generated<string | null>;
  repliedAt: Generated<number | null>;
  repliedBy: Generated<number | null>;
}

/** Tables of the feedback feature. */
export interface FeedbackTables {
  feedback: FeedbackTable;
}
