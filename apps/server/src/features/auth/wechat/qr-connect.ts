import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { WechatConfig } from '../../../platform/config.js';

/** A state is accepted this long after it was issued: time to open the tab, scan and confirm. */
export const STATE_VALID_MS = 30 * 60_000;

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`wechat-state:${payload}`).digest('base64url').slice(0, 22);

/**
 * A state the server can recognise without storing it: issue time, randomness and an HMAC made with the app
 * secret. It keeps forged or stale values out; tying it to one browser is the client's part (it keeps the
 * state it was given and compares it with the one WeChat brings back).
 */
export function issueState(secret: string, now = Date.now()): string {
  const payload = `${now.toString(36)}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${mac(secret, payload)}`;
}

export function stateIsValid(secret: string, state: string, now = Date.now()): boolean {
  const parts = state.split('.');
  if (parts.length !== 3) return false;
  const payload = `${parts[0]}.${parts[1]}`;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(parts[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const issuedAt = parseInt(parts[0]!, 36);
  return Number.isFinite(issuedAt) && issuedAt <= now + 60_000 && now - issuedAt <= STATE_VALID_MS;
}

/**
 * The qrconnect address, parameters in the documented order. `login_type=jssdk` and `self_redirect=false`
 * are what WeChat's own embedding script sends: they make the page shown in an iframe send the top window
 * (not the iframe) to redirect_uri once the user confirms.
 */
export function qrConnectUrl(config: WechatConfig, state: string): string {
  const query = new URLSearchParams({
    appid: config.appId,
    redirect_uri: config.redirectUri,
    response_type: 'code',
    scope: 'snsapi_login',
    state,
    login_type: 'jssdk',
    self_redirect: 'false',
  });
  return `${config.qrBase.replace(/\/+$/, '')}/connect/qrconnect?${query.toString()}#wechat_redirect`;
}
