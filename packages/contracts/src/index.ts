export * from './endpoint.js';
export * from './envelope.js';
export * from './paging.js';
export * as system from './system.js';
export * as users from './users.js';
export { allEndpoints } from './registry.js';
