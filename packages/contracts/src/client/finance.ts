// Written by scripts/write-client-routes.ts from finance.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../finance.js';
export * from '../finance-constants.js';
export const cashOut: Route<typeof contract.cashOut> = {
  method: 'POST',
  path: '/app/api/finance/cashOut',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const cashOutRules: Route<typeof contract.cashOutRules> = {
  method: 'GET',
  path: '/app/api/finance/cashOut/rules',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const reconcileDay: Route<typeof contract.reconcileDay> = {
  method: 'GET',
  path: '/admin/api/console/money/reconcile',
  auth: 'console',
  kind: 'object',
  queryFields: ['day'],
};
export const record: Route<typeof contract.record> = {
  method: 'GET',
  path: '/app/api/finance/records/:id',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const records: Route<typeof contract.records> = {
  method: 'GET',
  path: '/app/api/finance/records',
  auth: 'user',
  kind: 'object',
  queryFields: ['kind', 'month', 'beforeId', 'pageSize'],
};
export const runReconcile: Route<typeof contract.runReconcile> = {
  method: 'POST',
  path: '/admin/api/console/money/reconcile',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
export const summary: Route<typeof contract.summary> = {
  method: 'GET',
  path: '/app/api/finance/summary',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
