// Written by scripts/write-client-routes.ts from profiles.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../profiles.js';
export const likeList: Route<typeof contract.likeList> = {
  method: 'GET',
  path: '/app/user/like/list',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'busyType'],
};
export const userHome: Route<typeof contract.userHome> = {
  method: 'GET',
  path: '/app/user/home/:userId',
  auth: 'optional',
  kind: 'object',
  queryFields: [],
};
export const userWorks: Route<typeof contract.userWorks> = {
  method: 'GET',
  path: '/app/user/works',
  auth: 'optional',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'userId', 'kind'],
};
export const workCards: Route<typeof contract.workCards> = {
  method: 'POST',
  path: '/app/user/works/cards',
  auth: 'optional',
  kind: 'object',
  queryFields: [],
};
