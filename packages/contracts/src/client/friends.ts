// Written by scripts/write-client-routes.ts from friends.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../friends.js';
export const apply: Route<typeof contract.apply> = {
  method: 'POST',
  path: '/app/friends',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const book: Route<typeof contract.book> = {
  method: 'GET',
  path: '/app/friends/book',
  auth: 'user',
  kind: 'list',
  queryFields: [],
};
export const counts: Route<typeof contract.counts> = {
  method: 'GET',
  path: '/app/friends/count',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const deleteLabel: Route<typeof contract.deleteLabel> = {
  method: 'DELETE',
  path: '/app/friends/label/:id',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const detail: Route<typeof contract.detail> = {
  method: 'GET',
  path: '/app/friends/get/:id',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const labelFriends: Route<typeof contract.labelFriends> = {
  method: 'GET',
  path: '/app/friends/label/:id/friends',
  auth: 'user',
  kind: 'list',
  queryFields: [],
};
export const labelList: Route<typeof contract.labelList> = {
  method: 'GET',
  path: '/app/user/tag/list',
  auth: 'user',
  kind: 'list',
  queryFields: [],
};
export const list: Route<typeof contract.list> = {
  method: 'GET',
  path: '/app/friends/list',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'alias', 'applyState', 'notInGroupId'],
};
export const markRequestsRead: Route<typeof contract.markRequestsRead> = {
  method: 'POST',
  path: '/app/friends/apply/read',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const pass: Route<typeof contract.pass> = {
  method: 'POST',
  path: '/app/friends/pass',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const reject: Route<typeof contract.reject> = {
  method: 'POST',
  path: '/app/friends/reject',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const remove: Route<typeof contract.remove> = {
  method: 'DELETE',
  path: '/app/friends/delete/:id',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const requestList: Route<typeof contract.requestList> = {
  method: 'GET',
  path: '/app/friends/apply/list',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'applyState'],
};
export const saveLabel: Route<typeof contract.saveLabel> = {
  method: 'POST',
  path: '/app/friends/label',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const update: Route<typeof contract.update> = {
  method: 'PUT',
  path: '/app/friends',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
