// Written by scripts/write-client-routes.ts from group-channels.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../group-channels.js';
export const addChannel: Route<typeof contract.addChannel> = {
  method: 'POST',
  path: '/im/group/channel',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const addFakeMessage: Route<typeof contract.addFakeMessage> = {
  method: 'POST',
  path: '/im/group/fake',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const channelDetail: Route<typeof contract.channelDetail> = {
  method: 'GET',
  path: '/im/group/channel/:id',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const channelList: Route<typeof contract.channelList> = {
  method: 'GET',
  path: '/im/group/channel/list',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'groupId'],
};
export const channelUsers: Route<typeof contract.channelUsers> = {
  method: 'GET',
  path: '/im/group/channel/users',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'channelId'],
};
export const deleteChannel: Route<typeof contract.deleteChannel> = {
  method: 'DELETE',
  path: '/im/group/channel/:id',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const deleteFakeMessage: Route<typeof contract.deleteFakeMessage> = {
  method: 'DELETE',
  path: '/im/group/fake/:groupId/:id',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const editChannel: Route<typeof contract.editChannel> = {
  method: 'PUT',
  path: '/im/group/channel',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const editFakeMessage: Route<typeof contract.editFakeMessage> = {
  method: 'PUT',
  path: '/im/group/fake',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const fakeList: Route<typeof contract.fakeList> = {
  method: 'GET',
  path: '/im/group/fake/list',
  auth: 'user',
  kind: 'list',
  queryFields: ['groupId', 'busyType'],
};
export const inviteUserList: Route<typeof contract.inviteUserList> = {
  method: 'GET',
  path: '/im/group/invite/list',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'groupId', 'channelType', 'channelCode'],
};
