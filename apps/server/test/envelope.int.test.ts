import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../src/features/users/seed.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

describe.each(databaseKinds())('the envelope and its errors on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      extend(app) {
        app.post('/test/echo', async (request) => ({ code: 200, msg: 'ok', data: request.body }));
        app.get('/test/boom', async () => {
          throw new Error('database exploded at line 42');
        });
      },
    });
  });
  afterAll(() => server.stop());

  it('answers a list in the platform envelope with total and data', async () => {
    const { status, body } = await server.get('/app/api/common/user/page?pageNum=1&pageSize=2');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.msg).toBe('查询成功');
    expect(body.total).toBe(demoUsers.length);
    expect(body.data).toHaveLength(2);
    expect(Object.keys(body.data[0]).sort()).toEqual(['avatar', 'id', 'intro', 'nickName', 'userName']);
  });

  it('names the field and the rule of bad input, in Chinese by default', async () => {
    const { status, body } = await server.get('/app/api/common/user/page?pageSize=500');
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, msg: '参数 pageSize 不能大于 50', data: null });
  });

  it('answers in English when Lang is en_US', async () => {
    const { body } = await server.get('/app/api/common/user/page?pageNum=0', { Lang: 'en_US' });
    expect(body.code).toBe(400);
    expect(body.msg).toBe('pageNum must be at least 1');
  });

  it('tells a wrong type from a missing value', async () => {
    const { body } = await server.get('/app/api/common/user/page?pageSize=many', { Lang: 'en_US' });
    expect(body.msg).toBe('pageSize must be a whole number written in decimal digits (0-9 only)');
  });

  it('answers a malformed JSON body with 400 and a clear message, never 500', async () => {
    const { status, body } = await server.post('/test/echo', '{"broken": ', { Lang: 'en_US' });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, msg: 'The request body is not valid JSON', data: null });
  });

  it('answers an unexpected failure with a generic message and the request id, no stack', async () => {
    const response = await fetch(`${server.url}/test/boom`);
    const body = (await response.json()) as any;
    expect(response.status).toBe(200);
    expect(body.code).toBe(500);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    expect(body.requestId).toBe(requestId);
    expect(body.msg).toContain(requestId);
    expect(JSON.stringify(body)).not.toMatch(/exploded|line 42|at .*\.ts/);
  });

  it('keeps a request id the caller sends', async () => {
    const { headers } = await server.get('/healthz', { 'x-request-id': 'trace-abc-123' });
    expect(headers.get('x-request-id')).toBe('trace-abc-123');
  });

  it('answers an unknown API path with a 404 envelope that does not repeat the path', async () => {
    const { status, body } = await server.get('/app/api/nothing/here');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: '接口不存在', data: null });
  });
});
