// Written by scripts/write-client-routes.ts from console-money.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../console-money.js';
export const findUser: Route<typeof contract.findUser> = {
  method: 'GET',
  path: '/admin/api/console/money/user',
  auth: 'console',
  kind: 'object',
  queryFields: ['account'],
};
export const ledger: Route<typeof contract.ledger> = {
  method: 'GET',
  path: '/admin/api/console/money/ledger',
  auth: 'console',
  kind: 'object',
  queryFields: ['userId'],
};
export const order: Route<typeof contract.order> = {
  method: 'GET',
  path: '/admin/api/console/money/order',
  auth: 'console',
  kind: 'object',
  queryFields: ['orderNo'],
};
export const orders: Route<typeof contract.orders> = {
  method: 'GET',
  path: '/admin/api/console/money/orders',
  auth: 'console',
  kind: 'list',
  queryFields: ['pageSize', 'before', 'userId'],
};
export const refundOrder: Route<typeof contract.refundOrder> = {
  method: 'POST',
  path: '/admin/api/console/money/order/refund',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
export const transfers: Route<typeof contract.transfers> = {
  method: 'GET',
  path: '/admin/api/console/money/ledger/transfers',
  auth: 'console',
  kind: 'list',
  queryFields: ['pageSize', 'before', 'userId', 'accountId'],
};
