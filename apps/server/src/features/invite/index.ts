// The invite feature's surface: what the app needs to wire it.
export { inviteFeature } from './routes.js';
