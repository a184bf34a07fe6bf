// Written by scripts/write-client-routes.ts from dramas.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../dramas.js';
export const boughtDramas: Route<typeof contract.boughtDramas> = {
  method: 'GET',
  path: '/app/api/playlet/bought',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize'],
};
export const collectedDramas: Route<typeof contract.collectedDramas> = {
  method: 'GET',
  path: '/app/api/dj/collect/list',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize'],
};
export const dramaInfo: Route<typeof contract.dramaInfo> = {
  method: 'GET',
  path: '/app/api/playlet/info',
  auth: 'optional',
  kind: 'object',
  queryFields: ['episodeRelevance'],
};
export const dramaPage: Route<typeof contract.dramaPage> = {
  method: 'GET',
  path: '/app/api/playlet/list',
  auth: 'optional',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'sort', 'keyword'],
};
export const episodeList: Route<typeof contract.episodeList> = {
  method: 'GET',
  path: '/app/api/playlet/episodes',
  auth: 'optional',
  kind: 'list',
  queryFields: ['episodeRelevance'],
};
export const myDramas: Route<typeof contract.myDramas> = {
  method: 'GET',
  path: '/app/api/playlet/mine',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize'],
};
export const publishDrama: Route<typeof contract.publishDrama> = {
  method: 'POST',
  path: '/app/api/playlet',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const setDramaState: Route<typeof contract.setDramaState> = {
  method: 'PUT',
  path: '/app/api/playlet/state',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const watchEpisode: Route<typeof contract.watchEpisode> = {
  method: 'POST',
  path: '/app/api/playlet/watch',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const watchedDramas: Route<typeof contract.watchedDramas> = {
  method: 'GET',
  path: '/app/api/playlet/watched',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize'],
};
