import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { ReceivedPayCall, SimulatedOrder, SimulatedRefund } from './wechat-pay-simulator-types.js';

/**
 * The trade bills of the WeChat Pay simulator, as API v3 documents them for direct merchants: GET
 * /v3/bill/tradebill?bill_date=&bill_type=ALL answers a download address with the file's SHA1, and the
 * address answers the file, unsigned. The file is the ALL bill: a header line, one line per payment taken
 * (SUCCESS) and per refund asked for (REFUND) that day, every value after a backquote, amounts in yuan, then
 * the summary's header and line. A day without trades has no bill (NO_STATEMENT_EXIST).
 *
 * A test plants what the real bill might hold against our ledger: a payment we never took, another amount
 * for one of ours, a refund we never asked for, or a line left out.
 */

export class BillFailure {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly message: string,
  ) {}
}

export interface PlantedPayment {
  outTradeNo: string;
  /** Fen. */
  total: number;
  /** 'YYYY-MM-DD'. */
  day: string;
}

export interface PlantedRefund {
  outRefundNo: string;
  outTradeNo: string;
  refund: number;
  total: number;
  day: string;
  status?: 'SUCCESS' | 'PROCESSING';
}

const HEADER =
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注';
const SUMMARY_HEADER =
  '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额';
export const DOWNLOAD_PATH = '/v3/billdownload/file';

const yuan = (fen: number) => (fen / 100).toFixed(2);
const line = (values: string[]) => values.map((value) => `\`${value}`).join(',');
/** 'YYYY-MM-DD HH:MM:SS' of a '+08:00' RFC 3339 time. */
const billTime = (rfc3339: string) => rfc3339.slice(0, 19).replace('T', ' ');

export function createBillDesk(
  { mchId, appId }: { mchId: string; appId: string },
  orders: Map<string, SimulatedOrder>,
  refunds: Map<string, SimulatedRefund>,
  base: () => string,
) {
  const files = new Map<string, Buffer>();
  const planted: PlantedPayment[] = [];
  const plantedRefunds: PlantedRefund[] = [];
  const amounts = new Map<string, number>();
  const left = new Set<string>();
  const creating = new Set<string>();

  const paymentLine = (time: string, no: string, txn: string, total: number, description: string) => {
    const shown = amounts.get(no) ?? total;
    return line([
      time,
      appId,
      mchId,
      '0',
      '',
      txn,
      no,
      'oSimPayer0001',
      'NATIVE',
      'SUCCESS',
      'OTHERS',
      'CNY',
      yuan(shown),
      '0.00',
      '0',
      '0',
      '0.00',
      '0.00',
      '',
      '',
      description,
      '',
      '0.00000',
      '0.60%',
      yuan(shown),
      '0.00',
      '',
    ]);
  };
  const refundLine = (time: string, r: Omit<PlantedRefund, 'day'> & { refundId: string; txn: string }) => {
    const shown = amounts.get(r.outRefundNo) ?? r.refund;
    return line([
      time,
      appId,
      mchId,
      '0',
      '',
      r.txn,
      r.outTradeNo,
      'oSimPayer0001',
      'NATIVE',
      'REFUND',
      'OTHERS',
      'CNY',
      yuan(r.total),
      '0.00',
      r.refundId,
      r.outRefundNo,
      yuan(shown),
      '0.00',
      'ORIGINAL',
      r.status ?? 'SUCCESS',
      '',
      '',
      '0.00000',
      '0.60%',
      yuan(r.total),
      yuan(shown),
      '',
    ]);
  };

  /** The bill of a day as the file reads, or null when nothing happened that day. */
  const billOf = (day: string): string | null => {
    const lines: string[] = [];
    let paid = 0;
    let refunded = 0;
    for (const order of orders.values()) {
      if (!order.successTime?.startsWith(day) || left.has(order.outTradeNo)) continue;
      lines.push(
        paymentLine(
          billTime(order.successTime),
          order.outTradeNo,
          order.transactionId!,
          order.total,
          order.description,
        ),
      );
      paid += amounts.get(order.outTradeNo) ?? order.total;
    }
    for (const p of planted.filter((p) => p.day === day)) {
      lines.push(paymentLine(`${day} 12:00:00`, p.outTradeNo, `4200${randomDigits(24)}`, p.total, ''));
      paid += p.total;
    }
    for (const refund of refunds.values()) {
      if (!refund.createTime.startsWith(day) || left.has(refund.outRefundNo)) continue;
      const status = refund.status === 'SUCCESS' ? 'SUCCESS' : 'PROCESSING';
      lines.push(
        refundLine(billTime(refund.createTime), {
          ...refund,
          status,
          txn: refund.transactionId,
        }),
      );
      refunded += amounts.get(refund.outRefundNo) ?? refund.refund;
    }
    for (const r of plantedRefunds.filter((r) => r.day === day)) {
      lines.push(refundLine(`${day} 12:00:00`, { ...r, refundId: `50${randomDigits(27)}`, txn: '' }));
      refunded += r.refund;
    }
    if (lines.length === 0) return null;
    const summary = line([
      String(lines.length),
      yuan(paid),
      yuan(refunded),
      '0.00',
      '0.00000',
      yuan(paid),
      yuan(refunded),
    ]);
    return `${[HEADER, ...lines, SUMMARY_HEADER, summary].join('\r\n')}\r\n`;
  };

  /** GET /v3/bill/tradebill. */
  const tradeBill = (query: URLSearchParams) => {
    const day = query.get('bill_date') ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new BillFailure(400, 'PARAM_ERROR', 'bill_date 格式错误');
    if ((query.get('bill_type') ?? 'ALL') !== 'ALL')
      throw new BillFailure(400, 'PARAM_ERROR', '模拟器仅支持 ALL');
    if (creating.has(day)) throw new BillFailure(400, 'STATEMENT_CREATING', '账单生成中');
    const text = billOf(day);
    if (text === null) throw new BillFailure(400, 'NO_STATEMENT_EXIST', '请求的账单文件不存在');
    const file = Buffer.from(text, 'utf8');
    const token = randomBytes(24).toString('base64url');
    files.set(token, file);
    return {
      hash_type: 'SHA1',
      hash_value: createHash('sha1').update(file).digest('hex'),
      download_url: `${base()}${DOWNLOAD_PATH}?token=${token}`,
    };
  };

  /** GET /v3/billdownload/file?token=: the file, once its address was given. */
  const download = (query: URLSearchParams): Buffer => {
    const file = files.get(query.get('token') ?? '');
    if (!file) throw new BillFailure(400, 'PARAM_ERROR', '下载地址无效或已过期');
    return file;
  };

  /** Answers a download of a bill file (true), or leaves the request to the API's routes (false). */
  const sendFile = (method: string, url: URL, res: ServerResponse, calls: ReceivedPayCall[]) => {
    if (method !== 'GET' || url.pathname !== DOWNLOAD_PATH) return false;
    const file = download(url.searchParams);
    calls.push({ method, path: url.pathname, status: 200 });
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    res.end(file);
    return true;
  };

  return {
    tradeBill,
    sendFile,
    billOf,
    plantPayment: (payment: PlantedPayment) => void planted.push(payment),
    plantRefund: (refund: PlantedRefund) => void plantedRefunds.push(refund),
    /** The bill shows another amount (fen) for an order or refund number. */
    changeAmount: (no: string, fen: number) => void amounts.set(no, fen),
    /** The bill leaves an order or refund out. */
    leaveOut: (no: string) => void left.add(no),
    /** The bill of a day is still being made (STATEMENT_CREATING) until `ready`. */
    creating: (day: string, still = true) => void (still ? creating.add(day) : creating.delete(day)),
    reset() {
      planted.length = 0;
      plantedRefunds.length = 0;
      amounts.clear();
      left.clear();
      creating.clear();
    },
  };
}

function randomDigits(count: number): string {
  return Array.from(randomBytes(count), (byte) => byte % 10).join('');
}
