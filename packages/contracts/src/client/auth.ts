// Written by scripts/write-client-routes.ts from auth.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../auth.js';
export const anonymousDevice: Route<typeof contract.anonymousDevice> = {
  method: 'POST',
  path: '/app/api/ai/noLogin',
  auth: 'public',
  kind: 'object',
  queryFields: [],
};
export const devLatestSmsCode: Route<typeof contract.devLatestSmsCode> = {
  method: 'GET',
  path: '/dev/sms/latest',
  auth: 'public',
  kind: 'object',
  queryFields: ['phone', 'bizType'],
};
export const login: Route<typeof contract.login> = {
  method: 'POST',
  path: '/auth/v2/login',
  auth: 'public',
  kind: 'object',
  queryFields: [],
};
export const logout: Route<typeof contract.logout> = {
  method: 'POST',
  path: '/auth/logout',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const qrCodeConfirm: Route<typeof contract.qrCodeConfirm> = {
  method: 'POST',
  path: '/auth/qrcode/confirm',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const qrCodeId: Route<typeof contract.qrCodeId> = {
  method: 'GET',
  path: '/auth/qrcode/id',
  auth: 'public',
  kind: 'object',
  queryFields: [],
};
export const qrCodeLogin: Route<typeof contract.qrCodeLogin> = {
  method: 'GET',
  path: '/auth/qrcode/login',
  auth: 'public',
  kind: 'object',
  queryFields: ['qrCodeId'],
};
export const qrCodeScan: Route<typeof contract.qrCodeScan> = {
  method: 'POST',
  path: '/auth/qrcode/scan',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const resetPassword: Route<typeof contract.resetPassword> = {
  method: 'POST',
  path: '/auth/resetPwd',
  auth: 'public',
  kind: 'object',
  queryFields: [],
};
export const sendLoginCode: Route<typeof contract.sendLoginCode> = {
  method: 'POST',
  path: '/auth/sms/code',
  auth: 'public',
  kind: 'object',
  queryFields: [],
};
export const setPassword: Route<typeof contract.setPassword> = {
  method: 'POST',
  path: '/app/user/password',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
