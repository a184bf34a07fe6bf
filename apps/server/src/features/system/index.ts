// The system feature's surface: what the app needs to wire it.
export { systemFeature } from './routes.js';
