// Written by scripts/write-client-routes.ts from invite.ts: do not edit.
import type { Route } from '../endpoint.js';
import type * as contract from '../invite.js';
export const bindInvite: Route<typeof contract.bindInvite> = {
  method: 'POST',
  path: '/app/user/invite/bind',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const createInvite: Route<typeof contract.createInvite> = {
  method: 'POST',
  path: '/app/user/invite/create',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const inviteStatistics: Route<typeof contract.inviteStatistics> = {
  method: 'GET',
  path: '/app/user/invite/statistics',
  auth: 'user',
  kind: 'object',
  queryFields: [],
};
export const inviter: Route<typeof contract.inviter> = {
  method: 'GET',
  path: '/app/user/invite/inviter',
  auth: 'public',
  kind: 'object',
  queryFields: ['inviteCode'],
};
