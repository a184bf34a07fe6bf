// Written by scripts/write-client-routes.ts from wechat.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../wechat.js';
export const thirdLogin: Route<typeof contract.thirdLogin> = {
  method: 'POST',
  path: '/auth/third/login',
  auth: 'public',
  kind: 'object',
  queryFields: [],
};
export const wechatConfig: Route<typeof contract.wechatConfig> = {
  method: 'GET',
  path: '/auth/weixin/config',
  auth: 'public',
  kind: 'object',
  queryFields: [],
};
export const wechatLogin: Route<typeof contract.wechatLogin> = {
  method: 'POST',
  path: '/auth/weixin/login',
  auth: 'public',
  kind: 'object',
  queryFields: [],
};
