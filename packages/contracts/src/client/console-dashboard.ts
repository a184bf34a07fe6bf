// Written by scripts/write-client-routes.ts from console-dashboard.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../console-dashboard.js';
export const dashboard: Route<typeof contract.dashboard> = {
  method: 'GET',
  path: '/admin/api/console/dashboard',
  auth: 'console',
  kind: 'object',
  queryFields: [],
};
