// Written by scripts/write-client-routes.ts from system.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../system.js';
export const health: Route<typeof contract.health> = {
  method: 'GET',
  path: '/healthz',
  auth: 'public',
  kind: 'object',
  queryFields: [],
};
