// Written by scripts/write-client-routes.ts from wallet.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../wallet.js';
export * from '../wallet-constants.js';
export const billPage: Route<typeof contract.billPage> = {
  method: 'GET',
  path: '/app/api/wallet/bill',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize'],
};
export const getPayAccount: Route<typeof contract.getPayAccount> = {
  method: 'GET',
  path: '/pay/account/account',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const payAccountBank: Route<typeof contract.payAccountBank> = {
  method: 'GET',
  path: '/pay/account/bank/bank',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const rechargeList: Route<typeof contract.rechargeList> = {
  method: 'GET',
  path: '/app/api/wallet/recharge/list',
  auth: 'optional',
  kind: 'list',
  queryFields: [],
};
export const rechargeVirtual: Route<typeof contract.rechargeVirtual> = {
  method: 'POST',
  path: '/app/api/wallet/recharge/virtual',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const virtualCoin: Route<typeof contract.virtualCoin> = {
  method: 'GET',
  path: '/app/api/wallet/virtualCoin',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
