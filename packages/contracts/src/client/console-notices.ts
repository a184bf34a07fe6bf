// Written by scripts/write-client-routes.ts from console-notices.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../console-notices.js';
export * from '../console-notices-constants.js';
export const broadcastDetail: Route<typeof contract.broadcastDetail> = {
  method: 'GET',
  path: '/admin/api/console/notices/broadcasts/:id',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
export const broadcastList: Route<typeof contract.broadcastList> = {
  method: 'GET',
  path: '/admin/api/console/notices/broadcasts',
  auth: 'console',
  kind: 'list',
  queryFields: ['pageSize', 'before', 'state'],
};
export const cancelBroadcast: Route<typeof contract.cancelBroadcast> = {
  method: 'POST',
  path: '/admin/api/console/notices/broadcasts/:id/cancel',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
export const createBroadcast: Route<typeof contract.createBroadcast> = {
  method: 'POST',
  path: '/admin/api/console/notices/broadcasts',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
export const feedbackDetail: Route<typeof contract.feedbackDetail> = {
  method: 'GET',
  path: '/admin/api/console/feedback/:id',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
export const feedbackQueue: Route<typeof contract.feedbackQueue> = {
  method: 'GET',
  path: '/admin/api/console/feedback',
  auth: 'console',
  kind: 'list',
  queryFields: ['pageSize', 'before', 'state', 'type'],
};
export const replyFeedback: Route<typeof contract.replyFeedback> = {
  method: 'POST',
  path: '/admin/api/console/feedback/:id/reply',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
