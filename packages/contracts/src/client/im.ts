// Written by scripts/write-client-routes.ts from im.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../im.js';
export const afterList: Route<typeof contract.afterList> = {
  method: 'GET',
  path: '/im/chat/message/after/list',
  auth: 'user',
  kind: 'list',
  queryFields: ['sessionType', 'receiverId', 'afterSeq', 'pageSize'],
};
export const asTop: Route<typeof contract.asTop> = {
  method: 'POST',
  path: '/im/chat/message/asTop/:sessionType/:receiverId',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const deleteConversation: Route<typeof contract.deleteConversation> = {
  method: 'DELETE',
  path: '/im/chat/message/delete/:id',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const forwardMessage: Route<typeof contract.forwardMessage> = {
  method: 'POST',
  path: '/im/chat/message/forward/:id',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const hideMessage: Route<typeof contract.hideMessage> = {
  method: 'DELETE',
  path: '/im/chat/message/one/:id',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const innerList: Route<typeof contract.innerList> = {
  method: 'GET',
  path: '/im/chat/message/inner/list',
  auth: 'user',
  kind: 'list',
  queryFields: ['sessionType', 'receiverId', 'pageNum', 'pageSize'],
};
export const markRead: Route<typeof contract.markRead> = {
  method: 'POST',
  path: '/im/chat/message/read/:sessionType/:receiverId',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const outerList: Route<typeof contract.outerList> = {
  method: 'GET',
  path: '/im/chat/message/outer/list',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize'],
};
export const recallMessage: Route<typeof contract.recallMessage> = {
  method: 'POST',
  path: '/im/chat/message/recall/:id',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const statPerson: Route<typeof contract.statPerson> = {
  method: 'GET',
  path: '/im/chat/stat/person',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
