/** The derived group role and the permission matrix; schema-free, so the client bundle takes it whole. */
export * from './group-roles-constants.js';
