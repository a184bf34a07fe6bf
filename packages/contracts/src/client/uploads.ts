// Written by scripts/write-client-routes.ts from uploads.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../uploads.js';
export const downloadFile: Route<typeof contract.downloadFile> = {
  method: 'GET',
  path: '/resource/oss/download/url',
  auth: 'user',
  kind: 'object',
  queryFields: ['pathUrl'],
};
export const uploadFile: Route<typeof contract.uploadFile> = {
  method: 'POST',
  path: '/resource/oss/v2/upload',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
