// The search feature's surface: what the app needs to wire it.
export { searchFeature } from './routes.js';
