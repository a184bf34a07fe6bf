// Written by scripts/write-client-routes.ts from tracking.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../tracking.js';
export * from '../tracking-constants.js';
export const behaviorAddList: Route<typeof contract.behaviorAddList> = {
  method: 'POST',
  path: '/admin/api/user/behavior/addList',
  auth: 'optional',
  kind: 'object',
  queryFields: [],
};
export const recBehaviorAdd: Route<typeof contract.recBehaviorAdd> = {
  method: 'POST',
  path: '/app/api/ai/rec/add',
  auth: 'optional',
  kind: 'object',
  queryFields: [],
};
