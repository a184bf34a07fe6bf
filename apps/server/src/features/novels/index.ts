// The novels feature's surface: what the rest of the server may use of it.
export { novelsFeature } from './routes.js';
export { novelSearchSource } from './search-source.js';
export { NOVEL_BUSY_TYPE, novelTargets } from './targets.js';
export { novelDemoComments } from './seed-comments.js';
