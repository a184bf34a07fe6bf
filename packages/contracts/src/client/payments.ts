// Written by scripts/write-client-routes.ts from payments.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../payments.js';
export const confirmOrder: Route<typeof contract.confirmOrder> = {
  method: 'POST',
  path: '/app/api/orders/confirm',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const orderState: Route<typeof contract.orderState> = {
  method: 'GET',
  path: '/app/api/orders/state',
  auth: 'user',
  kind: 'object',
  queryFields: ['masterOrderNo'],
};
export const ordersAdded: Route<typeof contract.ordersAdded> = {
  method: 'POST',
  path: '/app/api/orders/add',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const payment: Route<typeof contract.payment> = {
  method: 'POST',
  path: '/app/api/pay/payment',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const placeOrder: Route<typeof contract.placeOrder> = {
  method: 'POST',
  path: '/app/api/orders',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
