import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/platform/config.js';
import {
  AliyunSmsError,
  AliyunSmsProvider,
  canonicalQuery,
  percentEncode,
  sendSmsParams,
  signature,
  signedQuery,
  stringToSign,
  type AliyunSmsOptions,
} from '../src/features/auth/sms/aliyun-sms.js';
import { ConsoleSmsProvider } from '../src/features/auth/sms/console-sms.js';
import { createSmsProvider } from '../src/features/auth/sms/create-sms-provider.js';
import { startAliyunSmsSimulator, type AliyunSmsSimulator } from './simulators/aliyun-sms-simulator.js';

const ACCESS_KEY_ID = 'LTAI5tTestKeyId';
const ACCESS_KEY_SECRET = 'TestSecret/with+odd=chars';
const SIGN_NAME = '狐狸社区';
const TEMPLATE_CODE = 'SMS_465890123';
const login = { phone: '13800000001', code: '482913', purpose: 'login' as const };

async function rejection(promise: Promise<unknown>): Promise<AliyunSmsError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AliyunSmsError);
  return error as AliyunSmsError;
}

/** A port nothing listens on: bound once, then closed. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('AliyunSmsProvider against the SendSms simulator', () => {
  let simulator: AliyunSmsSimulator;
  const adapter = (overrides: Partial<AliyunSmsOptions> = {}) =>
    new AliyunSmsProvider({
      endpoint: simulator.endpoint,
      accessKeyId: ACCESS_KEY_ID,
      accessKeySecret: ACCESS_KEY_SECRET,
      signName: SIGN_NAME,
      templateCode: TEMPLATE_CODE,
      ...overrides,
    });

  beforeAll(async () => {
    simulator = await startAliyunSmsSimulator({
      accessKeys: { [ACCESS_KEY_ID]: ACCESS_KEY_SECRET },
      signNames: [SIGN_NAME, '狐狸 社区*~(测试)'],
      templateCodes: [TEMPLATE_CODE],
    });
  });
  afterAll(() => simulator.close());
  beforeEach(() => simulator.reset());

  it('delivers the code to the phone with the sign name and template', async () => {
    await adapter().send(login);
    expect(simulator.delivered).toEqual([
      expect.objectContaining({
        phone: '13800000001',
        signName: SIGN_NAME,
        templateCode: TEMPLATE_CODE,
        templateParam: { code: '482913' },
      }),
    ]);
    expect(simulator.calls).toEqual([expect.objectContaining({ method: 'GET', status: 200, code: 'OK' })]);
    expect(simulator.delivered[0]!.bizId).toMatch(/^\d+\^0$/);
  });

  it('signs what the simulator recomputes even with spaces, * ~ ( ) and Chinese in a value', async () => {
    await adapter({ signName: '狐狸 社区*~(测试)' }).send({ ...login, phone: '+8613800000002' });
    expect(simulator.delivered.map((m) => [m.phone, m.signName])).toEqual([
      ['+8613800000002', '狐狸 社区*~(测试)'],
    ]);
  });

  it('uses a fresh SignatureNonce for every send', async () => {
    const provider = adapter();
    await provider.send(login);
    await provider.send({ ...login, code: '111111' });
    const nonces = simulator.calls.map((c) => c.params.SignatureNonce);
    expect(nonces).toHaveLength(2);
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(simulator.delivered.map((m) => m.templateParam.code)).toEqual(['482913', '111111']);
  });

  it('surfaces SignatureDoesNotMatch when the secret is wrong, and delivers nothing', async () => {
    const error = await rejection(adapter({ accessKeySecret: 'not-the-secret' }).send(login));
    expect(error.code).toBe('SignatureDoesNotMatch');
    expect(error.details.httpStatus).toBe(400);
    expect(error.message).toMatch(
      /^Aliyun SMS SendSms failed with SignatureDoesNotMatch: Specified signature/,
    );
    expect(simulator.delivered).toEqual([]);
  });

  it('surfaces InvalidAccessKeyId.NotFound for an unknown AccessKey ID', async () => {
    const error = await rejection(adapter({ accessKeyId: 'LTAI-unknown' }).send(login));
    expect(error.code).toBe('InvalidAccessKeyId.NotFound');
    expect(error.details.httpStatus).toBe(404);
  });

  it("surfaces the vendor's flow control (isv.BUSINESS_LIMIT_CONTROL), then sends again", async () => {
    simulator.failNext('isv.BUSINESS_LIMIT_CONTROL');
    const provider = adapter();
    const error = await rejection(provider.send(login));
    expect(error.code).toBe('isv.BUSINESS_LIMIT_CONTROL');
    expect(error.details.vendorMessage).toBe('触发分钟级流控Permits:1');
    expect(error.details.requestId).toMatch(/^[0-9A-F-]{36}$/);
    expect(error.message).toContain('isv.BUSINESS_LIMIT_CONTROL: 触发分钟级流控Permits:1');
    expect(simulator.delivered).toEqual([]);
    await provider.send(login);
    expect(simulator.delivered).toHaveLength(1);
  });

  it('surfaces isv.MOBILE_NUMBER_ILLEGAL for a malformed phone number', async () => {
    const error = await rejection(adapter().send({ ...login, phone: '1380000000' }));
    expect(error.code).toBe('isv.MOBILE_NUMBER_ILLEGAL');
    expect(error.details.httpStatus).toBe(200);
  });

  it('is refused with SignatureNonceUsed when a nonce comes back', async () => {
    const provider = adapter({ nonce: () => 'the-same-nonce' });
    await provider.send(login);
    const error = await rejection(provider.send(login));
    expect(error.code).toBe('SignatureNonceUsed');
    expect(simulator.delivered).toHaveLength(1);
  });

  it('is refused with InvalidTimeStamp.Expired when its clock is more than 15 minutes off', async () => {
    const skewed = (minutes: number) => adapter({ now: () => new Date(Date.now() + minutes * 60_000) });
    expect((await rejection(skewed(-16).send(login))).code).toBe('InvalidTimeStamp.Expired');
    expect((await rejection(skewed(16).send(login))).code).toBe('InvalidTimeStamp.Expired');
    await skewed(-14).send(login);
    expect(simulator.delivered).toHaveLength(1);
  });

  it('rejects readably when nothing listens at the endpoint', async () => {
    const port = await closedPort();
    const error = await rejection(adapter({ endpoint: `http://127.0.0.1:${port}/` }).send(login));
    expect(error.code).toBe('NetworkError');
    expect(error.message).toBe(
      `Aliyun SMS at http://127.0.0.1:${port}/ could not be reached: connect ECONNREFUSED 127.0.0.1:${port}`,
    );
  });

  it('gives up when the vendor does not answer in time', async () => {
    simulator.delayNext(2_000);
    const error = await rejection(adapter({ timeoutMs: 200 }).send(login));
    expect(error.code).toBe('Timeout');
    expect(error.message).toContain('did not answer within 200 ms');
  });
});

describe('the simulator itself', () => {
  let simulator: AliyunSmsSimulator;
  beforeAll(async () => {
    simulator = await startAliyunSmsSimulator({ accessKeys: { id: 'secret' } });
  });
  afterAll(() => simulator.close());

  const params = (overrides: Record<string, string> = {}) => ({
    ...sendSmsParams({
      accessKeyId: 'id',
      phoneNumbers: '13800000001',
      signName: '狐狸社区',
      templateCode: 'SMS_1',
      templateParam: { code: '1234' },
      timestamp: new Date(),
      nonce: crypto.randomUUID(),
    }),
    ...overrides,
  });
  const call = async (query: string, init?: RequestInit) => {
    const response = await fetch(`${simulator.endpoint}?${query}`, init);
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };

  it('rejects a request altered after signing', async () => {
    const query = signedQuery(params(), 'secret').replace(
      'PhoneNumbers=13800000001',
      'PhoneNumbers=13900000009',
    );
    const { status, body } = await call(query);
    expect(status).toBe(400);
    expect(body.Code).toBe('SignatureDoesNotMatch');
    expect(body.Message).toContain('server string to sign is:GET&%2F&AccessKeyId%3Did');
    expect(body.RequestId).toBeTruthy();
  });

  it('names a missing parameter', async () => {
    const { PhoneNumbers: _omitted, ...rest } = params();
    const { status, body } = await call(signedQuery(rest, 'secret'));
    expect(status).toBe(400);
    expect(body).toMatchObject({
      Code: 'MissingPhoneNumbers',
      Message: 'PhoneNumbers is mandatory for this action.',
    });
  });

  it('rejects a template parameter whose values are not strings', async () => {
    const { body } = await call(signedQuery(params({ TemplateParam: '{"code":1234}' }), 'secret'));
    expect(body.Code).toBe('isv.INVALID_JSON_PARAM');
  });

  it('accepts the same call as a POST form, signed with POST', async () => {
    const form = params();
    const query = canonicalQuery(form);
    const signed = signature(stringToSign('POST', query), 'secret');
    const response = await fetch(simulator.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `${query}&Signature=${percentEncode(signed)}`,
    });
    expect(await response.json()).toMatchObject({ Code: 'OK', Message: 'OK' });
  });
});

describe('createSmsProvider with the simulator', () => {
  let simulator: AliyunSmsSimulator;
  beforeAll(async () => {
    simulator = await startAliyunSmsSimulator({ accessKeys: { [ACCESS_KEY_ID]: ACCESS_KEY_SECRET } });
  });
  afterAll(() => simulator.close());

  const logger = { info: () => {} };
  const env = () => ({
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ENDPOINT: simulator.endpoint,
    ALIYUN_SMS_ACCESS_KEY_ID: ACCESS_KEY_ID,
    ALIYUN_SMS_ACCESS_KEY_SECRET: ACCESS_KEY_SECRET,
    ALIYUN_SMS_SIGN_NAME: SIGN_NAME,
    ALIYUN_SMS_TEMPLATE_CODE: TEMPLATE_CODE,
  });

  it('builds an Aliyun provider from the environment that delivers through the endpoint', async () => {
    const provider = createSmsProvider(loadConfig(env()), logger);
    expect(provider).toBeInstanceOf(AliyunSmsProvider);
    await provider.send(login);
    expect(simulator.delivered).toEqual([
      expect.objectContaining({ phone: login.phone, signName: SIGN_NAME, templateCode: TEMPLATE_CODE }),
    ]);
  });

  it('builds the console sink when SMS_PROVIDER is not aliyun', () => {
    expect(createSmsProvider(loadConfig({ ...env(), SMS_PROVIDER: 'console' }), logger)).toBeInstanceOf(
      ConsoleSmsProvider,
    );
  });

  it('names the missing variables', () => {
    const { ALIYUN_SMS_ACCESS_KEY_SECRET: _secret, ALIYUN_SMS_TEMPLATE_CODE: _template, ...partial } = env();
    const make = () => createSmsProvider(loadConfig(partial), logger);
    expect(make).toThrow(ConfigError);
    expect(make).toThrow('SMS_PROVIDER=aliyun needs ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_TEMPLATE_CODE');
  });
});
