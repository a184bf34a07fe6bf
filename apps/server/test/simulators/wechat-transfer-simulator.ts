import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { listenLocal } from './listen-local.js';
import { generateMerchantKeys } from './wechat-pay-simulator.js';
import { createAnswer } from './wechat-transfer-simulator-answers.js';
import { createBatchDesk } from './wechat-transfer-simulator-batches.js';
import {
  checkAuthorization,
  sealResource,
  signedHeaders,
  SimulatedFailure,
} from './wechat-transfer-simulator-crypto.js';
import type {
  ReceivedPayCall,
  SignedNotification,
  TransferNotificationOverrides,
  WechatTransferSimulator,
  WechatTransferSimulatorOptions,
} from './wechat-transfer-simulator-types.js';

/**
 * A local stand-in for WeChat Pay API v3 merchant transfer to balance (商家转账到零钱): create a batch,
 * query it by out_batch_no (with its details once finished) and a detail by out_detail_no. Like the vendor
 * it checks the merchant's Authorization (401 SIGN_ERROR), signs every answer with its platform key, opens
 * the payee's name encrypted with that key's public half, and posts signed MCHTRANSFER.BATCH.* notifications
 * with an AES-256-GCM resource. Tests end batches (finish, fail a payee, close) and plant mismatches.
 */

export type * from './wechat-transfer-simulator-types.js';
export { generateMerchantKeys } from './wechat-pay-simulator.js';

const BATCHES = '/v3/transfer/batches';
const BATCH_BY_OUT_NO = /^\/v3\/transfer\/batches\/out-batch-no\/([^/]+)$/;
const DETAIL_BY_OUT_NO = /^\/v3\/transfer\/batches\/out-batch-no\/([^/]+)\/details\/out-detail-no\/([^/]+)$/;

export async function startWechatTransferSimulator(
  options: WechatTransferSimulatorOptions,
): Promise<WechatTransferSimulator> {
  const now = options.now ?? Date.now;
  const platform = generateMerchantKeys();
  const calls: ReceivedPayCall[] = [];
  const deliveries: { outBatchNo: string; status: number }[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let pendingFailure: SimulatedFailure | undefined;
  let forgeNext = false;

  const seconds = () => Math.floor(now() / 1000);
  const beijing = (ms: number) => `${new Date(ms + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
  const desk = createBatchDesk({
    options,
    now,
    beijing,
    platformSerial: platform.serial,
    platformPrivateKeyPem: platform.privateKeyPem,
  });

  const route = (req: http.IncomingMessage, url: URL, raw: string): { status: number; body: unknown } => {
    const method = req.method ?? 'GET';
    if (method === 'POST' && url.pathname === BATCHES) {
      let body: Record<string, any>;
      try {
        body = JSON.parse(raw) as Record<string, any>;
      } catch {
        throw new SimulatedFailure(400, 'INVALID_REQUEST', '请求体不是合法的JSON');
      }
      const serial = req.headers['wechatpay-serial'];
      const { batch, created } = desk.create(body, Array.isArray(serial) ? serial[0] : serial);
      if (created && options.autoFinishMs !== undefined) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          complete(batch.outBatchNo).catch(() => undefined);
        }, options.autoFinishMs);
        timers.add(timer);
      }
      return { status: 200, body: createAnswer(batch) };
    }
    if (method !== 'GET') throw new SimulatedFailure(405, 'METHOD_NOT_ALLOWED', '请求方法不被支持');
    const detail = DETAIL_BY_OUT_NO.exec(url.pathname);
    if (detail) {
      const [outBatchNo, outDetailNo] = [decodeURIComponent(detail[1]!), decodeURIComponent(detail[2]!)];
      return { status: 200, body: desk.queryDetail(outBatchNo, outDetailNo) };
    }
    const batch = BATCH_BY_OUT_NO.exec(url.pathname);
    if (batch) return { status: 200, body: desk.queryBatch(decodeURIComponent(batch[1]!), url.searchParams) };
    throw new SimulatedFailure(404, 'NOT_FOUND', '请求的资源不存在');
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const method = req.method ?? 'GET';
      const url = new URL(req.url ?? '/', 'http://simulator');
      let status: number;
      let payload: unknown;
      try {
        if (!req.headers['user-agent']) throw new SimulatedFailure(400, 'INVALID_REQUEST', '缺少 User-Agent');
        if (method === 'POST' && !/^application\/json/.test(req.headers['content-type'] ?? '')) {
          throw new SimulatedFailure(400, 'INVALID_REQUEST', 'Content-Type 须为 application/json');
        }
        checkAuthorization(
          options,
          { method, target: req.url ?? '/', header: req.headers.authorization, body: raw },
          seconds(),
        );
        const failure = pendingFailure;
        pendingFailure = undefined;
        if (failure) throw failure;
        ({ status, body: payload } = route(req, url, raw));
      } catch (error) {
        const failure =
          error instanceof SimulatedFailure
            ? error
            : new SimulatedFailure(500, 'SYSTEM_ERROR', `系统错误：${String(error)}`);
        status = failure.status;
        payload = { code: failure.code, message: failure.message };
      }
      const text = JSON.stringify(payload);
      const code = (payload as { code?: string }).code;
      calls.push({ method, path: url.pathname, status, ...(status >= 300 && code ? { code } : {}) });
      const headers: Record<string, string> = {
        'request-id': randomBytes(16).toString('hex'),
        'content-type': 'application/json; charset=utf-8',
      };
      // WeChat does not sign the answer to a request whose own signature failed.
      if (status !== 401) {
        const key = forgeNext ? generateMerchantKeys().privateKeyPem : platform.privateKeyPem;
        forgeNext = false;
        Object.assign(headers, signedHeaders(text, key, platform.serial, seconds()));
      }
      res.writeHead(status, headers);
      res.end(text);
    });
  });

  const notificationFor = (
    outBatchNo: string,
    overrides: TransferNotificationOverrides = {},
  ): SignedNotification => {
    const batch = desk.known(outBatchNo);
    const ended = overrides.batchStatus ?? batch.status;
    const eventType =
      overrides.eventType ?? `MCHTRANSFER.BATCH.${ended === 'CLOSED' ? 'CLOSED' : 'FINISHED'}`;
    const resource = sealResource(
      desk.resourceOf(batch, overrides),
      'mch_payment',
      overrides.apiV3Key ?? options.apiV3Key,
    );
    if (overrides.originalType) resource.original_type = overrides.originalType;
    const body = JSON.stringify({
      id: randomBytes(18).toString('hex'),
      create_time: beijing(now()),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType.endsWith('CLOSED') ? '商家转账批次关闭通知' : '商家转账批次完成通知',
      resource,
    });
    const headers = {
      'content-type': 'application/json',
      ...signedHeaders(
        body,
        overrides.signingKeyPem ?? platform.privateKeyPem,
        overrides.serial ?? platform.serial,
        overrides.timestamp ?? seconds(),
      ),
    };
    return { headers, body };
  };

  const notify = async (outBatchNo: string, overrides?: TransferNotificationOverrides) => {
    const { notifyUrl } = desk.known(outBatchNo);
    if (!notifyUrl) throw new Error(`batch ${outBatchNo} was created without a notify_url`);
    const notification = notificationFor(outBatchNo, overrides);
    const response = await fetch(notifyUrl, {
      method: 'POST',
      headers: { ...notification.headers, 'user-agent': 'Mozilla/4.0' },
      body: notification.body,
    });
    const answer = { status: response.status, body: await response.text() };
    deliveries.push({ outBatchNo, status: answer.status });
    return answer;
  };

  const complete = (outBatchNo: string) => {
    desk.finish(outBatchNo);
    return notify(outBatchNo);
  };

  const base = await listenLocal(server);

  return {
    base,
    platformSerial: platform.serial,
    platformPublicKeyPem: platform.publicKeyPem,
    calls,
    deliveries,
    batch: (outBatchNo) => desk.all.get(outBatchNo),
    failPayee: desk.failPayee,
    setRealName: desk.setRealName,
    process: desk.process,
    finish: desk.finish,
    closeBatch: desk.closeBatch,
    complete,
    notify,
    notificationFor,
    plantMismatch: desk.plant,
    failNext(status, code, message = '模拟的错误') {
      pendingFailure = new SimulatedFailure(status, code, message);
    },
    forgeNextAnswer() {
      forgeNext = true;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
