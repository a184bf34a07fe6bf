// The feedback feature's surface: what the app needs to wire it.
export { feedbackFeature } from './routes.js';
