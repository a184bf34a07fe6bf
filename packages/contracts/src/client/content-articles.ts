// Written by scripts/write-client-routes.ts from content-articles.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../content-articles.js';
export const articleBatchState: Route<typeof contract.articleBatchState> = {
  method: 'POST',
  path: '/admin/article/update/batch/state',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const articleDetail: Route<typeof contract.articleDetail> = {
  method: 'GET',
  path: '/app/api/content/article/:id',
  auth: 'optional',
  kind: 'object',
  queryFields: [],
};
export const articleList: Route<typeof contract.articleList> = {
  method: 'GET',
  path: '/app/api/content/article/list',
  auth: 'optional',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'siteId', 'beforeId', 'categoryId'],
};
export const articlePage: Route<typeof contract.articlePage> = {
  method: 'GET',
  path: '/app/api/content/article/page/center',
  auth: 'optional',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'siteId', 'beforeId', 'categoryId'],
};
export const editArticle: Route<typeof contract.editArticle> = {
  method: 'PUT',
  path: '/admin/article',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const publishArticle: Route<typeof contract.publishArticle> = {
  method: 'POST',
  path: '/app/api/content/article',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
