// Written by scripts/write-client-routes.ts from group-join.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../group-join.js';
export const applyGroup: Route<typeof contract.applyGroup> = {
  method: 'POST',
  path: '/im/group/apply',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const applyList: Route<typeof contract.applyList> = {
  method: 'GET',
  path: '/im/apply/list',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'targetId', 'applyType'],
};
export const auditApply: Route<typeof contract.auditApply> = {
  method: 'PUT',
  path: '/im/apply/audit',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const genCode: Route<typeof contract.genCode> = {
  method: 'POST',
  path: '/im/group/gencode/:id',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const joinGroup: Route<typeof contract.joinGroup> = {
  method: 'POST',
  path: '/im/group/join',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const joinPreview: Route<typeof contract.joinPreview> = {
  method: 'GET',
  path: '/im/group/join/preview',
  auth: 'user',
  kind: 'object',
  queryFields: ['groupId', 'inviteUserId', 'inviteCalculate', 'channelCode', 'groupWord'],
};
export const resetInviteCodes: Route<typeof contract.resetInviteCodes> = {
  method: 'POST',
  path: '/im/group/gencode/reset/:id',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
