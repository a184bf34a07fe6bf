// Written by scripts/write-client-routes.ts from comments.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../comments.js';
export const commentList: Route<typeof contract.commentList> = {
  method: 'GET',
  path: '/app/api/common/comment/list',
  auth: 'optional',
  kind: 'list',
  queryFields: ['busyCode', 'busyType', 'pageNum', 'pageSize', 'pid', 'lastId'],
};
export const commentPost: Route<typeof contract.commentPost> = {
  method: 'POST',
  path: '/app/api/common/comment',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
