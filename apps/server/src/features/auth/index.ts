// The auth feature's surface: what the rest of the server may use of it.
export { authFeature } from './routes.js';
export { sessionAuthenticator } from './sessions.js';
