// Written by scripts/write-client-routes.ts from content-qa.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../content-qa.js';
export const answerPage: Route<typeof contract.answerPage> = {
  method: 'GET',
  path: '/app/api/question/:id/answers',
  auth: 'optional',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'beforeId'],
};
export const answerQuestion: Route<typeof contract.answerQuestion> = {
  method: 'POST',
  path: '/app/api/question/:id/answer',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const askQuestion: Route<typeof contract.askQuestion> = {
  method: 'POST',
  path: '/app/api/question',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const editQuestion: Route<typeof contract.editQuestion> = {
  method: 'PUT',
  path: '/admin/question',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const questionBatchState: Route<typeof contract.questionBatchState> = {
  method: 'POST',
  path: '/admin/question/update/batch/state',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const questionDetail: Route<typeof contract.questionDetail> = {
  method: 'GET',
  path: '/app/api/question/:id',
  auth: 'optional',
  kind: 'object',
  queryFields: [],
};
export const questionPage: Route<typeof contract.questionPage> = {
  method: 'GET',
  path: '/app/api/question/page/center',
  auth: 'optional',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'siteId', 'beforeId'],
};
