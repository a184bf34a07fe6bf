// Written by scripts/write-client-routes.ts from social.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../social.js';
export const addChatReport: Route<typeof contract.addChatReport> = {
  method: 'POST',
  path: '/im/chat/message/report',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const addReport: Route<typeof contract.addReport> = {
  method: 'POST',
  path: '/app/operate/addReportInfo',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const collect: Route<typeof contract.collect> = {
  method: 'POST',
  path: '/app/api/common/collect',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const collectList: Route<typeof contract.collectList> = {
  method: 'GET',
  path: '/app/user/collect/list',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'busyType'],
};
export const dictData: Route<typeof contract.dictData> = {
  method: 'GET',
  path: '/system/dict/data/type/:dictType',
  auth: 'public',
  kind: 'object',
  queryFields: [],
};
export const dislike: Route<typeof contract.dislike> = {
  method: 'POST',
  path: '/app/api/common/dislike',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const follow: Route<typeof contract.follow> = {
  method: 'POST',
  path: '/app/user/focus',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const like: Route<typeof contract.like> = {
  method: 'POST',
  path: '/app/api/common/like',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const questionCollectList: Route<typeof contract.questionCollectList> = {
  method: 'GET',
  path: '/app/question/collect/list',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize'],
};
export const userStat: Route<typeof contract.userStat> = {
  method: 'GET',
  path: '/app/user/stat',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const viewerFlags: Route<typeof contract.viewerFlags> = {
  method: 'GET',
  path: '/app/api/common/flags',
  auth: 'user',
  kind: 'object',
  queryFields: ['busyCode', 'busyType', 'authorUserId'],
};
