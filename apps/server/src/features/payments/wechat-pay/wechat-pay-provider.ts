import { createPrivateKey } from 'node:crypto';
import type { WechatPayConfig } from '../../../platform/config.js';
import {
  NotificationRejected,
  type PaymentProvider,
  type PaymentReport,
  type ProviderOrder,
} from '../provider.js';
import { decryptResource, ResourceUnreadable, type EncryptedResource } from './resource.js';
import { beijingTime, clipUtf8, readTransaction, reportOf } from './transaction.js';
import { WechatPayClient, WechatPayError } from './wechat-pay-client.js';
import { platformKeysOf, SignatureRejected, verifyWechatSignature, type PlatformKeys } from './verify.js';

export { WechatPayError } from './wechat-pay-client.js';

export interface WechatPayProviderOptions {
  timeoutMs?: number;
  /** Seams for tests. */
  fetch?: typeof fetch;
  now?: () => number;
}

// WeChat Pay documents description as string(127); counting bytes keeps Chinese text safely inside it.
const DESCRIPTION_MAX_BYTES = 127;

/**
 * WeChat Pay API v3, Native (QR code) payments for a directly connected merchant. Every request is signed
 * with the merchant key, and every answer and notification is trusted only once WeChat's signature checks.
 */
export class WechatPayProvider implements PaymentProvider {
  readonly name = 'wechat';
  readonly acknowledgement = { status: 204, body: null };

  private readonly client: WechatPayClient;
  private readonly platformKeys: PlatformKeys;
  private readonly now: () => number;

  constructor(
    private readonly config: WechatPayConfig,
    options: WechatPayProviderOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.platformKeys = platformKeysOf(config.platformPublicKeys);
    this.client = new WechatPayClient({
      apiBase: config.apiBase,
      mchId: config.mchId,
      merchantSerial: config.merchantSerial,
      merchantPrivateKey: createPrivateKey(config.merchantPrivateKeyPem),
      platformKeys: this.platformKeys,
      timeoutMs: options.timeoutMs ?? 10_000,
      fetch: options.fetch ?? globalThis.fetch,
      now: this.now,
    });
  }

  async placeOrder(order: ProviderOrder): Promise<{ codeUrl: string }> {
    const { json } = await this.client.call('POST', '/v3/pay/transactions/native', {
      appid: this.config.appId,
      mchid: this.config.mchId,
      description: clipUtf8(order.description, DESCRIPTION_MAX_BYTES),
      out_trade_no: order.orderNo,
      time_expire: beijingTime(order.expiresAt),
      notify_url: order.notifyUrl,
      amount: { total: order.amountCents, currency: 'CNY' },
    });
    const codeUrl = json?.code_url;
    if (typeof codeUrl !== 'string' || codeUrl === '') {
      throw invalidAnswer('POST /v3/pay/transactions/native', 'no code_url');
    }
    return { codeUrl };
  }

  async readNotification(
    headers: Record<string, string | undefined>,
    rawBody: string,
  ): Promise<PaymentReport> {
    try {
      verifyWechatSignature(headers, rawBody, this.platformKeys, this.now());
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
    if (notification.event_type !== 'TRANSACTION.SUCCESS') {
      throw new NotificationRejected(`not a payment notification: ${String(notification.event_type)}`);
    }
    const resource = notification.resource as EncryptedResource | undefined;
    if (typeof resource !== 'object' || resource === null || resource.original_type !== 'transaction') {
      throw new NotificationRejected('the notification carries no transaction resource');
    }
    let plaintext: string;
    try {
      plaintext = decryptResource(resource, this.config.apiV3Key);
    } catch (error) {
      if (error instanceof ResourceUnreadable) throw new NotificationRejected(error.message);
      throw error;
    }
    let decoded: unknown;
    try {
      decoded = JSON.parse(plaintext);
    } catch {
      throw new NotificationRejected('the decrypted resource is not JSON');
    }
    const transaction = readTransaction(decoded);
    if (typeof transaction === 'string') throw new NotificationRejected(`the transaction has ${transaction}`);
    // A valid notification for another merchant or app is still not a payment to us.
    if (transaction.mchid !== this.config.mchId || transaction.appid !== this.config.appId) {
      throw new NotificationRejected('the transaction belongs to another merchant or app');
    }
    const report = reportOf(transaction);
    if (typeof report === 'string') throw new NotificationRejected(`the transaction is ${report}`);
    return report;
  }

  async queryOrder(orderNo: string): Promise<PaymentReport> {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}`;
    const where = 'GET /v3/pay/transactions/out-trade-no/{out_trade_no}';
    let json: Record<string, unknown> | undefined;
    try {
      ({ json } = await this.client.call('GET', `${path}?mchid=${encodeURIComponent(this.config.mchId)}`));
    } catch (error) {
      // Never placed at WeChat (nobody opened the QR page yet): nothing paid, and it can still be placed.
      if (notFound(error)) {
        return { orderNo, state: 'open', amountCents: 0, transactionId: null };
      }
      throw error;
    }
    const transaction = readTransaction(json);
    if (typeof transaction === 'string') throw invalidAnswer(where, transaction);
    if (transaction.out_trade_no !== orderNo || transaction.mchid !== this.config.mchId) {
      throw invalidAnswer(where, 'the answer is about another order or merchant');
    }
    const report = reportOf(transaction);
    if (typeof report === 'string') throw invalidAnswer(where, report);
    return report;
  }

  async closeOrder(orderNo: string): Promise<void> {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}/close`;
    try {
      await this.client.call('POST', path, { mchid: this.config.mchId });
    } catch (error) {
      // Closing is what the caller wants to be true; an order WeChat never saw is already unpayable.
      if (notFound(error)) return;
      throw error;
    }
  }
}

export function wechatPayProviderOf(
  config: WechatPayConfig,
  options: WechatPayProviderOptions = {},
): WechatPayProvider {
  return new WechatPayProvider(config, options);
}

function notFound(error: unknown): boolean {
  return error instanceof WechatPayError && error.code === 'ORDER_NOT_EXIST' && error.verified;
}

function invalidAnswer(where: string, why: string): WechatPayError {
  return new WechatPayError(
    'INVALID_RESPONSE',
    200,
    why,
    `WeChat Pay ${where} answered without what we need: ${why}`,
  );
}
