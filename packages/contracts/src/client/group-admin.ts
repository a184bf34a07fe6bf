// Written by scripts/write-client-routes.ts from group-admin.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../group-admin.js';
export const createSubGroup: Route<typeof contract.createSubGroup> = {
  method: 'POST',
  path: '/im/group/sub',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const groupWord: Route<typeof contract.groupWord> = {
  method: 'GET',
  path: '/im/group/word/:id',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const groupsILead: Route<typeof contract.groupsILead> = {
  method: 'GET',
  path: '/im/group/isLeader',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize'],
};
export const managedMembers: Route<typeof contract.managedMembers> = {
  method: 'GET',
  path: '/im/group/user/manage',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'groupId', 'name'],
};
export const notInSubGroup: Route<typeof contract.notInSubGroup> = {
  method: 'GET',
  path: '/im/group/user/notInSubGroup',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'groupId'],
};
export const renewGroupWord: Route<typeof contract.renewGroupWord> = {
  method: 'POST',
  path: '/im/group/word/:id',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const setAddFriend: Route<typeof contract.setAddFriend> = {
  method: 'PUT',
  path: '/im/group/addFriend',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const setMyNickname: Route<typeof contract.setMyNickname> = {
  method: 'PUT',
  path: '/im/group/user/nickname',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const subGroupList: Route<typeof contract.subGroupList> = {
  method: 'GET',
  path: '/im/group/sub/list',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'groupId'],
};
export const switchApproval: Route<typeof contract.switchApproval> = {
  method: 'POST',
  path: '/im/group/switch/:id',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
