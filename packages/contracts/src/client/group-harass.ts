// Written by scripts/write-client-routes.ts from group-harass.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../group-harass.js';
export const myRules: Route<typeof contract.myRules> = {
  method: 'GET',
  path: '/im/group/noHarass/list',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize'],
};
export const removeRule: Route<typeof contract.removeRule> = {
  method: 'DELETE',
  path: '/im/group/noHarass/rule/:id',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const ruleDetails: Route<typeof contract.ruleDetails> = {
  method: 'GET',
  path: '/im/group/noHarass/:groupId',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const saveRule: Route<typeof contract.saveRule> = {
  method: 'POST',
  path: '/im/group/noHarass',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
