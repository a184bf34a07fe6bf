// The auth feature's surface: what the rest of the server may use of it.
export { authFeature } from './routes.js';
export { announceSessionsEnded, endSessionsOf, liveSessionCount, sessionAuthenticator } from './sessions.js';
export { wechatOpenIdOf } from './wechat-identities.js';
