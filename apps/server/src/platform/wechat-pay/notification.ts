import { NotificationRejected } from '../notification-rejected.js';
import { decryptResource, ResourceUnreadable, type EncryptedResource } from './resource.js';
import { SignatureRejected, verifyWechatSignature, type PlatformKeys } from './verify.js';

export interface NotificationKind {
  /** The event_type values this endpoint handles, e.g. TRANSACTION.SUCCESS. */
  events: readonly string[];
  /** The resource's original_type, e.g. transaction, refund, mch_payment. */
  originalType: string;
  /** Names the kind in rejection messages: "not a payment notification". */
  what: string;
}

export interface NotificationSecrets {
  platformKeys: PlatformKeys;
  apiV3Key: string;
  nowMs: number;
}

/**
 * Checks a WeChat Pay notification's signature, that it is one of `kind.events`, and decrypts its resource
 * of `kind.originalType` into the parsed JSON; throws NotificationRejected saying why not. Every WeChat Pay
 * notification (payments, refunds, merchant transfers) is opened here, so all are trusted the same way.
 */
export function openWechatNotification(
  headers: Record<string, string | undefined>,
  rawBody: string,
  kind: NotificationKind,
  secrets: NotificationSecrets,
): unknown {
  try {
    verifyWechatSignature(headers, rawBody, secrets.platformKeys, secrets.nowMs);
  } catch (error) {
    if (error instanceof SignatureRejected) throw new NotificationRejected(error.message);
    throw error;
  }
  let notification: Record<string, unknown>;
  try {
    notification = JSON.parse(rawBody) as Record<string, unknown>;
  } catch {
    throw new NotificationRejected('the notification body is not JSON');
  }
  if (typeof notification !== 'object' || notification === null) {
    throw new NotificationRejected('the notification body is not a JSON object');
  }
  if (!kind.events.includes(String(notification.event_type))) {
    throw new NotificationRejected(`not a ${kind.what} notification: ${String(notification.event_type)}`);
  }
  const resource = notification.resource as EncryptedResource | undefined;
  if (typeof resource !== 'object' || resource === null || resource.original_type !== kind.originalType) {
    throw new NotificationRejected(`the notification carries no ${kind.originalType} resource`);
  }
  let plaintext: string;
  try {
    plaintext = decryptResource(resource, secrets.apiV3Key);
  } catch (error) {
    if (error instanceof ResourceUnreadable) throw new NotificationRejected(error.message);
    throw error;
  }
  try {
    return JSON.parse(plaintext);
  } catch {
    throw new NotificationRejected('the decrypted resource is not JSON');
  }
}
