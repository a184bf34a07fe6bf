import type { notices } from '@fox/contracts';
import type { Generated } from 'kysely';

/**
 * One row per notice a user receives. Interact notices keep where they point (`topType`/`topCode`, and
 * `objType` for questions and answers); fans and friend notices keep who sent them. Names and avatars are
 * read at listing time so a renamed user shows their current name.
 */
export interface NoticeTable {
  id: Generated<number>;
  /** The receiver. */
  userId: number;
  tab: notices.NoticeTab;
  /** Interact type (like, collect, commentReceive...), or the kind of a system, wallet... notice. */
  type: string;
  /** Who caused it; 0 for notices the platform sends. */
  operatorId: number;
  topType: string | null;
  topCode: number | null;
  objType: string | null;
  title: string;
  content: string;
  coverImage: string;
  /** JSON object of the kind-specific fields of system, shop, wallet, mcn and task notices. */
  extra: string;
  /** 0 unread, 1 read. */
  readState: number;
  createdAt: number;
}

export interface NoticesTables {
  notices: NoticeTable;
}
