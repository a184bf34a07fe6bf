import { allEndpoints, consoleAllows, CONSOLE_ROLES, type Endpoint } from '@fox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type SessionUserForTest } from './auth-helpers.js';
import { makeOperators, type Operator } from './console-support.js';
import { databaseKinds, startTestServer, type TestServer, type TestResponse } from './harness.js';

/**
 * The authorization matrix of the back office: every console endpoint declared (and so served), called by a
 * guest, a plain user, and one account of each console role. A refusal is code 401 (guest) or 403 (any
 * account without one of the endpoint's roles); an allowed role is never refused for who it is. The calls
 * carry no input, so an allowed one is at most refused for its input and changes nothing.
 */
describe.each(databaseKinds())('console authorization on %s', (kind) => {
  let server: TestServer;
  let user: SessionUserForTest;
  let operators: Record<string, Operator>;
  let endpoints: Endpoint[];

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ user, operators } = await makeOperators(server, '1391600'));
    // The server refuses to start with a declared endpoint unserved, so the declarations are what it serves.
    endpoints = allEndpoints.filter((endpoint) => endpoint.auth === 'console');
  });
  afterAll(() => server.stop());

  const call = (endpoint: Endpoint, headers: Record<string, string>): Promise<TestResponse> => {
    const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '1');
    if (endpoint.method === 'GET') return server.get(path, headers);
    if (endpoint.method === 'DELETE') return server.del(path, headers);
    if (endpoint.method === 'PUT') return server.put(path, {}, headers);
    return server.post(path, {}, headers);
  };

  it('declares its roles on every console endpoint', () => {
    expect(endpoints.length).toBeGreaterThan(0);
    for (const endpoint of endpoints) expect(endpoint.roles?.length, endpoint.path).toBeGreaterThan(0);
  });

  it('refuses a guest and a plain user on every console endpoint', async () => {
    const leaks: string[] = [];
    for (const endpoint of endpoints) {
      const name = `${endpoint.method} ${endpoint.path}`;
      const asGuest = await call(endpoint, {});
      if (asGuest.body.code !== 401) leaks.push(`guest ${name}: ${asGuest.body.code}`);
      const asUser = await call(endpoint, bearer(user.token));
      if (asUser.body.code !== 403) leaks.push(`user ${name}: ${asUser.body.code}`);
      else expect(asUser.body.msg).toBe('没有权限进行此操作，请联系超级管理员开通');
    }
    expect(leaks).toEqual([]);
  });

  it('serves each role exactly the endpoints that name it, and the super operator all of them', async () => {
    const wrong: string[] = [];
    for (const endpoint of endpoints) {
      for (const role of CONSOLE_ROLES) {
        const answer = await call(endpoint, bearer(operators[role]!.token));
        const refused = answer.body.code === 401 || answer.body.code === 403;
        const allowed = consoleAllows([role], endpoint.roles ?? []);
        if (refused === allowed)
          wrong.push(`${role} ${endpoint.method} ${endpoint.path}: ${answer.body.code}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
