import { z } from 'zod';
import {
  authoredFields,
  batchStateBody,
  batchStateResult,
  CONTENT_HTML_MAX,
  contentListQuery,
  idParams,
  TITLE_MAX,
} from './content.js';
import { defineEndpoint } from './endpoint.js';
import { idSchema } from './ids.js';
import { pagingQuery } from './paging.js';
import { lineText } from './text.js';

export const questionSchema = z.object({
  ...authoredFields,
  title: z.string(),
  /** The first 120 characters of the question's description. */
  summary: z.string(),
  answerCount: z.number().int(),
});
export type Question = z.infer<typeof questionSchema>;

export const questionDetailSchema = questionSchema.extend({ contentHtml: z.string() });

export const answerSchema = z.object({
  ...authoredFields,
  questionId: z.number().int(),
  contentHtml: z.string(),
});
export type Answer = z.infer<typeof answerSchema>;

export const questionPage = defineEndpoint({
  method: 'GET',
  path: '/app/api/question/page/center',
  auth: 'optional',
  tag: 'content',
  summary: 'Published questions, newest first',
  query: contentListQuery,
  kind: 'list',
  response: questionSchema,
});

export const questionDetail = defineEndpoint({
  method: 'GET',
  path: '/app/api/question/:id',
  auth: 'optional',
  tag: 'content',
  summary: 'One question (an unpublished one only for its author)',
  params: idParams,
  kind: 'object',
  response: questionDetailSchema,
});

export const answerPage = defineEndpoint({
  method: 'GET',
  path: '/app/api/question/:id/answers',
  auth: 'optional',
  tag: 'content',
  summary: 'Published answers of a question, newest first',
  params: idParams,
  query: pagingQuery(10, 50).extend({ beforeId: idSchema.optional() }),
  kind: 'list',
  response: answerSchema,
});

export const askQuestion = defineEndpoint({
  method: 'POST',
  path: '/app/api/question',
  auth: 'user',
  tag: 'content',
  summary: 'Ask a question; on shelf at once (no moderation yet)',
  body: z
    .object({
      title: lineText(TITLE_MAX, { min: 1 }),
      contentHtml: z.string().max(CONTENT_HTML_MAX).default(''),
      siteId: idSchema.optional(),
    })
    .strict(),
  kind: 'object',
  response: questionDetailSchema,
});

export const answerQuestion = defineEndpoint({
  method: 'POST',
  path: '/app/api/question/:id/answer',
  auth: 'user',
  tag: 'content',
  summary: 'Answer a published question',
  params: idParams,
  body: z.object({ contentHtml: z.string().min(1).max(CONTENT_HTML_MAX) }).strict(),
  kind: 'object',
  response: answerSchema,
});

export const editQuestion = defineEndpoint({
  method: 'PUT',
  path: '/admin/question',
  auth: 'user',
  tag: 'content',
  summary: 'Edit an own question',
  body: z
    .object({
      id: idSchema,
      title: lineText(TITLE_MAX, { min: 1 }).optional(),
      contentHtml: z.string().max(CONTENT_HTML_MAX).optional(),
    })
    .strict(),
  kind: 'object',
  response: questionDetailSchema,
});

export const questionBatchState = defineEndpoint({
  method: 'POST',
  path: '/admin/question/update/batch/state',
  auth: 'user',
  tag: 'content',
  summary: 'Put own questions on or off shelf',
  body: batchStateBody,
  kind: 'object',
  response: batchStateResult,
});
