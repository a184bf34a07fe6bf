import { WECHAT_AUTH_EXPIRED } from '../../../i18n/server-messages';

/**
 * The return from WeChat (spec 000 §2: a root-level query parameter `code` triggers a third-party QR login).
 * After the scan WeChat sends the whole window to the configured redirect address, the portal root, with
 * `?code=&state=`; `/` then redirects to /home carrying the query. The page is read once, at start-up and
 * before the router exists, so the code leaves the address bar before anything else can see or copy it.
 */

/** sessionStorage key of the state the WeChatScan tab was given with its qrconnect address. */
export const WECHAT_STATE_KEY = 'wechatLoginState';

/** The paths a WeChat code is taken from: the root, and /home where the root redirects to. */
export const WECHAT_CALLBACK_PATHS: readonly string[] = ['/', '/home'];

export type WechatCallback =
  /** The state matches the one this tab stored: the code may be sent to the server. */
  | { kind: 'login'; code: string; state: string }
  /** No state was stored in this tab, or another came back: the code is dropped. */
  | { kind: 'stateMismatch' };

export interface WechatCallbackReading {
  callback: WechatCallback;
  /** The same address without code and state (path, other parameters and hash kept). */
  cleanUrl: string;
}

/**
 * Reads a WeChat return from an address: null when it is not one. The state must equal the one stored when
 * the QR frame was shown; that ties the code to this browser tab (the server only knows it issued it).
 */
export function readWechatCallback(href: string, storedState: string | null): WechatCallbackReading | null {
  const url = new URL(href);
  if (!WECHAT_CALLBACK_PATHS.includes(url.pathname)) return null;
  if (!url.searchParams.has('code')) return null;
  const code = url.searchParams.get('code')?.trim() ?? '';
  const state = url.searchParams.get('state') ?? '';
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  const cleanUrl = `${url.pathname}${url.search}${url.hash}`;
  const matches = code !== '' && state !== '' && storedState !== null && state === storedState;
  return { callback: matches ? { kind: 'login', code, state } : { kind: 'stateMismatch' }, cleanUrl };
}

let pending: WechatCallback | null = null;

interface CallbackEnvironment {
  location: Pick<Location, 'href'>;
  history: Pick<History, 'replaceState' | 'state'>;
  storage: Pick<Storage, 'getItem' | 'removeItem'>;
}

/**
 * Takes a WeChat return off the current address: code and state leave the URL (history.replaceState, no new
 * entry), the stored state is used up, and the callback waits for takeWechatCallback. Call it at start-up.
 */
export function captureWechatCallback(
  env: CallbackEnvironment = { location: window.location, history: window.history, storage: sessionStorage },
): WechatCallback | null {
  const reading = readWechatCallback(env.location.href, env.storage.getItem(WECHAT_STATE_KEY));
  if (!reading) return null;
  env.history.replaceState(env.history.state, '', reading.cleanUrl);
  env.storage.removeItem(WECHAT_STATE_KEY);
  pending = reading.callback;
  return reading.callback;
}

/**
 * The captured callback, handed out once: a second call (React StrictMode runs effects twice, a remount)
 * gets null, so the code — which WeChat accepts only once — is sent once.
 */
export function takeWechatCallback(): WechatCallback | null {
  const callback = pending;
  pending = null;
  return callback;
}

/** Keeps the state of a freshly shown QR frame, to compare with the one WeChat brings back. */
export function rememberWechatState(state: string, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(WECHAT_STATE_KEY, state);
}

/** The server's texts for a binding uuid that expired or was used (wechat.uuidInvalid). */
const UUID_INVALID_PREFIXES = [WECHAT_AUTH_EXPIRED, 'The WeChat authorization has expired'];

/** Whether the binding step failed because the WeChat authorization must be renewed by a new scan. */
export function isWechatAuthExpired(message: string): boolean {
  return UUID_INVALID_PREFIXES.some((prefix) => message.startsWith(prefix));
}
