import { z } from 'zod';
import { authoredFields, contentListQuery, TITLE_MAX } from './content.js';
import { defineEndpoint } from './endpoint.js';

export const POEM_MAX = 2_000;
export const PROSE_MAX = 20_000;

/** Poems and prose are plain text (clients show them as text, never as HTML). */
export const poemSchema = z.object({
  ...authoredFields,
  title: z.string(),
  /** The poet, who is not the user who posted the poem. */
  author: z.string(),
  dynasty: z.string(),
  content: z.string(),
});
export type Poem = z.infer<typeof poemSchema>;

export const proseSchema = z.object({
  ...authoredFields,
  title: z.string(),
  content: z.string(),
});
export type Prose = z.infer<typeof proseSchema>;

export const poetryPage = defineEndpoint({
  method: 'GET',
  path: '/admin/content/poetry/page/center',
  auth: 'optional',
  tag: 'content',
  summary: 'Published poems, newest first',
  query: contentListQuery,
  kind: 'list',
  response: poemSchema,
});

export const prosePage = defineEndpoint({
  method: 'GET',
  path: '/admin/content/prose/page/center',
  auth: 'optional',
  tag: 'content',
  summary: 'Published prose, newest first',
  query: contentListQuery,
  kind: 'list',
  response: proseSchema,
});

export const publishPoem = defineEndpoint({
  method: 'POST',
  path: '/app/api/content/poetry',
  auth: 'user',
  tag: 'content',
  summary: 'Post a poem; on shelf at once (no moderation yet)',
  body: z
    .object({
      title: z.string().trim().min(1).max(TITLE_MAX),
      author: z.string().trim().max(32).default(''),
      dynasty: z.string().trim().max(16).default(''),
      content: z.string().trim().min(1).max(POEM_MAX),
      siteId: z.number().int().positive().optional(),
    })
    .strict(),
  kind: 'object',
  response: poemSchema,
});

export const publishProse = defineEndpoint({
  method: 'POST',
  path: '/app/api/content/prose',
  auth: 'user',
  tag: 'content',
  summary: 'Post a prose piece; on shelf at once (no moderation yet)',
  body: z
    .object({
      title: z.string().trim().min(1).max(TITLE_MAX),
      content: z.string().trim().min(1).max(PROSE_MAX),
      siteId: z.number().int().positive().optional(),
    })
    .strict(),
  kind: 'object',
  response: proseSchema,
});
