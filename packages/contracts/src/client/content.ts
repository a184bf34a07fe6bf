// Written by scripts/write-client-routes.ts from content.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../content.js';
export const editVideo: Route<typeof contract.editVideo> = {
  method: 'PUT',
  path: '/admin/video',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const publishVideo: Route<typeof contract.publishVideo> = {
  method: 'POST',
  path: '/app/api/content/video',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const recordView: Route<typeof contract.recordView> = {
  method: 'POST',
  path: '/app/api/content/view',
  auth: 'optional',
  kind: 'object',
  queryFields: [],
};
export const videoBatchState: Route<typeof contract.videoBatchState> = {
  method: 'POST',
  path: '/admin/video/update/batch/state',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const videoDetail: Route<typeof contract.videoDetail> = {
  method: 'GET',
  path: '/app/api/content/video/:id',
  auth: 'optional',
  kind: 'object',
  queryFields: [],
};
export const videoPage: Route<typeof contract.videoPage> = {
  method: 'GET',
  path: '/app/api/content/video/page/center',
  auth: 'optional',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'siteId', 'beforeId'],
};
