// Written by scripts/write-client-routes.ts from notices.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../notices.js';
export * from '../notices-constants.js';
export const fansList: Route<typeof contract.fansList> = {
  method: 'GET',
  path: '/app/notice/getFansNoticeList',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize'],
};
export const friendPage: Route<typeof contract.friendPage> = {
  method: 'GET',
  path: '/app/notice/friend/page',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize'],
};
export const interactPage: Route<typeof contract.interactPage> = {
  method: 'GET',
  path: '/app/notice/interact/page',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize'],
};
export const markRead: Route<typeof contract.markRead> = {
  method: 'POST',
  path: '/app/notice/read',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const mcnPage: Route<typeof contract.mcnPage> = {
  method: 'GET',
  path: '/app/notice/mcn/page',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize'],
};
export const outerList: Route<typeof contract.outerList> = {
  method: 'GET',
  path: '/app/notice/outer/list',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const shopPage: Route<typeof contract.shopPage> = {
  method: 'GET',
  path: '/app/notice/shop/page',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize'],
};
export const systemPage: Route<typeof contract.systemPage> = {
  method: 'GET',
  path: '/app/notice/system/page',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize'],
};
export const systemReadNum: Route<typeof contract.systemReadNum> = {
  method: 'GET',
  path: '/app/notice/getSystemReadNum',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const tabList: Route<typeof contract.tabList> = {
  method: 'GET',
  path: '/app/notice/tab/list',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const taskPage: Route<typeof contract.taskPage> = {
  method: 'GET',
  path: '/app/notice/task/page',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'noticeType'],
};
export const walletPage: Route<typeof contract.walletPage> = {
  method: 'GET',
  path: '/app/notice/wallet/page',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize'],
};
