import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { NotificationRejected } from './notification-rejected.js';

/**
 * The notifications the portal's own sandbox providers (payments, payouts) post to it: signed like
 * WeChat Pay's (time, nonce and the exact body) with an HMAC under the provider's secret, and refused when
 * stale, so a captured notification cannot be replayed later.
 */

/** Notifications older or newer than this are refused. */
const FRESH_MS = 5 * 60 * 1000;

export const hmacHex = (secret: string, text: string): string =>
  createHmac('sha256', secret).update(text).digest('hex');

const signedText = (timestamp: string, nonce: string, body: string) => `${timestamp}\n${nonce}\n${body}\n`;

/** The headers that sign a notification body. */
export function signedNoticeHeaders(secret: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  const nonce = randomBytes(16).toString('hex');
  return {
    'content-type': 'application/json',
    'x-sandbox-timestamp': timestamp,
    'x-sandbox-nonce': nonce,
    'x-sandbox-signature': hmacHex(secret, signedText(timestamp, nonce, body)),
  };
}

/**
 * Checks a notification's signature and freshness and reads its JSON object. Throws
 * `NotificationRejected` when it is forged, tampered with, stale or not a JSON object.
 */
export function readSignedNotice(
  secret: string,
  headers: Record<string, string | undefined>,
  rawBody: string,
  now = Date.now(),
): Record<string, unknown> {
  const timestamp = headers['x-sandbox-timestamp'] ?? '';
  const nonce = headers['x-sandbox-nonce'] ?? '';
  const given = Buffer.from(headers['x-sandbox-signature'] ?? '', 'hex');
  const expected = Buffer.from(hmacHex(secret, signedText(timestamp, nonce, rawBody)), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new NotificationRejected('bad signature');
  }
  if (Math.abs(now - Number(timestamp) * 1000) > FRESH_MS) throw new NotificationRejected('stale');
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new NotificationRejected('not JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new NotificationRejected('not a JSON object');
  }
  return body as Record<string, unknown>;
}
