import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type {
  MerchantKeys,
  WechatPaySimulatorOptions,
  SimulatedOrder,
  ReceivedPayCall,
  NotificationOverrides,
  SignedNotification,
  WechatPaySimulator,
} from './wechat-pay-simulator-types.js';

/**
 * A local stand-in for WeChat Pay API v3 (direct merchant, Native payments): place, query and close by
 * out_trade_no, and refunds (wechat-pay-simulator-refunds.ts). Like the vendor it checks the merchant's Authorization signature (401 SIGN_ERROR), signs its
 * answers with its own platform key, and posts AES-256-GCM-encrypted, signed payment notifications. Its
 * crypto is written independently of the adapter's so the two check each other.
 */

export type {
  MerchantKeys,
  WechatPaySimulatorOptions,
  SimulatedOrder,
  SimulatedRefund,
  ReceivedPayCall,
  NotificationOverrides,
  SignedNotification,
  WechatPaySimulator,
} from './wechat-pay-simulator-types.js';
import { listenLocal } from './listen-local.js';
import { createRefundDesk, RefundFailure } from './wechat-pay-simulator-refunds.js';
import { BillFailure, createBillDesk } from './wechat-pay-simulator-bills.js';

const NATIVE_PATH = '/v3/pay/transactions/native';
const REFUNDS_PATH = '/v3/refund/domestic/refunds';
const TRADE_BILL_PATH = '/v3/bill/tradebill';
const REFUND_BY_NO = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/;
const BY_OUT_TRADE_NO = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/;
const OUT_TRADE_NO = /^[0-9A-Za-z_\-|*]{6,32}$/;
const SKEW_S = 300;

class PayFailure {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly message: string,
  ) {}
}

export function generateMerchantKeys(): MerchantKeys {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    serial: randomBytes(20).toString('hex').toUpperCase(),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }) as string,
  };
}

export async function startWechatPaySimulator(
  options: WechatPaySimulatorOptions,
): Promise<WechatPaySimulator> {
  const now = options.now ?? Date.now;
  const platform = generateMerchantKeys();
  const orders = new Map<string, SimulatedOrder>();
  const calls: ReceivedPayCall[] = [];
  let pendingFailure: PayFailure | undefined;
  let forgeNext = false;

  const seconds = () => Math.floor(now() / 1000);
  const lines = (...fields: string[]) => fields.map((field) => `${field}\n`).join('');
  const sign = (message: string, keyPem: string) =>
    createSign('RSA-SHA256').update(message).sign(keyPem, 'base64');
  const beijing = (ms: number) => `${new Date(ms + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;

  const signedHeaders = (
    body: string,
    keyPem = platform.privateKeyPem,
    serial = platform.serial,
    ts = seconds(),
  ) => {
    const nonce = randomBytes(16).toString('hex');
    return {
      'wechatpay-timestamp': String(ts),
      'wechatpay-nonce': nonce,
      'wechatpay-signature': sign(lines(String(ts), nonce, body), keyPem),
      'wechatpay-serial': serial,
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
    };
  };

  const checkAuthorization = (method: string, target: string, header: string | undefined, body: string) => {
    const refuse = (why: string) => new PayFailure(401, 'SIGN_ERROR', `签名错误，${why}`);
    const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header ?? '');
    if (!match) throw refuse('Authorization 缺失或认证类型错误');
    const params = Object.fromEntries(
      [...match[1]!.matchAll(/([a-z_]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (params.mchid !== options.mchId) throw refuse('商户号不匹配');
    if (params.serial_no !== options.merchantSerial) throw refuse('商户证书序列号不匹配');
    if (!params.nonce_str || !params.signature || !/^\d+$/.test(params.timestamp ?? '')) {
      throw refuse('Authorization 参数不完整');
    }
    if (Math.abs(seconds() - Number(params.timestamp)) > SKEW_S) throw refuse('时间戳过期');
    const message = lines(method, target, params.timestamp!, params.nonce_str, body);
    const good = createVerify('RSA-SHA256')
      .update(message)
      .verify(options.merchantPublicKeyPem, params.signature, 'base64');
    if (!good) throw refuse('请检查签名参数和方法是否都符合签名算法要求');
  };

  const refunds = createRefundDesk({ mchId: options.mchId, now, beijing, orders });
  let listening = '';
  const bills = createBillDesk(options, orders, refunds.all, () => listening);

  const transactionOf = (order: SimulatedOrder, overrides: NotificationOverrides = {}) => {
    const state = overrides.tradeState ?? order.state;
    const total = overrides.total ?? order.total;
    const paid = state === 'SUCCESS' || state === 'REFUND';
    return {
      appid: overrides.appId ?? order.appid,
      mchid: overrides.mchId ?? options.mchId,
      out_trade_no: order.outTradeNo,
      ...(order.transactionId ? { transaction_id: order.transactionId } : {}),
      trade_type: 'NATIVE',
      trade_state: state,
      trade_state_desc:
        { SUCCESS: '支付成功', NOTPAY: '订单未支付', CLOSED: '订单已关闭', REFUND: '转入退款' }[state] ??
        state,
      ...(paid
        ? { bank_type: 'OTHERS', success_time: order.successTime, payer: { openid: 'oSimPayer0001' } }
        : {}),
      attach: '',
      amount: paid
        ? { total, payer_total: total, currency: 'CNY', payer_currency: 'CNY' }
        : { total, currency: 'CNY', payer_currency: 'CNY' },
    };
  };

  const orderFor = (outTradeNo: string): SimulatedOrder => {
    const order = orders.get(outTradeNo);
    if (!order) throw new PayFailure(404, 'ORDER_NOT_EXIST', '订单不存在');
    return order;
  };

  const placeNative = (body: Record<string, any>): Record<string, unknown> => {
    if (body.mchid !== options.mchId) throw new PayFailure(400, 'MCH_NOT_EXISTS', '商户号不存在');
    if (body.appid !== options.appId)
      throw new PayFailure(400, 'APPID_MCHID_NOT_MATCH', 'AppID和mch_id不匹配');
    const total = body.amount?.total;
    const expire = body.time_expire;
    const rules: [boolean, string][] = [
      [
        typeof body.out_trade_no === 'string' && OUT_TRADE_NO.test(body.out_trade_no),
        'out_trade_no 须为6-32位数字、大小写字母或_-|*',
      ],
      [
        typeof body.description === 'string' && /^.{1,127}$/su.test(body.description),
        'description 长度须为1-127',
      ],
      [
        typeof body.notify_url === 'string' && /^https?:\/\/[^?#]+$/.test(body.notify_url),
        'notify_url 须为绝对地址且不能携带参数',
      ],
      [Number.isSafeInteger(total) && total >= 1, 'amount.total 须为正整数（分）'],
      [(body.amount?.currency ?? 'CNY') === 'CNY', 'amount.currency 仅支持 CNY'],
      [
        expire === undefined || (/T.*[+-]\d{2}:\d{2}$/.test(expire) && Date.parse(expire) > now()),
        'time_expire 须为带时区的 RFC3339 时间，且晚于当前时间',
      ],
    ];
    const broken = rules.find(([ok]) => !ok);
    if (broken) throw new PayFailure(400, 'PARAM_ERROR', broken[1]);
    const existing = orders.get(body.out_trade_no);
    if (existing) {
      if (existing.state === 'SUCCESS') throw new PayFailure(400, 'ORDERPAID', '该订单已支付');
      if (existing.state === 'CLOSED') throw new PayFailure(400, 'ORDER_CLOSED', '订单已关闭');
      const same = existing.total === total && existing.description === body.description;
      if (!same) throw new PayFailure(403, 'OUT_TRADE_NO_USED', '商户订单号重复');
      return { code_url: existing.codeUrl };
    }
    const order: SimulatedOrder = {
      outTradeNo: body.out_trade_no,
      appid: body.appid,
      description: body.description,
      notifyUrl: body.notify_url,
      total,
      timeExpire: body.time_expire ?? beijing(now() + 2 * 3600_000),
      codeUrl: `weixin://wxpay/bizpayurl?pr=${randomBytes(6).toString('base64url')}`,
      state: 'NOTPAY',
      transactionId: null,
      successTime: null,
    };
    orders.set(order.outTradeNo, order);
    return { code_url: order.codeUrl };
  };

  const route = (method: string, url: URL, raw: string): { status: number; body?: unknown } => {
    let body: Record<string, any> = {};
    if (method === 'POST') {
      try {
        body = JSON.parse(raw) as Record<string, any>;
      } catch {
        throw new PayFailure(400, 'INVALID_REQUEST', '请求体不是合法的JSON');
      }
    }
    if (method === 'POST' && url.pathname === NATIVE_PATH) return { status: 200, body: placeNative(body) };
    if (method === 'GET' && url.pathname === TRADE_BILL_PATH) {
      return { status: 200, body: bills.tradeBill(url.searchParams) };
    }
    if (method === 'POST' && url.pathname === REFUNDS_PATH)
      return { status: 200, body: refunds.create(body) };
    const refundMatch = REFUND_BY_NO.exec(url.pathname);
    if (method === 'GET' && refundMatch) {
      return { status: 200, body: refunds.query(decodeURIComponent(refundMatch[1]!)) };
    }
    const match = BY_OUT_TRADE_NO.exec(url.pathname);
    if (!match) throw new PayFailure(404, 'NOT_FOUND', '请求的资源不存在');
    const outTradeNo = decodeURIComponent(match[1]!);
    if (method === 'GET' && !match[2]) {
      if (url.searchParams.get('mchid') !== options.mchId)
        throw new PayFailure(400, 'PARAM_ERROR', 'mchid 不匹配');
      return { status: 200, body: transactionOf(orderFor(outTradeNo)) };
    }
    if (method === 'POST' && match[2]) {
      if (body.mchid !== options.mchId) throw new PayFailure(400, 'PARAM_ERROR', 'mchid 不匹配');
      const order = orderFor(outTradeNo);
      if (order.state === 'SUCCESS') throw new PayFailure(400, 'ORDERPAID', '订单已支付');
      order.state = 'CLOSED';
      return { status: 204 };
    }
    throw new PayFailure(405, 'METHOD_NOT_ALLOWED', '请求方法不被支持');
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
        if (!req.headers['user-agent']) throw new PayFailure(400, 'INVALID_REQUEST', '缺少 User-Agent');
        if (method === 'POST' && !/^application\/json/.test(req.headers['content-type'] ?? '')) {
          throw new PayFailure(400, 'INVALID_REQUEST', 'Content-Type 须为 application/json');
        }
        checkAuthorization(method, req.url ?? '/', req.headers.authorization, raw);
        const failure = pendingFailure;
        pendingFailure = undefined;
        if (failure) throw failure;
        // The bill file itself, unsigned (its digest came with the address).
        if (bills.sendFile(method, url, res, calls)) return;
        ({ status, body: payload } = route(method, url, raw));
      } catch (error) {
        const failure =
          error instanceof PayFailure || error instanceof RefundFailure || error instanceof BillFailure
            ? error
            : new PayFailure(500, 'SYSTEM_ERROR', `系统错误：${String(error)}`);
        status = failure.status;
        payload = { code: failure.code, message: failure.message };
      }
      const text = payload === undefined ? '' : JSON.stringify(payload);
      const code = (payload as { code?: string } | undefined)?.code;
      calls.push({ method, path: url.pathname, status, ...(status >= 300 && code ? { code } : {}) });
      const headers: Record<string, string> = { 'request-id': randomBytes(16).toString('hex') };
      if (text) headers['content-type'] = 'application/json; charset=utf-8';
      // WeChat does not sign the answer to a request whose own signature failed.
      if (status !== 401) {
        const forger = forgeNext ? generateMerchantKeys().privateKeyPem : undefined;
        forgeNext = false;
        Object.assign(headers, signedHeaders(text, forger));
      }
      res.writeHead(status, headers);
      res.end(text);
    });
  });

  const known = (outTradeNo: string): SimulatedOrder => {
    const order = orders.get(outTradeNo);
    if (!order) throw new Error(`the simulator has no order ${outTradeNo}`);
    return order;
  };

  /** A notification as WeChat posts it: the resource encrypted with the API v3 key, the body signed. */
  const sealed = (
    resource: unknown,
    originalType: string,
    eventType: string,
    summary: string,
    overrides: NotificationOverrides,
  ): SignedNotification => {
    const nonce = randomBytes(6).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(overrides.apiV3Key ?? options.apiV3Key), nonce);
    cipher.setAAD(Buffer.from(originalType));
    const plain = JSON.stringify(resource);
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    const body = JSON.stringify({
      id: randomBytes(18).toString('hex'),
      create_time: beijing(now()),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary,
      resource: {
        original_type: overrides.originalType ?? originalType,
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: ciphertext.toString('base64'),
        associated_data: originalType,
        nonce,
      },
    });
    const headers = {
      'content-type': 'application/json',
      ...signedHeaders(body, overrides.signingKeyPem, overrides.serial, overrides.timestamp),
    };
    return { headers, body };
  };

  const notificationFor = (outTradeNo: string, overrides: NotificationOverrides = {}): SignedNotification => {
    const eventType = overrides.eventType ?? 'TRANSACTION.SUCCESS';
    const summary = eventType === 'TRANSACTION.SUCCESS' ? '支付成功' : '通知';
    return sealed(transactionOf(known(outTradeNo), overrides), 'transaction', eventType, summary, overrides);
  };

  const refundNotificationFor = (outRefundNo: string, overrides: NotificationOverrides = {}) => {
    const refund = refunds.known(outRefundNo);
    const eventType = overrides.eventType ?? `REFUND.${overrides.refundStatus ?? refund.status}`;
    const summary = eventType === 'REFUND.SUCCESS' ? '退款成功' : '退款通知';
    return sealed(refunds.resourceOf(refund, overrides), 'refund', eventType, summary, overrides);
  };

  const post = async (url: string, notification: SignedNotification) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...notification.headers, 'user-agent': 'Mozilla/4.0' },
      body: notification.body,
    });
    return { status: response.status, body: await response.text() };
  };

  const notify = (outTradeNo: string, overrides?: NotificationOverrides) =>
    post(known(outTradeNo).notifyUrl, notificationFor(outTradeNo, overrides));

  const notifyRefund = (outRefundNo: string, overrides?: NotificationOverrides) => {
    const { notifyUrl } = refunds.known(outRefundNo);
    if (!notifyUrl) throw new Error(`refund ${outRefundNo} was asked for without a notify_url`);
    return post(notifyUrl, refundNotificationFor(outRefundNo, overrides));
  };

  const markPaid = (outTradeNo: string): SimulatedOrder => {
    const order = known(outTradeNo);
    if (order.state === 'CLOSED') throw new Error(`order ${outTradeNo} is closed and cannot be paid`);
    if (Date.parse(order.timeExpire) <= now())
      throw new Error(`order ${outTradeNo} expired at ${order.timeExpire}`);
    if (order.state !== 'SUCCESS') {
      order.state = 'SUCCESS';
      order.transactionId = `4200${Array.from(randomBytes(24), (byte) => byte % 10).join('')}`;
      order.successTime = beijing(now());
    }
    return order;
  };

  const base = await listenLocal(server);
  listening = base;

  return {
    base: base,
    platformSerial: platform.serial,
    platformPublicKeyPem: platform.publicKeyPem,
    calls,
    order: (outTradeNo) => orders.get(outTradeNo),
    markPaid,
    async pay(outTradeNo) {
      markPaid(outTradeNo);
      return notify(outTradeNo);
    },
    notify,
    notificationFor,
    refund: (outRefundNo) => refunds.all.get(outRefundNo),
    finishRefund: (outRefundNo, status) => refunds.finish(outRefundNo, status),
    notifyRefund,
    refundNotificationFor,
    failNext(status, code, message = '模拟的错误') {
      pendingFailure = new PayFailure(status, code, message);
    },
    forgeNextAnswer() {
      forgeNext = true;
    },
    bills,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
