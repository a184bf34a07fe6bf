import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

describe.each(databaseKinds())('GET /healthz on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.stop());

  it('reports the database reachable', async () => {
    const { status, body } = await server.get('/healthz');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data.status).toBe('ok');
    expect(body.data.database).toEqual({ dialect: kind, reachable: true });
  });

  it('answers 503 once the database is gone', async () => {
    await server.platform.database.close();
    const { status, body } = await server.get('/healthz');
    expect(status).toBe(503);
    expect(body.code).toBe(503);
    expect(body.msg).toBe('数据库不可用');
    expect(body.data.database.reachable).toBe(false);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('GET /healthz with Redis', () => {
  it('reports Redis configured and reachable', async () => {
    const server = await startTestServer('sqlite', { env: { REDIS_URL: process.env.TEST_REDIS_URL! } });
    try {
      const { body } = await server.get('/healthz');
      expect(body.data.redis).toEqual({ configured: true, reachable: true });
    } finally {
      await server.stop();
    }
  });
});
