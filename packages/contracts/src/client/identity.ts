// Written by scripts/write-client-routes.ts from identity.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../identity.js';
export * from '../identity-constants.js';
export const cardBin: Route<typeof contract.cardBin> = {
  method: 'GET',
  path: '/pay/account/bank/bin',
  auth: 'user',
  kind: 'object',
  queryFields: ['cardNumber'],
};
export const saveBankCard: Route<typeof contract.saveBankCard> = {
  method: 'POST',
  path: '/pay/account/bank/save',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const submitPersonAuth: Route<typeof contract.submitPersonAuth> = {
  method: 'POST',
  path: '/pay/account/personal/auth',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
