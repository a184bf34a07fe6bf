import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerByPhone } from '../src/features/users/accounts.js';
import { openSession } from '../src/features/auth/sessions.js';
import { loadConfig } from '../src/platform/config.js';
import { assemble } from '../src/start.js';
import { bearer } from './auth-helpers.js';
import { connectDevice, openSocket, wsUrl } from './im-socket.js';

/** The server as `npm start` builds it, at the default log level, with every log line captured. */
describe('the server log', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let url: string;
  let token: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-log-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    });
    const assembled = await assemble(config, { write: (line: string) => void lines.push(line) });
    app = assembled.app;
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const { db } = assembled.platform.database;
    const user = await registerByPhone(db, '13912340000', undefined);
    token = (await openSession(db, user.id, 'PC')).accessToken;
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('never writes a session token: not from the socket address, a query, or a header', async () => {
    const device = await connectDevice({ url }, token);
    await device.close();
    // A refused upgrade (a token that is no session) is logged too.
    await expect(openSocket(wsUrl({ url }, `token=${token}x`))).rejects.toMatchObject({ status: 401 });
    await fetch(`${url}/no-such-page?accessToken=${token}&access_token=${token}&page=2`, {
      headers: bearer(token),
    });
    await fetch(`${url}/healthz?TOKEN=${encodeURIComponent(token)}`);

    const text = lines.join('');
    expect(text).not.toContain(token);
    // The lines are still there, and still say which address was asked for.
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url);
    expect(urls).toContain('/ws?token=***');
    expect(urls).toContain('/no-such-page?accessToken=***&access_token=***&page=2');
    expect(urls).toContain('/healthz?TOKEN=***');
  });
});
