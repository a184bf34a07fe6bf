// Written by scripts/write-client-routes.ts from mute-periods.ts: do not edit.
export * from '../mute-periods-constants.js';
