// Written by scripts/write-client-routes.ts from distribution.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../distribution.js';
export const closeDistribution: Route<typeof contract.closeDistribution> = {
  method: 'POST',
  path: '/app/api/distribution/item/close',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const distributionDetail: Route<typeof contract.distributionDetail> = {
  method: 'GET',
  path: '/app/api/distribution/detail',
  auth: 'optional',
  kind: 'object',
  queryFields: ['id'],
};
export const distributionPlaza: Route<typeof contract.distributionPlaza> = {
  method: 'GET',
  path: '/app/api/distribution/plaza',
  auth: 'optional',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'kind', 'sort'],
};
export const myPromotions: Route<typeof contract.myPromotions> = {
  method: 'GET',
  path: '/app/api/distribution/promotions',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize'],
};
export const openDistribution: Route<typeof contract.openDistribution> = {
  method: 'POST',
  path: '/app/api/distribution/item',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const ownDistribution: Route<typeof contract.ownDistribution> = {
  method: 'GET',
  path: '/app/api/distribution/item',
  auth: 'user',
  kind: 'object',
  queryFields: ['kind', 'itemId'],
};
export const promoterFigures: Route<typeof contract.promoterFigures> = {
  method: 'GET',
  path: '/app/api/distribution/figures',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const recordVisit: Route<typeof contract.recordVisit> = {
  method: 'POST',
  path: '/app/api/distribution/visit',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const takePromotion: Route<typeof contract.takePromotion> = {
  method: 'POST',
  path: '/app/api/distribution/take',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
