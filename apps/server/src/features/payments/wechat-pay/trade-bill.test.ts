import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { centsOfYuanText, checkBillDigest, readTradeBill, TradeBillUnreadable } from './trade-bill.js';

// The documented ALL bill: a header, detail lines with a backquote before every value, a summary.
const HEADER =
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注';
const PAID =
  '`2026-11-26 13:51:31,`wxfdc955f7104ad557,`1900000109,`0,`,`4200000612032130748613220688,`FX1764100000000a1b2c3d4e5f6,`oUser,`NATIVE,`SUCCESS,`OTHERS,`CNY,`12.50,`0.00,`0,`0,`0.00,`0.00,`,`,`狐币充值,`,`0.07500,`0.60%,`12.50,`0.00,`';
const REFUND =
  '`2026-11-26 15:02:11,`wxfdc955f7104ad557,`1900000109,`0,`,`4200000612032130748613220688,`FX1764100000000a1b2c3d4e5f6,`oUser,`NATIVE,`REFUND,`OTHERS,`CNY,`12.50,`0.00,`50300000000000000000000000000,`RF1764100000000aabbccddeeff,`3.00,`0.00,`ORIGINAL,`PROCESSING,`狐币充值,`,`-0.01800,`0.60%,`12.50,`3.00,`';
const SUMMARY =
  '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额\r\n`2,`12.50,`3.00,`0.00,`0.05700,`12.50,`3.00';

describe('the WeChat Pay trade bill', () => {
  it('reads payments and refunds by their documented columns, amounts in fen', () => {
    const bill = readTradeBill([HEADER, PAID, REFUND, SUMMARY].join('\r\n'));
    expect(bill.payments).toEqual([
      {
        orderNo: 'FX1764100000000a1b2c3d4e5f6',
        amountCents: 1250,
        transactionId: '4200000612032130748613220688',
      },
    ]);
    expect(bill.refunds).toEqual([
      {
        refundNo: 'RF1764100000000aabbccddeeff',
        orderNo: 'FX1764100000000a1b2c3d4e5f6',
        amountCents: 300,
        status: 'PROCESSING',
      },
    ]);
  });

  it('reads an empty day and refuses a line that is cut short', () => {
    expect(readTradeBill([HEADER, SUMMARY].join('\n'))).toEqual({ payments: [], refunds: [] });
    expect(() => readTradeBill([HEADER, '`2026-11-26 13:51:31,`wx', SUMMARY].join('\n'))).toThrow(
      TradeBillUnreadable,
    );
  });

  it('turns yuan text into fen without floating point', () => {
    expect(centsOfYuanText('0.01')).toBe(1);
    expect(centsOfYuanText('12.5')).toBe(1250);
    expect(centsOfYuanText('1234567.89')).toBe(123456789);
    expect(() => centsOfYuanText('-1.00')).toThrow(TradeBillUnreadable);
  });

  it('accepts the file only with the digest it came with', () => {
    const file = Buffer.from([HEADER, PAID, SUMMARY].join('\r\n'));
    const sha1 = createHash('sha1').update(file).digest('hex');
    expect(() => checkBillDigest(file, 'SHA1', sha1.toUpperCase())).not.toThrow();
    expect(() => checkBillDigest(Buffer.concat([file, Buffer.from('x')]), 'SHA1', sha1)).toThrow(
      TradeBillUnreadable,
    );
  });
});
