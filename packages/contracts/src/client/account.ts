// Written by scripts/write-client-routes.ts from account.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../account.js';
export const editProfile: Route<typeof contract.editProfile> = {
  method: 'POST',
  path: '/app/user/profile',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const getInfo: Route<typeof contract.getInfo> = {
  method: 'GET',
  path: '/system/user/getInfo',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const getProfile: Route<typeof contract.getProfile> = {
  method: 'GET',
  path: '/app/user/profile',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const guideDone: Route<typeof contract.guideDone> = {
  method: 'POST',
  path: '/app/user/guide/done',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const isFirstLogin: Route<typeof contract.isFirstLogin> = {
  method: 'GET',
  path: '/app/user/isFirstLogin',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const roleList: Route<typeof contract.roleList> = {
  method: 'GET',
  path: '/app/user/roles',
  auth: 'user',
  kind: 'list',
  queryFields: [],
};
