import { z } from 'zod';
import { CONTENT_STATES, platformItemFields } from './content.js';
import { chinaTimeSchema } from './china-time-schema.js';
import { defineEndpoint } from './endpoint.js';
import { idSchema } from './ids.js';
import { pagingQuery } from './paging.js';
import { lineText } from './text.js';

/** Profiles: another user's public home, works by author, liked lists. */

const userId = idSchema;
const busyType = lineText(32, { min: 1 });

/** A user's public home card (`/othersHome?userId`, and the header of `/my`). */
export const userHomeSchema = z.object({
  id: z.number().int(),
  /** The public ID. */
  userName: z.string(),
  nickName: z.string(),
  avatar: z.string(),
  intro: z.string(),
  followCount: z.number().int(),
  fansCount: z.number().int(),
  likedCount: z.number().int(),
  worksCount: z.number().int(),
  /** The viewer follows this user; always false for guests and for oneself. */
  followed: z.boolean(),
  /** The viewer is this user. */
  self: z.boolean(),
});
export type UserHome = z.infer<typeof userHomeSchema>;

export const userHome = defineEndpoint({
  method: 'GET',
  path: '/app/user/home/:userId',
  auth: 'optional',
  tag: 'profiles',
  summary: "Any user's public home: nickname, avatar, intro, counts, and whether the viewer follows them",
  params: z.object({ userId }),
  kind: 'object',
  response: userHomeSchema,
});

/** The kinds of works a profile lists, by the business type each goes by. */
export const WORK_KINDS = ['Video', 'Article', 'Question', 'Answer', 'Poetry', 'Prose'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/** The kinds whose owner can take them on or off shelf (the batch state endpoints). */
export const SHELF_SWITCHABLE_KINDS: readonly WorkKind[] = ['Video', 'Article', 'Question'];

/** One work as a profile list shows it, whatever its kind. */
export const workCardSchema = z.object({
  /** The platform's fields: the summary is the content. */
  ...platformItemFields,
  busyType: z.enum(WORK_KINDS),
  id: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  /** Answers carry their question's title. */
  title: z.string(),
  /** Plain text, at most 120 characters. */
  summary: z.string(),
  coverUrl: z.string(),
  state: z.enum(CONTENT_STATES),
  praiseCount: z.number().int(),
  commentCount: z.number().int(),
  collectCount: z.number().int(),
  /** Answers: the question they answer. */
  questionId: z.number().int().nullable(),
  createTime: chinaTimeSchema,
});
export type WorkCard = z.infer<typeof workCardSchema>;

export const userWorks = defineEndpoint({
  method: 'GET',
  path: '/app/user/works',
  auth: 'optional',
  tag: 'profiles',
  summary: "A user's works of one kind, newest first: only those on shelf, except for the author themself",
  query: pagingQuery(10, 50).extend({ userId, kind: z.enum(WORK_KINDS) }),
  kind: 'list',
  response: workCardSchema,
});

/** A liked or collected object with its work, or null when it is gone or hidden from the viewer. */
export const reactedWorkSchema = z.object({
  busyType: z.string(),
  busyCode: z.number().int(),
  createdAt: chinaTimeSchema,
  work: workCardSchema.nullable(),
});
export type ReactedWork = z.infer<typeof reactedWorkSchema>;

export const likeList = defineEndpoint({
  method: 'GET',
  path: '/app/user/like/list',
  auth: 'user',
  tag: 'profiles',
  summary: "The viewer's liked objects, newest first, each with its work",
  query: pagingQuery(10, 50).extend({ busyType: busyType.optional() }),
  kind: 'list',
  response: reactedWorkSchema,
});

export const WORK_CARDS_MAX = 50;

export const workCards = defineEndpoint({
  method: 'POST',
  path: '/app/user/works/cards',
  auth: 'optional',
  tag: 'profiles',
  summary:
    'The cards of works named by busyType and busyCode (a collection list resolves its entries here); hidden or unknown ones are left out',
  body: z
    .object({
      items: z.array(z.object({ busyType, busyCode: idSchema })).max(WORK_CARDS_MAX),
    })
    .strict(),
  kind: 'object',
  response: z.array(workCardSchema),
});
