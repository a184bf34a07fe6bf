// Written by scripts/write-client-routes.ts from novels.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../novels.js';
export * from '../novels-constants.js';
export const addChapter: Route<typeof contract.addChapter> = {
  method: 'POST',
  path: '/app/api/novel/chapter',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const addVolume: Route<typeof contract.addVolume> = {
  method: 'POST',
  path: '/app/api/novel/volume',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const collectNovel: Route<typeof contract.collectNovel> = {
  method: 'PUT',
  path: '/app/api/novel/collect',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const editChapter: Route<typeof contract.editChapter> = {
  method: 'PUT',
  path: '/app/api/novel/chapter',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const editNovel: Route<typeof contract.editNovel> = {
  method: 'PUT',
  path: '/app/api/novel',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const importChapters: Route<typeof contract.importChapters> = {
  method: 'POST',
  path: '/app/api/novel/import',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const myNovels: Route<typeof contract.myNovels> = {
  method: 'GET',
  path: '/app/api/novel/mine',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize'],
};
export const novelCatalogue: Route<typeof contract.novelCatalogue> = {
  method: 'GET',
  path: '/app/api/novel/catalogue',
  auth: 'optional',
  kind: 'list',
  queryFields: ['id', 'fromNumber', 'pageSize'],
};
export const novelHome: Route<typeof contract.novelHome> = {
  method: 'GET',
  path: '/app/api/novel/home',
  auth: 'optional',
  kind: 'object',
  queryFields: [],
};
export const novelInfo: Route<typeof contract.novelInfo> = {
  method: 'GET',
  path: '/app/api/novel/info',
  auth: 'optional',
  kind: 'object',
  queryFields: ['id'],
};
export const novelPage: Route<typeof contract.novelPage> = {
  method: 'GET',
  path: '/app/api/novel/list',
  auth: 'optional',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'sort', 'category', 'status', 'cursor'],
};
export const novelShelf: Route<typeof contract.novelShelf> = {
  method: 'GET',
  path: '/app/api/novel/shelf',
  auth: 'user',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'tab', 'cursor'],
};
export const publishNovel: Route<typeof contract.publishNovel> = {
  method: 'POST',
  path: '/app/api/novel',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const readChapter: Route<typeof contract.readChapter> = {
  method: 'GET',
  path: '/app/api/novel/chapter',
  auth: 'optional',
  kind: 'object',
  queryFields: ['id', 'chapter'],
};
export const readingProgress: Route<typeof contract.readingProgress> = {
  method: 'GET',
  path: '/app/api/novel/progress',
  auth: 'user',
  kind: 'object',
  queryFields: ['id'],
};
export const saveProgress: Route<typeof contract.saveProgress> = {
  method: 'POST',
  path: '/app/api/novel/progress',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const setAutoUnlock: Route<typeof contract.setAutoUnlock> = {
  method: 'PUT',
  path: '/app/api/novel/auto-unlock',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const unlockChapter: Route<typeof contract.unlockChapter> = {
  method: 'POST',
  path: '/app/api/novel/chapter/unlock',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
