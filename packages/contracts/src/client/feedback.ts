// Written by scripts/write-client-routes.ts from feedback.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../feedback.js';
export const myFeedback: Route<typeof contract.myFeedback> = {
  method: 'GET',
  path: '/admin/feedbackInfo',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize'],
};
export const submitFeedback: Route<typeof contract.submitFeedback> = {
  method: 'POST',
  path: '/admin/feedbackInfo',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
