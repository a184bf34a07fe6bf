// The sites feature's surface: what the app needs to wire it.
export { sitesFeature } from './routes.js';
