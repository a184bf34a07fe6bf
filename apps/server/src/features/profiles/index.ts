// The profiles feature's surface: what the app needs to wire it.
export { profilesFeature } from './routes.js';
