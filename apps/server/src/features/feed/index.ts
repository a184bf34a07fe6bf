// The feed feature's surface: what the app needs to wire it.
export { feedFeature } from './routes.js';
