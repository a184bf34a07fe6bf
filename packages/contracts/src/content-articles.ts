import { z } from 'zod';
import {
  authoredFields,
  batchStateBody,
  batchStateResult,
  CONTENT_HTML_MAX,
  contentListQuery,
  idParams,
  relationInput,
  relationSchema,
  resourcePath,
  TITLE_MAX,
} from './content.js';
import { defineEndpoint } from './endpoint.js';
import { idSchema } from './ids.js';
import { lineText } from './text.js';

export const articleSchema = z.object({
  ...authoredFields,
  title: z.string(),
  /** The first 120 characters of the article's text. */
  summary: z.string(),
  coverUrl: z.string(),
  categoryId: z.number().int().nullable(),
});
export type Article = z.infer<typeof articleSchema>;

/** The detail adds the sanitised body and the promotion tag, if any. */
export const articleDetailSchema = articleSchema.extend({
  contentHtml: z.string(),
  relation: relationSchema.nullable(),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

const articleListQuery = contentListQuery.extend({
  categoryId: idSchema.optional(),
});

export const articlePage = defineEndpoint({
  method: 'GET',
  path: '/app/api/content/article/page/center',
  auth: 'optional',
  tag: 'content',
  summary: 'Published articles, newest first',
  query: articleListQuery,
  kind: 'list',
  response: articleSchema,
});

export const articleList = defineEndpoint({
  method: 'GET',
  path: '/app/api/content/article/list',
  auth: 'optional',
  tag: 'content',
  summary: 'Published articles by site and category (platform facts)',
  query: articleListQuery,
  kind: 'list',
  response: articleSchema,
});

export const articleDetail = defineEndpoint({
  method: 'GET',
  path: '/app/api/content/article/:id',
  auth: 'optional',
  tag: 'content',
  summary: 'One article (an unpublished one only for its author)',
  params: idParams,
  kind: 'object',
  response: articleDetailSchema,
});

export const publishArticle = defineEndpoint({
  method: 'POST',
  path: '/app/api/content/article',
  auth: 'user',
  tag: 'content',
  summary: 'Publish an article; rich text is sanitised, and it is on shelf at once (no moderation yet)',
  body: z
    .object({
      title: lineText(TITLE_MAX, { min: 1 }),
      contentHtml: z.string().min(1).max(CONTENT_HTML_MAX),
      coverUrl: resourcePath.optional(),
      categoryId: idSchema.optional(),
      relation: relationInput.nullable().optional(),
      siteId: idSchema.optional(),
    })
    .strict(),
  kind: 'object',
  response: articleDetailSchema,
});

export const editArticle = defineEndpoint({
  method: 'PUT',
  path: '/admin/article',
  auth: 'user',
  tag: 'content',
  summary: 'Edit an own article',
  body: z
    .object({
      id: idSchema,
      title: lineText(TITLE_MAX, { min: 1 }).optional(),
      contentHtml: z.string().min(1).max(CONTENT_HTML_MAX).optional(),
      coverUrl: resourcePath.optional(),
      categoryId: idSchema.nullable().optional(),
      relation: relationInput.nullable().optional(),
    })
    .strict(),
  kind: 'object',
  response: articleDetailSchema,
});

export const articleBatchState = defineEndpoint({
  method: 'POST',
  path: '/admin/article/update/batch/state',
  auth: 'user',
  tag: 'content',
  summary: 'Put own articles on or off shelf',
  body: batchStateBody,
  kind: 'object',
  response: batchStateResult,
});
