import { z } from 'zod';
import { chinaTimeSchema } from './china-time-schema.js';
import { defineEndpoint } from './endpoint.js';
import { idSchema } from './ids.js';
import { pagingQuery } from './paging.js';
import { lineText, nameText } from './text.js';

/** Content states of the platform (platform facts). Only OnShelf content shows in lists. */
export const CONTENT_STATES = ['OnShelf', 'WaitApprove', 'Refuse', 'CompelOff', 'OffShelf'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

/** The states an author may switch their own content between. */
export const AUTHOR_STATES = ['OnShelf', 'OffShelf'] as const;

export const TITLE_MAX = 50;
export const CONTENT_HTML_MAX = 50_000;
export const SUMMARY_LENGTH = 120;

/** Business types of the promotion tag (spec 000 §3, spec 002 §2.13). */
export const RELATION_TYPES = ['Window', 'GoodsWindow', 'BusyTask', 'EntryRole', 'SohuLesson'] as const;

export const relationSchema = z.object({
  busyType: z.enum(RELATION_TYPES),
  busyTitle: z.string(),
  /** Window tags show the user's shop-window name. */
  userName: z.string(),
  /** BusyTask tags open the wish with this task number. */
  childTaskNumber: z.string().nullable(),
});
export type Relation = z.infer<typeof relationSchema>;

export const relationInput = z
  .object({
    busyType: z.enum(RELATION_TYPES),
    busyTitle: lineText(TITLE_MAX, { min: 1 }),
    userName: nameText(32).default(''),
    childTaskNumber: lineText(64, { min: 1 }).nullable().default(null),
  })
  .strict()
  .refine((relation) => relation.busyType !== 'BusyTask' || relation.childTaskNumber !== null, {
    // A wish tag opens the wish it names, so it cannot be without one.
    path: ['childTaskNumber'],
    message: 'required for a BusyTask tag',
  });

/** An uploaded file's path as the uploads feature answers it. */
export const resourcePath = z
  .string()
  .trim()
  .max(512)
  .regex(/^\/resource\/[^\s?#]+$/, 'a /resource/ path');

export const idParams = z.object({ id: idSchema });

/**
 * Why an item that exists is not shown to this viewer, in the `data` of its detail's 404 answer: taken off
 * the shelf (by its author or the platform, or refused), or still waiting for review. A page then says so
 * instead of treating the link as wrong.
 */
export const UNAVAILABLE_REASONS = ['takenDown', 'underReview'] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

export const unavailableReasonOf = (state: ContentState): UnavailableReason =>
  state === 'WaitApprove' ? 'underReview' : 'takenDown';

/** Lists: the platform's pageNum/pageSize, plus an optional keyset cursor for infinite scroll. */
export const contentListQuery = pagingQuery(10, 50).extend({
  siteId: idSchema.optional(),
  /** The id of the last item already shown; when given, pageNum is ignored and the next items follow it. */
  beforeId: idSchema.optional(),
});

/**
 * The review outcome clients written for the real platform filter by (they keep only `Pass`). It follows
 * the shelf state: a work waiting unseen for review (CONTENT_REVIEW=before) is WaitApprove, a refused one
 * Refuse; one already out and waiting for a look after the fact (the default) is Pass, as everyone sees it.
 */
export const AUDIT_STATES = ['Pass', 'WaitApprove', 'Refuse'] as const;
export type AuditState = (typeof AUDIT_STATES)[number];

export function auditStateOf(state: ContentState): AuditState {
  if (state === 'WaitApprove' || state === 'Refuse') return state;
  // On or off the shelf, by the author or by the platform: it passed review before it was shelved.
  return 'Pass';
}

/** What kind of media an item is, in the names of the real platform's `mediaContentType`. */
export const MEDIA_CONTENT_TYPES = [
  'video',
  'article',
  'question',
  'answer',
  'poetry',
  'prose',
  'playlet',
] as const;
export type MediaContentType = (typeof MEDIA_CONTENT_TYPES)[number];

/**
 * The fields every content item carries in the real platform's names (platform facts: what clients of the
 * real API rely on), so that a client written for it reads our items too.
 */
export const platformItemFields = {
  auditState: z.enum(AUDIT_STATES),
  /**
   * Why the platform refused the item or took it down (CompelOff), for its author; empty otherwise, and
   * always for anyone else.
   */
  rejectReason: z.string(),
  /** The body: HTML for an article's or a question's detail, plain text in lists, empty for a video. */
  content: z.string(),
  /** The cover, under both of the names clients read; empty when the item has none. */
  coverImage: z.string(),
  coverUrl: z.string(),
  viewCount: z.number().int(),
  commentCount: z.number().int(),
  praiseCount: z.number().int(),
  collectCount: z.number().int(),
  /** Shares. */
  forwardCount: z.number().int(),
  categoryName: z.string(),
  mediaContentType: z.enum(MEDIA_CONTENT_TYPES),
  /** The author's public ID. */
  createBy: z.string(),
  updateBy: z.string(),
  createTime: chinaTimeSchema,
  updateTime: chinaTimeSchema,
};
export type PlatformItemFields = z.infer<z.ZodObject<typeof platformItemFields>>;

/** Author and counters every content item carries, and the platform's fields beside them. */
export const authoredFields = {
  ...platformItemFields,
  id: z.number().int(),
  userId: z.number().int(),
  /** The author's public ID. */
  userName: z.string(),
  nickName: z.string(),
  userAvatar: z.string(),
  praiseCount: z.number().int(),
  collectCount: z.number().int(),
  commentCount: z.number().int(),
  shareCount: z.number().int(),
  /** The viewer's own flags: liked, collected, follows the author. Always false for guests. */
  praiseObj: z.boolean(),
  collectObj: z.boolean(),
  followObj: z.boolean(),
  state: z.enum(CONTENT_STATES),
  siteId: z.number().int(),
  createTime: chinaTimeSchema,
  updateTime: chinaTimeSchema,
};

export const videoSchema = z.object({
  ...authoredFields,
  title: z.string(),
  videoUrl: z.string(),
  coverUrl: z.string(),
  /** Seconds. */
  duration: z.number().int(),
  /** Id of the drama an episode belongs to; plain videos have none. */
  episodeRelevance: z.number().int().nullable(),
  relation: relationSchema.nullable(),
});
export type Video = z.infer<typeof videoSchema>;

export const videoPage = defineEndpoint({
  method: 'GET',
  path: '/app/api/content/video/page/center',
  auth: 'optional',
  tag: 'content',
  summary: 'Published videos, newest first',
  query: contentListQuery,
  kind: 'list',
  response: videoSchema,
});

export const videoDetail = defineEndpoint({
  method: 'GET',
  path: '/app/api/content/video/:id',
  auth: 'optional',
  tag: 'content',
  summary: 'One video (an unpublished one only for its author)',
  params: idParams,
  kind: 'object',
  response: videoSchema,
});

export const publishVideo = defineEndpoint({
  method: 'POST',
  path: '/app/api/content/video',
  auth: 'user',
  tag: 'content',
  summary:
    'Publish a video from an uploaded file; it enters review: on shelf at once (CONTENT_REVIEW=after, the default) or once approved (before)',
  body: z
    .object({
      title: lineText(TITLE_MAX, { min: 1 }),
      videoUrl: resourcePath,
      coverUrl: resourcePath.optional(),
      duration: z.number().int().min(0).max(86_400).default(0),
      relation: relationInput.nullable().optional(),
      siteId: idSchema.optional(),
    })
    .strict(),
  kind: 'object',
  response: videoSchema,
});

export const editVideo = defineEndpoint({
  method: 'PUT',
  path: '/admin/video',
  auth: 'user',
  tag: 'content',
  summary: 'Edit an own video',
  body: z
    .object({
      id: idSchema,
      title: lineText(TITLE_MAX, { min: 1 }).optional(),
      coverUrl: resourcePath.optional(),
      relation: relationInput.nullable().optional(),
    })
    .strict(),
  kind: 'object',
  response: videoSchema,
});

export const batchStateBody = z
  .object({
    ids: z.array(idSchema).min(1).max(50),
    state: z.enum(AUTHOR_STATES),
  })
  .strict();

export const batchStateResult = z.object({ updated: z.number().int() });

export const videoBatchState = defineEndpoint({
  method: 'POST',
  path: '/admin/video/update/batch/state',
  auth: 'user',
  tag: 'content',
  summary: 'Put own videos on or off shelf',
  body: batchStateBody,
  kind: 'object',
  response: batchStateResult,
});

/** The kinds of content whose views are counted on their own rows. */
export const VIEWED_KINDS = ['Video', 'Article', 'Question', 'Answer', 'Poetry', 'Prose'] as const;
export type ViewedKind = (typeof VIEWED_KINDS)[number];

export const recordView = defineEndpoint({
  method: 'POST',
  path: '/app/api/content/view',
  auth: 'optional',
  tag: 'content',
  summary:
    "Counts a view of an item on the shelf: once per viewer (a user, else the client's address) per item per hour",
  body: z.object({ busyType: z.enum(VIEWED_KINDS), busyCode: idSchema }).strict(),
  kind: 'object',
  response: z.object({ viewCount: z.number().int() }),
});
