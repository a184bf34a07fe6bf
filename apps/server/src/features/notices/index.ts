// The notices feature's surface: what the rest of the server may use of it.
export { raiseNotice } from './raise.js';
export { raiseWalletNotice } from './wallet-notice.js';
