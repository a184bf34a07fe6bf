import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PARAM_LENGTH, MAX_URL_LENGTH } from '../src/platform/http/error-handler.js';
import { startTestServer, testResponseOf, type TestServer } from './harness.js';
import { sendRaw } from './raw-http.js';

/** Something no answer may repeat: whatever a refused request carried. */
const PROBE = 'zz-probe-<script>';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('sqlite');
});
afterAll(() => server.stop());

describe('errors raised before any handler', () => {
  // Through the harness's reading of an answer: an API answer must come with HTTP 200, and its status here
  // is the envelope's code.
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(server.url + path, init);
    const text = await response.text();
    const body = JSON.parse(text);
    const answer = testResponseOf(init.method ?? 'GET', path, response.status, body, response.headers);
    return { ...answer, type: response.headers.get('content-type'), text };
  };

  it('answers an address that is too long with 414 and the limit, not the address', async () => {
    const keyword = encodeURIComponent(PROBE) + 'a'.repeat(MAX_URL_LENGTH);
    const answer = await call(`/app/api/common/user/page?keyword=${keyword}`, { headers: { Lang: 'en_US' } });
    expect(answer.status).toBe(414);
    expect(answer.type).toMatch(/^application\/json/);
    expect(answer.body).toEqual({
      code: 414,
      msg: `The request address is too long (at most ${MAX_URL_LENGTH} characters)`,
      data: null,
    });
  });

  it('answers a path parameter that is too long with 414', async () => {
    const answer = await call(`/app/friends/get/${'7'.repeat(MAX_PARAM_LENGTH + 1)}`);
    expect(answer.status).toBe(414);
    expect(answer.body).toEqual({
      code: 414,
      msg: `请求地址中的参数过长（最多 ${MAX_PARAM_LENGTH} 个字符）`,
      data: null,
    });
  });

  it('answers a path that is not valid percent-encoding with 400', async () => {
    const answer = await call('/app/friends/get/%zz-probe', { headers: { Lang: 'en_US' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, msg: 'The request address is not validly encoded', data: null });
    expect(answer.text).not.toContain('probe');
  });

  it('answers an unknown path with 404 without repeating it', async () => {
    const answer = await call(`/app/api/${encodeURIComponent(PROBE)}/here`);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 404, msg: '接口不存在', data: null });
    expect((await call('/nothing', { method: 'POST', headers: { Lang: 'en_US' } })).body).toEqual({
      code: 404,
      msg: 'No such endpoint',
      data: null,
    });
  });

  it('answers a body over the limit with 413', async () => {
    const { status, body } = await server.post('/auth/v2/login', {
      loginType: 'PASSWORD',
      userName: '10000001',
      password: 'x'.repeat(1024 * 1024 + 10),
    });
    expect(status).toBe(413);
    expect(body).toEqual({ code: 413, msg: '请求体过大', data: null });
  });

  it('answers a content type it does not read with 415, without repeating the type', async () => {
    const answer = await call('/auth/v2/login', {
      method: 'POST',
      headers: { 'content-type': `application/${PROBE}`, Lang: 'en_US' },
      body: '<login/>',
    });
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({
      code: 415,
      msg: 'Unsupported request content type (send application/json; uploads use multipart/form-data)',
      data: null,
    });
    expect(answer.text).not.toContain('probe');
  });

  it('answers malformed and empty JSON with 400', async () => {
    for (const body of [`{"userName": "${PROBE}"`, '']) {
      const answer = await call('/auth/v2/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, msg: '请求体不是有效的 JSON', data: null });
    }
  });

  it('answers a body that does not match its Content-Length with 400', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/auth/v2/login',
      headers: { 'content-type': 'application/json', 'content-length': '80', Lang: 'en_US' },
      payload: '{"loginType":"PASSWORD"}',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      code: 400,
      msg: 'The request body does not match its Content-Length',
      data: null,
    });
  });
});

describe("what Node's HTTP parser refuses", () => {
  it('answers headers that are too large with a short 431 envelope, then closes', async () => {
    const answer = await sendRaw(
      server.url,
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Probe: ${'p'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers.connection).toBe('close');
    expect(answer.body).toEqual({ code: 431, msg: '请求头或请求地址过长', data: null });
  });

  it('answers a request line that is too long the same way', async () => {
    const answer = await sendRaw(
      server.url,
      `GET /healthz?q=${'q'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.body.code).toBe(431);
  });

  it('answers a malformed request line or Content-Length with a 400 envelope', async () => {
    for (const bytes of [
      `FETCH-${PROBE} / HTTP/1.1\r\nHost: x\r\n\r\n`,
      'GET /healthz HTTP/9.9\r\nHost: x\r\n\r\n',
      'POST /auth/v2/login HTTP/1.1\r\nHost: x\r\nContent-Length: 1e3\r\n\r\n',
      'POST /auth/v2/login HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n',
    ]) {
      const answer = await sendRaw(server.url, bytes);
      expect(answer.status, bytes.slice(0, 40)).toBe(400);
      expect(answer.body).toEqual({ code: 400, msg: '请求参数错误', data: null });
      expect(answer.text).not.toContain('probe');
    }
  });

  it('still serves well-formed requests on new connections afterwards', async () => {
    const { status, body } = await server.get('/healthz');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
  });
});
