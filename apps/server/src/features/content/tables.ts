import type { content } from '@fox/contracts';
import type { Generated, GeneratedAlways } from 'kysely';

/** Columns every piece of content has: author, shelf state, the counters social actions move, times. */
interface ContentColumns {
  id: Generated<number>;
  userId: number;
  state: content.ContentState;
  praiseCount: Generated<number>;
  collectCount: Generated<number>;
  commentCount: Generated<number>;
  shareCount: Generated<number>;
  /** Views, counted once per viewer per hour (social's view stamps decide which count). */
  viewCount: Generated<number>;
  siteId: number;
  /** Why the platform refused or took the item down, told to its author; '' otherwise. */
  rejectReason: Generated<string>;
  /** 1 while the item waits in its review queue (indexed with the id), else 0. */
  reviewPending: Generated<number>;
  /** Milliseconds since the epoch. */
  createdAt: number;
  updatedAt: number;
}

/** The promotion tag (spec 002 §2.13) a video or an article carries; all null when it has none. */
export interface RelationColumns {
  relationBusyType: (typeof content.RELATION_TYPES)[number] | null;
  relationTitle: string | null;
  relationUserName: string | null;
  relationChildTaskNumber: string | null;
}

/**
 * The home feed's rank of an item, kept by the database (migration 0021): the hour it was published plus
 * twelve hours per doubling of its engagement. Indexed by (state, feedScore, createdAt, id), with and
 * without the site first.
 */
export interface FeedScoreColumn {
  feedScore: GeneratedAlways<number>;
}

export interface VideoTable extends ContentColumns, RelationColumns, FeedScoreColumn {
  title: string;
  /** A /resource/ path of an uploaded file. */
  videoUrl: string;
  coverUrl: string;
  /** Seconds. */
  duration: number;
}

export interface ArticleTable extends ContentColumns, RelationColumns, FeedScoreColumn {
  title: string;
  summary: string;
  coverUrl: string;
  /** Sanitised on the way in. */
  contentHtml: string;
  categoryId: number | null;
}

export interface QuestionTable extends ContentColumns, FeedScoreColumn {
  title: string;
  summary: string;
  contentHtml: string;
  answerCount: Generated<number>;
}

export interface AnswerTable extends ContentColumns {
  questionId: number;
  contentHtml: string;
}

export interface PoemTable extends ContentColumns {
  title: string;
  author: string;
  dynasty: string;
  /** Plain text. */
  content: string;
}

export interface ProseTable extends ContentColumns {
  title: string;
  content: string;
}

/** How many items of a kind wait for review, moved in the transaction that moves their flags. */
export interface ContentReviewCountTable {
  /** The business type: Video, Article, Question, Answer, Poetry, Prose. */
  kind: string;
  pending: number;
}

export interface ContentTables {
  videos: VideoTable;
  articles: ArticleTable;
  questions: QuestionTable;
  answers: AnswerTable;
  poems: PoemTable;
  proses: ProseTable;
  contentReviewCounts: ContentReviewCountTable;
}

export type ContentTableName = keyof ContentTables;
