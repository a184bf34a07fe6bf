import { z } from 'zod';
import { authoredFields, contentListQuery, TITLE_MAX } from './content.js';
import { defineEndpoint } from './endpoint.js';
import { idSchema } from './ids.js';
import { lineText, multilineText, nameText } from './text.js';

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
      title: lineText(TITLE_MAX, { min: 1 }),
      author: nameText(32).default(''),
      dynasty: lineText(16).default(''),
      content: multilineText(POEM_MAX, { min: 1 }),
      siteId: idSchema.optional(),
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
      title: lineText(TITLE_MAX, { min: 1 }),
      content: multilineText(PROSE_MAX, { min: 1 }),
      siteId: idSchema.optional(),
    })
    .strict(),
  kind: 'object',
  response: proseSchema,
});
