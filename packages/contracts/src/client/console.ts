// Written by scripts/write-client-routes.ts from console.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../console.js';
export const auditLog: Route<typeof contract.auditLog> = {
  method: 'GET',
  path: '/admin/api/console/audit',
  auth: 'console',
  kind: 'list',
  queryFields: ['pageSize', 'before', 'operatorId', 'action', 'targetType', 'targetId'],
};
export const consoleMe: Route<typeof contract.consoleMe> = {
  method: 'GET',
  path: '/admin/api/console/me',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
