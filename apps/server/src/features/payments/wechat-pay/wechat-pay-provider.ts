import { createPrivateKey } from 'node:crypto';
import type { WechatPayConfig } from '../../../platform/config.js';
import {
  NotificationRejected,
  RefundRefused,
  type PaymentProvider,
  type PaymentReport,
  type ProviderBill,
  type ProviderOrder,
  type ProviderRefund,
  type RefundReport,
} from '../provider.js';
import { readRefund, REFUND_EVENTS, refundReportOf } from './refund.js';
import { fetchTradeBill } from './trade-bill.js';
import { openWechatNotification } from '../../../platform/wechat-pay/notification.js';
import { WechatPayClient, WechatPayError } from '../../../platform/wechat-pay/wechat-pay-client.js';
import { platformKeysOf, type PlatformKeys } from '../../../platform/wechat-pay/verify.js';
import { beijingTime, clipUtf8, readTransaction, reportOf } from './transaction.js';

export { WechatPayError } from '../../../platform/wechat-pay/wechat-pay-client.js';

export interface WechatPayProviderOptions {
  timeoutMs?: number;
  /** Seams for tests. */
  fetch?: typeof fetch;
  now?: () => number;
}

// WeChat Pay documents description as string(127); counting bytes keeps Chinese text safely inside it.
const DESCRIPTION_MAX_BYTES = 127;
// A refund's reason is string(80), shown to the payer in WeChat's refund message.
const REASON_MAX_BYTES = 80;

/**
 * WeChat Pay API v3, Native (QR code) payments and their refunds for a directly connected merchant. Every
 * request is signed with the merchant key, and every answer and notification is trusted only once WeChat's
 * signature checks.
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
    const decoded = this.openNotification(
      headers,
      rawBody,
      ['TRANSACTION.SUCCESS'],
      'transaction',
      'payment',
    );
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

  async readRefundNotification(
    headers: Record<string, string | undefined>,
    rawBody: string,
  ): Promise<RefundReport> {
    const decoded = this.openNotification(headers, rawBody, REFUND_EVENTS, 'refund', 'refund');
    const refund = readRefund(decoded, 'refund_status');
    if (typeof refund === 'string') throw new NotificationRejected(`the refund has ${refund}`);
    if (refund.mchid !== this.config.mchId) {
      throw new NotificationRejected('the refund belongs to another merchant');
    }
    const report = refundReportOf(refund);
    if (typeof report === 'string') throw new NotificationRejected(`the refund is ${report}`);
    return report;
  }

  /** Checks, then decrypts, a notification of `originalType` among `events`; see openWechatNotification. */
  private openNotification(
    headers: Record<string, string | undefined>,
    rawBody: string,
    events: readonly string[],
    originalType: string,
    what: 'payment' | 'refund',
  ): unknown {
    return openWechatNotification(
      headers,
      rawBody,
      { events, originalType, what },
      { platformKeys: this.platformKeys, apiV3Key: this.config.apiV3Key, nowMs: this.now() },
    );
  }

  /**
   * POST /v3/refund/domestic/refunds. An error answer (4xx) means WeChat refused the refund and refunded
   * nothing; a timeout, a network failure or a 5xx leaves it unknown, and the same out_refund_no is asked
   * about or sent again later, as WeChat asks.
   */
  async refund(request: ProviderRefund): Promise<RefundReport> {
    const where = 'POST /v3/refund/domestic/refunds';
    let json: Record<string, unknown> | undefined;
    try {
      ({ json } = await this.client.call('POST', '/v3/refund/domestic/refunds', {
        ...(request.transactionId
          ? { transaction_id: request.transactionId }
          : { out_trade_no: request.orderNo }),
        out_refund_no: request.refundNo,
        reason: clipUtf8(request.reason, REASON_MAX_BYTES),
        notify_url: request.notifyUrl,
        amount: { refund: request.amountCents, total: request.totalCents, currency: 'CNY' },
      }));
    } catch (error) {
      if (
        error instanceof WechatPayError &&
        error.status !== null &&
        error.status >= 400 &&
        error.status < 500
      ) {
        throw new RefundRefused(error.code, error.vendorMessage);
      }
      throw error;
    }
    return this.refundAnswer(where, json, request.refundNo);
  }

  async queryRefund({ refundNo }: { refundNo: string }): Promise<RefundReport | null> {
    const where = 'GET /v3/refund/domestic/refunds/{out_refund_no}';
    let json: Record<string, unknown> | undefined;
    try {
      ({ json } = await this.client.call(
        'GET',
        `/v3/refund/domestic/refunds/${encodeURIComponent(refundNo)}`,
      ));
    } catch (error) {
      if (error instanceof WechatPayError && error.code === 'RESOURCE_NOT_EXISTS' && error.verified)
        return null;
      throw error;
    }
    return this.refundAnswer(where, json, refundNo);
  }

  private refundAnswer(where: string, json: unknown, refundNo: string): RefundReport {
    const refund = readRefund(json, 'status');
    if (typeof refund === 'string') throw invalidAnswer(where, refund);
    if (refund.out_refund_no !== refundNo) throw invalidAnswer(where, 'the answer is about another refund');
    const report = refundReportOf(refund);
    if (typeof report === 'string') throw invalidAnswer(where, report);
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

  /** The day's trade bill (payments and refunds), for reconciliation. */
  dayBill(day: string): Promise<ProviderBill> {
    return fetchTradeBill(this.client, day);
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
