/**
 * A signed, authenticated request against a bare Fastify route, in one run.
 *
 * (a) The portal assembled in-process answering GET /app/user/profile for a logged-in demo user: the
 *     signed-header check (decrypt, signature, single-use nonce), the session lookup by token hash, the
 *     user row, the contract's response schema.
 * (b) A bare Fastify 5 instance, logger off, answering the same profile JSON from memory.
 *
 * Same load, one after the other; every request carries the same Authorization header and a signed header
 * of the same size, so the client's work is equal and app/bare is what the app's stack costs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { openSession } from '../apps/server/src/features/auth/sessions.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { assemble } from '../apps/server/src/start.js';
import { fetchEnvelope, listenLocal, measureChecked, measureUnchecked, report, runBench } from './load.js';
import { fetchSigningKeys, headerSigner } from './signed-headers.js';

const ROUTE = '/app/user/profile';
const DEMO_USER_ID = 1;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fox-bench-auth-'));
  const servers: FastifyInstance[] = [];
  try {
    process.stdout.write(
      `load: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${os.cpus().length} CPUs\n`,
    );
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production', PORT: '0' });
    const { app, platform } = await assemble(config);
    servers.push(app);
    const origin = await listenLocal(app);
    // A real session of a demo user, opened the way every login opens one.
    const session = await openSession(platform.database.db, DEMO_USER_ID, 'PC');
    const authorization = { authorization: `Bearer ${session.accessToken}` };
    const sign = headerSigner(await fetchSigningKeys(origin), ROUTE, {
      token: session.accessToken,
      userId: DEMO_USER_ID,
    });
    const payload = await fetchEnvelope(`${origin}${ROUTE}`, sign(), authorization);
    process.stdout.write(`payload: ${JSON.stringify(payload).length} bytes of JSON from both servers\n\n`);

    const appRun = await measureChecked('app (signed, logged in)', `${origin}${ROUTE}`, sign, authorization);
    await app.close();

    const bare = Fastify({ logger: false });
    servers.push(bare);
    bare.get(ROUTE, async () => payload);
    const bareUrl = `${await listenLocal(bare)}${ROUTE}`;
    await fetchEnvelope(bareUrl, sign(), authorization);
    const bareRun = await measureUnchecked('bare Fastify', bareUrl, sign, authorization);
    await bare.close();

    report([appRun, bareRun], bareRun);
  } finally {
    await Promise.allSettled(servers.map((s) => s.close()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench(main);
