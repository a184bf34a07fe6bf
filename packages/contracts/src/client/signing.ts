// Written by scripts/write-client-routes.ts from signing.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../signing.js';
export * from '../signing-constants.js';
export const aesKey: Route<typeof contract.aesKey> = {
  method: 'GET',
  path: '/app/v1/query/aesKey',
  auth: 'public',
  kind: 'object',
  queryFields: [],
};
