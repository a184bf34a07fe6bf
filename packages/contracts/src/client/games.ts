// Written by scripts/write-client-routes.ts from games.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../games.js';
export * from '../games-constants.js';
export const buyGameItem: Route<typeof contract.buyGameItem> = {
  method: 'POST',
  path: '/app/api/game/item/buy',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const claimRebate: Route<typeof contract.claimRebate> = {
  method: 'POST',
  path: '/app/api/game/rebate/claim',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const gameHeartbeat: Route<typeof contract.gameHeartbeat> = {
  method: 'POST',
  path: '/app/api/game/heartbeat',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const gameHome: Route<typeof contract.gameHome> = {
  method: 'GET',
  path: '/app/api/game/home',
  auth: 'optional',
  kind: 'object',
  queryFields: [],
};
export const gameInfo: Route<typeof contract.gameInfo> = {
  method: 'GET',
  path: '/app/api/game/info',
  auth: 'optional',
  kind: 'object',
  queryFields: ['id'],
};
export const gamePage: Route<typeof contract.gamePage> = {
  method: 'GET',
  path: '/app/api/game/list',
  auth: 'optional',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'category', 'sort'],
};
export const gameToken: Route<typeof contract.gameToken> = {
  method: 'POST',
  path: '/app/api/game/token',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const rebateGames: Route<typeof contract.rebateGames> = {
  method: 'GET',
  path: '/app/api/game/rebate/games',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize'],
};
export const rebatePeriods: Route<typeof contract.rebatePeriods> = {
  method: 'GET',
  path: '/app/api/game/rebate/periods',
  auth: 'user',
  kind: 'list',
  queryFields: ['gameId'],
};
export const recentGames: Route<typeof contract.recentGames> = {
  method: 'GET',
  path: '/app/api/game/recent',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize'],
};
export const searchGames: Route<typeof contract.searchGames> = {
  method: 'GET',
  path: '/app/api/search/game',
  auth: 'optional',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'keyword'],
};
export const startGame: Route<typeof contract.startGame> = {
  method: 'POST',
  path: '/app/api/game/start',
  auth: 'optional',
  kind: 'object',
  queryFields: [],
};
