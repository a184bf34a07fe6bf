// Written by scripts/write-client-routes.ts from console-people.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../console-people.js';
export const banGroup: Route<typeof contract.banGroup> = {
  method: 'POST',
  path: '/admin/api/console/groups/:id/ban',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
export const disableUser: Route<typeof contract.disableUser> = {
  method: 'POST',
  path: '/admin/api/console/users/:id/disable',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
export const dissolveGroup: Route<typeof contract.dissolveGroup> = {
  method: 'POST',
  path: '/admin/api/console/groups/:id/dissolve',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
export const enableUser: Route<typeof contract.enableUser> = {
  method: 'POST',
  path: '/admin/api/console/users/:id/enable',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
export const grantRole: Route<typeof contract.grantRole> = {
  method: 'POST',
  path: '/admin/api/console/users/:id/roles/grant',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
export const groupDetail: Route<typeof contract.groupDetail> = {
  method: 'GET',
  path: '/admin/api/console/groups/:id',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
export const muteUser: Route<typeof contract.muteUser> = {
  method: 'POST',
  path: '/admin/api/console/users/:id/mute',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
export const operatorList: Route<typeof contract.operatorList> = {
  method: 'GET',
  path: '/admin/api/console/operators',
  auth: 'console',
  kind: 'list',
  queryFields: ['pageSize', 'before', 'role'],
};
export const revokeRole: Route<typeof contract.revokeRole> = {
  method: 'POST',
  path: '/admin/api/console/users/:id/roles/revoke',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
export const searchGroups: Route<typeof contract.searchGroups> = {
  method: 'GET',
  path: '/admin/api/console/groups',
  auth: 'console',
  kind: 'list',
  queryFields: ['pageSize', 'before', 'groupId', 'name', 'state'],
};
export const searchUsers: Route<typeof contract.searchUsers> = {
  method: 'GET',
  path: '/admin/api/console/users',
  auth: 'console',
  kind: 'list',
  queryFields: ['pageSize', 'before', 'userName', 'phone', 'nickName', 'state'],
};
export const unbanGroup: Route<typeof contract.unbanGroup> = {
  method: 'POST',
  path: '/admin/api/console/groups/:id/unban',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
export const unmuteUser: Route<typeof contract.unmuteUser> = {
  method: 'POST',
  path: '/admin/api/console/users/:id/unmute',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
export const userDetail: Route<typeof contract.userDetail> = {
  method: 'GET',
  path: '/admin/api/console/users/:id',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
