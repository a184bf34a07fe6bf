// Written by scripts/write-client-routes.ts from group-roles.ts: do not edit.
export * from '../group-roles-constants.js';
