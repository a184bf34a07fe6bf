import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  AliyunSmsError,
  AliyunSmsProvider,
  canonicalQuery,
  percentEncode,
  sendSmsParams,
  signature,
  signedQuery,
  stringToSign,
  vendorTimestamp,
} from './aliyun-sms.js';

/** HMAC-SHA1 + Base64 computed by the openssl command line, independent of node:crypto use in the adapter. */
function opensslSignature(toSign: string, secret: string): string {
  return execFileSync(
    'sh',
    ['-c', 'printf %s "$STRING_TO_SIGN" | openssl dgst -sha1 -hmac "$HMAC_KEY" -binary | base64'],
    { env: { ...process.env, STRING_TO_SIGN: toSign, HMAC_KEY: `${secret}&` }, encoding: 'utf8' },
  ).trim();
}

describe('percentEncode', () => {
  it('follows the vendor rules: space %20, * %2A, ~ kept, unreserved kept', () => {
    expect(percentEncode('a b')).toBe('a%20b');
    expect(percentEncode('*')).toBe('%2A');
    expect(percentEncode('~')).toBe('~');
    expect(percentEncode('AZaz09-_.~')).toBe('AZaz09-_.~');
  });

  it("encodes what encodeURIComponent leaves alone (! ' ( ) *) and the reserved characters", () => {
    expect(percentEncode("!'()*")).toBe('%21%27%28%29%2A');
    expect(percentEncode('+/=&:,"{}')).toBe('%2B%2F%3D%26%3A%2C%22%7B%7D');
  });

  it('encodes UTF-8 bytes in upper-case hex', () => {
    expect(percentEncode('狐狸')).toBe('%E7%8B%90%E7%8B%B8');
  });
});

describe('canonicalQuery and stringToSign', () => {
  it('sorts by name in code-unit order (upper case first) and leaves Signature out', () => {
    expect(canonicalQuery({ b: '2', Action: 'x y', AccessKeyId: 'id', Signature: 'zzz', a: '1' })).toBe(
      'AccessKeyId=id&Action=x%20y&a=1&b=2',
    );
  });

  it('builds GET&%2F&encoded-query', () => {
    expect(stringToSign('GET', 'A=1&B=%2A')).toBe('GET&%2F&A%3D1%26B%3D%252A');
  });

  it("reproduces the vendor's published example (DescribeRegions, testid / testsecret)", () => {
    const query = canonicalQuery({
      TimeStamp: '2016-02-23T12:46:24Z',
      Format: 'XML',
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      Version: '2014-05-26',
      SignatureVersion: '1.0',
    });
    const toSign = stringToSign('GET', query);
    expect(toSign).toBe(
      'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1' +
        '%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0' +
        '%26TimeStamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26',
    );
    expect(signature(toSign, 'testsecret')).toBe('CT9X0VtwR86fNWSnsc6v8YGOjuE=');
  });
});

describe('signature', () => {
  it('matches openssl on a SendSms string to sign with Chinese, spaces and reserved characters', () => {
    const params = sendSmsParams({
      accessKeyId: 'LTAI-test-id',
      phoneNumbers: '13800000001',
      signName: '狐狸 社区*~',
      templateCode: 'SMS_123456789',
      templateParam: { code: '4821' },
      timestamp: new Date('2025-06-01T08:09:10.987Z'),
      nonce: '6a1b2c3d-0000-4000-8000-000000000001',
    });
    const toSign = stringToSign('GET', canonicalQuery(params));
    const expected = opensslSignature(toSign, 'secret');
    expect(expected).toMatch(/^[A-Za-z0-9+/]{27}=$/);
    expect(signature(toSign, 'secret')).toBe(expected);
  });

  it('signedQuery appends the encoded signature to the canonical query', () => {
    const params = { Action: 'SendSms', AccessKeyId: 'id' };
    const query = signedQuery(params, 'secret');
    const expected = signature(stringToSign('GET', canonicalQuery(params)), 'secret');
    expect(query).toBe(`${canonicalQuery(params)}&Signature=${percentEncode(expected)}`);
  });
});

describe('sendSmsParams', () => {
  it('carries every documented parameter of SendSms', () => {
    const params = sendSmsParams({
      accessKeyId: 'id',
      phoneNumbers: '13800000001',
      signName: '狐狸社区',
      templateCode: 'SMS_1',
      templateParam: { code: '1234' },
      timestamp: new Date('2025-06-01T08:09:10.987Z'),
      nonce: 'n-1',
    });
    expect(params).toEqual({
      AccessKeyId: 'id',
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: '13800000001',
      SignName: '狐狸社区',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: 'n-1',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_1',
      TemplateParam: '{"code":"1234"}',
      Timestamp: '2025-06-01T08:09:10Z',
      Version: '2017-05-25',
    });
  });

  it('writes the timestamp in UTC without milliseconds', () => {
    expect(vendorTimestamp(new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 6)))).toBe('2024-01-02T03:04:05Z');
  });
});

describe('AliyunSmsProvider with a stubbed HTTP client', () => {
  const base = {
    endpoint: 'https://dysmsapi.aliyuncs.com/',
    accessKeyId: 'id',
    accessKeySecret: 'secret',
    signName: '狐狸社区',
    templateCode: 'SMS_1',
    now: () => new Date('2025-06-01T08:00:00Z'),
    nonce: () => 'nonce-1',
  };
  const message = { phone: '13800000001', code: '1234', purpose: 'login' as const };
  const answering = (status: number, body: string) =>
    (async () => new Response(body, { status })) as unknown as typeof fetch;

  it('sends one signed GET to the endpoint and resolves on Code OK', async () => {
    const seen: URL[] = [];
    const fetchStub = (async (url: URL) => {
      seen.push(url);
      return new Response(JSON.stringify({ Code: 'OK', Message: 'OK', BizId: '1^0', RequestId: 'R' }));
    }) as unknown as typeof fetch;
    await new AliyunSmsProvider({ ...base, fetch: fetchStub }).send(message);
    expect(seen).toHaveLength(1);
    const url = seen[0]!;
    expect(url.origin + url.pathname).toBe('https://dysmsapi.aliyuncs.com/');
    expect(url.searchParams.get('PhoneNumbers')).toBe('13800000001');
    expect(url.searchParams.get('TemplateParam')).toBe('{"code":"1234"}');
    expect(url.searchParams.get('SignatureNonce')).toBe('nonce-1');
    const unsigned = Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'Signature'));
    expect(url.searchParams.get('Signature')).toBe(
      opensslSignature(stringToSign('GET', canonicalQuery(unsigned)), 'secret'),
    );
  });

  it("throws the vendor's Code and Message when Code is not OK", async () => {
    const provider = new AliyunSmsProvider({
      ...base,
      fetch: answering(
        200,
        '{"Code":"isv.BUSINESS_LIMIT_CONTROL","Message":"触发分钟级流控","RequestId":"R1"}',
      ),
    });
    const error = await provider.send(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AliyunSmsError);
    expect(error).toMatchObject({
      code: 'isv.BUSINESS_LIMIT_CONTROL',
      details: { vendorMessage: '触发分钟级流控', requestId: 'R1', httpStatus: 200 },
    });
    expect((error as Error).message).toBe(
      'Aliyun SMS SendSms failed with isv.BUSINESS_LIMIT_CONTROL: 触发分钟级流控 (HTTP 200, request R1)',
    );
  });

  it('names an answer that is not JSON', async () => {
    const provider = new AliyunSmsProvider({ ...base, fetch: answering(502, '<html>Bad Gateway</html>') });
    await expect(provider.send(message)).rejects.toMatchObject({
      code: 'InvalidResponse',
      message: expect.stringContaining('HTTP 502 with a body that is not JSON: <html>Bad Gateway</html>'),
    });
  });

  it('turns a network failure into a readable error without the query', async () => {
    const fetchStub = (async () => {
      throw new TypeError('fetch failed', {
        cause: new Error('getaddrinfo ENOTFOUND dysmsapi.aliyuncs.com'),
      });
    }) as unknown as typeof fetch;
    const error = (await new AliyunSmsProvider({ ...base, fetch: fetchStub })
      .send(message)
      .catch((e: unknown) => e)) as AliyunSmsError;
    expect(error.code).toBe('NetworkError');
    expect(error.message).toBe(
      'Aliyun SMS at https://dysmsapi.aliyuncs.com/ could not be reached: getaddrinfo ENOTFOUND dysmsapi.aliyuncs.com',
    );
    expect(error.message).not.toContain('13800000001');
  });

  it('gives up after the timeout', async () => {
    const hanging = ((_url: URL, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason));
      })) as unknown as typeof fetch;
    const provider = new AliyunSmsProvider({ ...base, fetch: hanging, timeoutMs: 50 });
    await expect(provider.send(message)).rejects.toMatchObject({
      code: 'Timeout',
      message: 'Aliyun SMS at https://dysmsapi.aliyuncs.com/ did not answer within 50 ms',
    });
  });
});
