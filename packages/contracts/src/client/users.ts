// Written by scripts/write-client-routes.ts from users.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../users.js';
export const userPage: Route<typeof contract.userPage> = {
  method: 'GET',
  path: '/app/api/common/user/page',
  auth: 'optional',
  kind: 'list',
  queryFields: ['pageNum', 'pageSize', 'keyword'],
};
