// Written by scripts/write-client-routes.ts from console-review.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../console-review.js';
export const reviewAct: Route<typeof contract.reviewAct> = {
  method: 'POST',
  path: '/admin/api/console/review/queues/:queue/actions',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
export const reviewItem: Route<typeof contract.reviewItem> = {
  method: 'GET',
  path: '/admin/api/console/review/queues/:queue/items/:id',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
export const reviewItems: Route<typeof contract.reviewItems> = {
  method: 'GET',
  path: '/admin/api/console/review/queues/:queue/items',
  auth: 'console',
  kind: 'list',
  queryFields: ['pageSize', 'before', 'view', 'keyword'],
};
export const reviewQueues: Route<typeof contract.reviewQueues> = {
  method: 'GET',
  path: '/admin/api/console/review/queues',
  auth: 'console',
  kind: 'list',
  queryFields: [],
};
