// Written by scripts/write-client-routes.ts from wishes.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../wishes.js';
export * from '../wishes-constants.js';
export const acceptApplication: Route<typeof contract.acceptApplication> = {
  method: 'POST',
  path: '/busy-order/app/busy/task/application/accept',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const applications: Route<typeof contract.applications> = {
  method: 'GET',
  path: '/busy-order/app/busy/task/applications/:taskNumber',
  auth: 'user',
  kind: 'list',
  queryFields: ['state', 'afterId', 'pageSize'],
};
export const applySettlement: Route<typeof contract.applySettlement> = {
  method: 'POST',
  path: '/busy-order/app/busy/task/settle',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const approveSettlement: Route<typeof contract.approveSettlement> = {
  method: 'POST',
  path: '/busy-order/app/busy/task/settle/approve',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const createWish: Route<typeof contract.createWish> = {
  method: 'POST',
  path: '/busy-order/app/busy/task',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const declineApplication: Route<typeof contract.declineApplication> = {
  method: 'POST',
  path: '/busy-order/app/busy/task/application/decline',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const editWish: Route<typeof contract.editWish> = {
  method: 'PUT',
  path: '/busy-order/app/busy/task',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const endWish: Route<typeof contract.endWish> = {
  method: 'POST',
  path: '/busy-order/app/busy/task/end',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const myPublishedWishes: Route<typeof contract.myPublishedWishes> = {
  method: 'GET',
  path: '/busy-order/app/busy/task/mine',
  auth: 'user',
  kind: 'list',
  queryFields: ['filter', 'cursor', 'pageSize'],
};
export const myTakenWishes: Route<typeof contract.myTakenWishes> = {
  method: 'GET',
  path: '/busy-order/app/busy/task/received',
  auth: 'user',
  kind: 'list',
  queryFields: ['filter', 'cursor', 'pageSize'],
};
export const openOperationLog: Route<typeof contract.openOperationLog> = {
  method: 'GET',
  path: '/open/busy/task/operation/log',
  auth: 'public',
  kind: 'list',
  queryFields: ['id'],
};
export const openWishList: Route<typeof contract.openWishList> = {
  method: 'GET',
  path: '/open/busy/task/list',
  auth: 'public',
  kind: 'list',
  queryFields: ['id'],
};
export const payWish: Route<typeof contract.payWish> = {
  method: 'POST',
  path: '/busy-order/app/busy/task/pay',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const rateReception: Route<typeof contract.rateReception> = {
  method: 'POST',
  path: '/busy-order/app/busy/task/rate',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const receiveWish: Route<typeof contract.receiveWish> = {
  method: 'POST',
  path: '/busy-order/app/busy/task/receive',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const refuseSettlement: Route<typeof contract.refuseSettlement> = {
  method: 'POST',
  path: '/busy-order/app/busy/task/settle/refuse',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const taskCard: Route<typeof contract.taskCard> = {
  method: 'GET',
  path: '/busy-order/app/busy/task/child/:id',
  auth: 'optional',
  kind: 'object',
  queryFields: [],
};
export const taskPlan: Route<typeof contract.taskPlan> = {
  method: 'GET',
  path: '/busy-order/app/busy/task/plan/:taskNumber',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const userRatings: Route<typeof contract.userRatings> = {
  method: 'GET',
  path: '/busy-order/app/busy/task/ratings/:userId',
  auth: 'optional',
  kind: 'object',
  queryFields: ['beforeId', 'pageSize'],
};
export const wishDetail: Route<typeof contract.wishDetail> = {
  method: 'GET',
  path: '/busy-order/app/busy/task/detail/:taskNumber',
  auth: 'optional',
  kind: 'object',
  queryFields: [],
};
export const wishSquare: Route<typeof contract.wishSquare> = {
  method: 'GET',
  path: '/busy-order/app/busy/task/square',
  auth: 'optional',
  kind: 'list',
  queryFields: ['industryType', 'type', 'sort', 'keyword', 'siteId', 'cursor', 'pageSize'],
};
