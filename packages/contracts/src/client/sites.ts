// Written by scripts/write-client-routes.ts from sites.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../sites.js';
export * from '../sites-constants.js';
export const hotSites: Route<typeof contract.hotSites> = {
  method: 'GET',
  path: '/app/api/site/hot',
  auth: 'public',
  kind: 'object',
  queryFields: [],
};
export const locationDetail: Route<typeof contract.locationDetail> = {
  method: 'GET',
  path: '/app/api/site/location',
  auth: 'public',
  kind: 'object',
  queryFields: ['location'],
};
export const siteDetails: Route<typeof contract.siteDetails> = {
  method: 'GET',
  path: '/app/api/site/details',
  auth: 'public',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'name', 'siteCate', 'type', 'pid'],
};
export const siteList: Route<typeof contract.siteList> = {
  method: 'GET',
  path: '/app/api/site/list',
  auth: 'public',
  kind: 'list',
  queryFields: ['siteCate'],
};
