// Written by scripts/write-client-routes.ts from console-reports.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../console-reports.js';
export const addCaseNote: Route<typeof contract.addCaseNote> = {
  method: 'POST',
  path: '/admin/api/console/reports/:id/notes',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
export const caseNotes: Route<typeof contract.caseNotes> = {
  method: 'GET',
  path: '/admin/api/console/reports/:id/notes',
  auth: 'console',
  kind: 'list',
  queryFields: ['pageSize', 'before'],
};
export const caseReports: Route<typeof contract.caseReports> = {
  method: 'GET',
  path: '/admin/api/console/reports/:id/reports',
  auth: 'console',
  kind: 'list',
  queryFields: ['pageSize', 'before'],
};
export const reportCase: Route<typeof contract.reportCase> = {
  method: 'GET',
  path: '/admin/api/console/reports/:id',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
export const reportCounts: Route<typeof contract.reportCounts> = {
  method: 'GET',
  path: '/admin/api/console/reports/counts',
  auth: 'console',
  kind: 'list',
  queryFields: [],
};
export const reportQueue: Route<typeof contract.reportQueue> = {
  method: 'GET',
  path: '/admin/api/console/reports',
  auth: 'console',
  kind: 'list',
  queryFields: ['pageSize', 'before', 'state', 'objType', 'reportType'],
};
export const resolveCase: Route<typeof contract.resolveCase> = {
  method: 'POST',
  path: '/admin/api/console/reports/:id/resolve',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
