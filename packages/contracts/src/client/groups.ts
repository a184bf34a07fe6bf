// Written by scripts/write-client-routes.ts from groups.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../groups.js';
export const addMembers: Route<typeof contract.addMembers> = {
  method: 'POST',
  path: '/im/group/user/add',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const createGroup: Route<typeof contract.createGroup> = {
  method: 'POST',
  path: '/im/group',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const dissolveGroup: Route<typeof contract.dissolveGroup> = {
  method: 'DELETE',
  path: '/im/group/:id',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const editGroup: Route<typeof contract.editGroup> = {
  method: 'PUT',
  path: '/im/group',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const exitGroup: Route<typeof contract.exitGroup> = {
  method: 'DELETE',
  path: '/im/group/user/removeGroup/:id',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const groupDetail: Route<typeof contract.groupDetail> = {
  method: 'GET',
  path: '/im/group/:id',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const groupList: Route<typeof contract.groupList> = {
  method: 'GET',
  path: '/im/group/list',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'name'],
};
export const groupMembers: Route<typeof contract.groupMembers> = {
  method: 'GET',
  path: '/im/group/user/all',
  auth: 'user',
  kind: 'list',
  queryFields: ['groupId', 'permissionType', 'limit'],
};
export const memberCard: Route<typeof contract.memberCard> = {
  method: 'GET',
  path: '/im/group/:id/user/:userId',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const muteState: Route<typeof contract.muteState> = {
  method: 'GET',
  path: '/im/group/forbid/:id',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const removeMembers: Route<typeof contract.removeMembers> = {
  method: 'POST',
  path: '/im/group/user/kick',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const setMemberMute: Route<typeof contract.setMemberMute> = {
  method: 'PUT',
  path: '/im/group/user/forbid',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const setMuteWindows: Route<typeof contract.setMuteWindows> = {
  method: 'PUT',
  path: '/im/group/forbid/time',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const setRole: Route<typeof contract.setRole> = {
  method: 'PUT',
  path: '/im/group/user/role',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
