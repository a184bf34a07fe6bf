// Written by scripts/write-client-routes.ts from search.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../search.js';
export * from '../search-constants.js';
export const hotWordList: Route<typeof contract.hotWordList> = {
  method: 'GET',
  path: '/app/api/hot/word/list',
  auth: 'public',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize'],
};
export const searchContent: Route<typeof contract.searchContent> = {
  method: 'GET',
  path: '/app/api/search/content',
  auth: 'optional',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'keyword', 'kind'],
};
export const searchDramas: Route<typeof contract.searchDramas> = {
  method: 'GET',
  path: '/app/api/search/playlet',
  auth: 'optional',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'keyword'],
};
export const searchNovels: Route<typeof contract.searchNovels> = {
  method: 'GET',
  path: '/app/api/search/novel',
  auth: 'optional',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'keyword'],
};
