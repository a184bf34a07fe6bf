// Written by scripts/write-client-routes.ts from content-literature.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../content-literature.js';
export const poetryPage: Route<typeof contract.poetryPage> = {
  method: 'GET',
  path: '/admin/content/poetry/page/center',
  auth: 'optional',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'siteId', 'beforeId'],
};
export const prosePage: Route<typeof contract.prosePage> = {
  method: 'GET',
  path: '/admin/content/prose/page/center',
  auth: 'optional',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'siteId', 'beforeId'],
};
export const publishPoem: Route<typeof contract.publishPoem> = {
  method: 'POST',
  path: '/app/api/content/poetry',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const publishProse: Route<typeof contract.publishProse> = {
  method: 'POST',
  path: '/app/api/content/prose',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
