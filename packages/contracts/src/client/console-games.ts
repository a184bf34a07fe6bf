// Written by scripts/write-client-routes.ts from console-games.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../console-games.js';
export * from '../console-games-constants.js';
export const consoleGameList: Route<typeof contract.consoleGameList> = {
  method: 'GET',
  path: '/admin/api/console/games',
  auth: 'console',
  kind: 'list',
  queryFields: ['pageSize', 'before', 'state'],
};
export const putBackGame: Route<typeof contract.putBackGame> = {
  method: 'POST',
  path: '/admin/api/console/games/:id/putBack',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
export const setGameRebate: Route<typeof contract.setGameRebate> = {
  method: 'POST',
  path: '/admin/api/console/games/:id/rebate',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
export const takeDownGame: Route<typeof contract.takeDownGame> = {
  method: 'POST',
  path: '/admin/api/console/games/:id/takeDown',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
