// Written by scripts/write-client-routes.ts from feed.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../feed.js';
export * from '../feed-constants.js';
export const homeFeed: Route<typeof contract.homeFeed> = {
  method: 'GET',
  path: '/app/api/content/feed/home',
  auth: 'optional',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'siteId', 'asOf', 'cursor'],
};
