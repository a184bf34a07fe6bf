import { createPrivateKey, type KeyObject } from 'node:crypto';
import type { WechatPayConfig } from '../../../platform/config.js';
import { NotificationRejected } from '../../../platform/notification-rejected.js';
import { openWechatNotification } from '../../../platform/wechat-pay/notification.js';
import { encryptSensitiveField } from '../../../platform/wechat-pay/sensitive.js';
import { WechatPayClient, WechatPayError } from '../../../platform/wechat-pay/wechat-pay-client.js';
import { platformKeysOf, type PlatformKeys } from '../../../platform/wechat-pay/verify.js';
import {
  PayoutRefused,
  type PayoutProvider,
  type PayoutReport,
  type PayoutRequest,
} from '../payout-provider.js';
import {
  batchRequestOf,
  OUT_NO,
  readBatch,
  readBatchNotice,
  readDetail,
  reportOf,
  sendsUserName,
  type TransferDetail,
} from './transfer-batch.js';

/** The user's openid under the merchant's appid; null when they have none (never logged in with WeChat). */
export type OpenIdOf = (userId: number) => Promise<string | null>;

export interface WechatTransferOptions {
  /** Where the payee's openid comes from when the request carries none (compose.ts hands it over). */
  openIdOf?: OpenIdOf;
  timeoutMs?: number;
  /** Seams for tests. */
  fetch?: typeof fetch;
  now?: () => number;
}

const BATCHES = '/v3/transfer/batches';
const NOTIFIED_EVENTS = ['MCHTRANSFER.BATCH.FINISHED', 'MCHTRANSFER.BATCH.CLOSED'];
// Reconciliation asks about a day's withdrawals; a few at a time keeps inside WeChat's rate limits.
const QUERIES_AT_ONCE = 4;

const batchPath = (withdrawNo: string) => `${BATCHES}/out-batch-no/${encodeURIComponent(withdrawNo)}`;

/**
 * WeChat Pay API v3 merchant transfer to balance: each withdrawal is a batch of one detail, both numbered
 * by the withdrawal. Signed, verified and decrypted exactly as WeChat Pay payments are (platform/wechat-pay).
 */
export class WechatTransferProvider implements PayoutProvider {
  readonly name = 'wechat';
  readonly acknowledgement = { status: 204, body: null };

  private readonly client: WechatPayClient;
  private readonly platformKeys: PlatformKeys;
  /** The key a payee's name is encrypted with, and its serial for Wechatpay-Serial. */
  private readonly sealingKey: { serial: string; key: KeyObject };
  private readonly now: () => number;

  constructor(
    private readonly config: WechatPayConfig,
    private readonly options: WechatTransferOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.platformKeys = platformKeysOf(config.platformPublicKeys);
    const [first] = this.platformKeys;
    if (!first) throw new Error('WeChat Pay payouts need a platform public key');
    this.sealingKey = { serial: first[0], key: first[1] };
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

  /**
   * POST /v3/transfer/batches. Accepted is not paid: the answer is `processing` until the batch finishes.
   * A refusal WeChat signed (4xx but 429) is certain only once the batch is not there: asking again for a
   * batch that exists (a retry, or the same number with other details) answers that batch instead.
   * Timeouts, 429 and 5xx leave the outcome unknown, to be asked about with the same number.
   */
  async pay(payout: PayoutRequest): Promise<PayoutReport> {
    if (!OUT_NO.test(payout.withdrawNo)) {
      throw new PayoutRefused(
        'PARAM_ERROR',
        `withdrawal number ${payout.withdrawNo} is not 1-32 letters or digits`,
      );
    }
    const openid = payout.openid ?? (await this.options.openIdOf?.(payout.userId)) ?? null;
    if (!openid) throw new PayoutRefused('NO_OPENID', 'the user has no WeChat openid under the merchant app');
    let encryptedUserName: string | null = null;
    if (sendsUserName(payout.amountCents)) {
      if (payout.realName.trim() === '')
        throw new PayoutRefused('NO_USER_NAME', 'the payee has no verified name');
      encryptedUserName = encryptSensitiveField(payout.realName.trim(), this.sealingKey.key);
    }
    const body = batchRequestOf(payout, { appId: this.config.appId, openid, encryptedUserName });
    let json: Record<string, unknown> | undefined;
    try {
      ({ json } = await this.client.call('POST', BATCHES, body, {
        headers: { 'wechatpay-serial': this.sealingKey.serial },
      }));
    } catch (error) {
      if (!certainRefusal(error)) throw error;
      const existing = await this.query(payout.withdrawNo).catch(() => undefined);
      if (existing) return existing;
      if (existing === null) throw new PayoutRefused(error.code, error.vendorMessage);
      throw error;
    }
    if (
      json?.out_batch_no !== payout.withdrawNo ||
      typeof json.batch_id !== 'string' ||
      json.batch_id === ''
    ) {
      throw invalidAnswer(`POST ${BATCHES}`, 'no batch_id for our out_batch_no');
    }
    // A repeated create of a batch that already ended answers its end: ask for the detail's outcome.
    if (json.batch_status === 'FINISHED' || json.batch_status === 'CLOSED') {
      const ended = await this.query(payout.withdrawNo);
      if (ended) return ended;
    }
    return {
      withdrawNo: payout.withdrawNo,
      state: 'processing',
      amountCents: payout.amountCents,
      providerRef: json.batch_id,
      failReason: '',
      finishedAt: null,
    };
  }

  /** The batch, then (once it FINISHED) its one detail; null when WeChat has no batch by that number. */
  async query(withdrawNo: string): Promise<PayoutReport | null> {
    const where = `GET ${BATCHES}/out-batch-no/{out_batch_no}`;
    let json: Record<string, unknown> | undefined;
    try {
      ({ json } = await this.client.call(
        'GET',
        `${batchPath(withdrawNo)}?need_query_detail=true&detail_status=ALL`,
      ));
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
    const batch = readBatch(json);
    if (typeof batch === 'string') throw invalidAnswer(where, batch);
    if (batch.out_batch_no !== withdrawNo || batch.mchid !== this.config.mchId) {
      throw invalidAnswer(where, 'the answer is about another batch or merchant');
    }
    const detail = batch.batch_status === 'FINISHED' ? await this.detailOf(withdrawNo) : null;
    return reportOf(batch, detail);
  }

  private async detailOf(withdrawNo: string): Promise<TransferDetail> {
    const where = `GET ${BATCHES}/out-batch-no/{out_batch_no}/details/out-detail-no/{out_detail_no}`;
    const path = `${batchPath(withdrawNo)}/details/out-detail-no/${encodeURIComponent(withdrawNo)}`;
    const { json } = await this.client.call('GET', path);
    const detail = readDetail(json);
    if (typeof detail === 'string') throw invalidAnswer(where, detail);
    if (detail.out_batch_no !== withdrawNo || detail.out_detail_no !== withdrawNo) {
      throw invalidAnswer(where, 'the answer is about another detail');
    }
    return detail;
  }

  /**
   * A batch notification names the batch and its totals only, so once its signature and encryption check,
   * the detail is asked for: that answer, signed too, is the outcome. A notification WeChat repeats reads
   * the same way every time.
   */
  async readNotification(
    headers: Record<string, string | undefined>,
    rawBody: string,
  ): Promise<PayoutReport> {
    const decoded = openWechatNotification(
      headers,
      rawBody,
      { events: NOTIFIED_EVENTS, originalType: 'mch_payment', what: 'payout' },
      { platformKeys: this.platformKeys, apiV3Key: this.config.apiV3Key, nowMs: this.now() },
    );
    const notice = readBatchNotice(decoded);
    if (typeof notice === 'string') throw new NotificationRejected(`the batch has ${notice}`);
    if (notice.mchid !== this.config.mchId) {
      throw new NotificationRejected('the batch belongs to another merchant');
    }
    const report = await this.query(notice.out_batch_no);
    if (!report) throw new NotificationRejected(`WeChat Pay has no batch ${notice.out_batch_no}`);
    return report;
  }

  async payoutsOf(withdrawNos: readonly string[]): Promise<PayoutReport[]> {
    const reports: PayoutReport[] = [];
    for (let start = 0; start < withdrawNos.length; start += QUERIES_AT_ONCE) {
      const slice = withdrawNos.slice(start, start + QUERIES_AT_ONCE);
      const answers = await Promise.all(slice.map((withdrawNo) => this.query(withdrawNo)));
      for (const answer of answers) if (answer) reports.push(answer);
    }
    return reports;
  }
}

export function createWechatTransferProvider(
  config: WechatPayConfig,
  options: WechatTransferOptions = {},
): WechatTransferProvider {
  return new WechatTransferProvider(config, options);
}

/** WeChat signed a refusal of the request itself; 429 (too often) asks for the same request later. */
function certainRefusal(error: unknown): error is WechatPayError {
  return (
    error instanceof WechatPayError &&
    error.verified &&
    error.status !== null &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 429
  );
}

function notFound(error: unknown): boolean {
  return error instanceof WechatPayError && error.verified && error.code === 'NOT_FOUND';
}

function invalidAnswer(where: string, why: string): WechatPayError {
  return new WechatPayError(
    'INVALID_RESPONSE',
    200,
    why,
    `WeChat Pay ${where} answered without what we need: ${why}`,
  );
}
