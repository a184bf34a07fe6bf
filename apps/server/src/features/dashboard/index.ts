// The dashboard feature's surface: what the app needs to wire it.
export { createDashboardFeature, type WaitingWork } from './routes.js';
