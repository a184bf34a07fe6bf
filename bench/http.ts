/**
 * HTTP throughput and latency of the real app's JSON route against a bare Fastify route, in one run.
 *
 * (a) The portal assembled in-process (all plugins, the signed-header check, the contract router, zod
 *     validation, the SQLite query, the response schema) answering GET /app/api/common/user/page, with a
 *     fresh signed `x-encrypt-key` header on every request, as the web client sends it.
 * (a') The same app with SIGNATURE_CHECK=off, to show what the signature check itself costs.
 * (b) A bare Fastify 5 instance, logger off, answering the very same JSON payload from memory.
 *
 * The same load for each, one after the other; every request carries a header of the same size, so the
 * client's work is equal and the ratio app/bare is what the app's stack costs per request.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { assemble } from '../apps/server/src/start.js';
import { fetchEnvelope, listenLocal, measureChecked, measureUnchecked, report, runBench } from './load.js';
import { fetchSigningKeys, headerSigner } from './signed-headers.js';

const ROUTE_PATH = '/app/api/common/user/page';
const ROUTE = `${ROUTE_PATH}?pageNum=1&pageSize=10`;

async function startApp(dataDir: string, signatureCheck: boolean): Promise<FastifyInstance> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    SIGNATURE_CHECK: signatureCheck ? 'on' : 'off',
  });
  return (await assemble(config)).app;
}

async function main(): Promise<void> {
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'fox-bench-'));
  const servers: FastifyInstance[] = [];
  const started = async (server: Promise<FastifyInstance>) => {
    const instance = await server;
    servers.push(instance);
    return instance;
  };
  try {
    process.stdout.write(
      `load: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${os.cpus().length} CPUs\n`,
    );
    const checked = await started(startApp(path.join(dataRoot, 'checked'), true));
    const checkedOrigin = await listenLocal(checked);
    const sign = headerSigner(await fetchSigningKeys(checkedOrigin), ROUTE_PATH);
    const payload = await fetchEnvelope(`${checkedOrigin}${ROUTE}`, sign());
    process.stdout.write(`payload: ${JSON.stringify(payload).length} bytes of JSON from every server\n\n`);

    const signedRun = await measureChecked('app (signed)', `${checkedOrigin}${ROUTE}`, sign);
    await checked.close();

    const unchecked = await started(startApp(path.join(dataRoot, 'unchecked'), false));
    const uncheckedUrl = `${await listenLocal(unchecked)}${ROUTE}`;
    await fetchEnvelope(uncheckedUrl, sign());
    const uncheckedRun = await measureUnchecked('app (check off)', uncheckedUrl, sign);
    await unchecked.close();

    const bare = await started(Promise.resolve(Fastify({ logger: false })));
    bare.get('/users', async () => payload);
    const bareUrl = `${await listenLocal(bare)}/users`;
    await fetchEnvelope(bareUrl, sign());
    const bareRun = await measureUnchecked('bare Fastify', bareUrl, sign);
    await bare.close();

    report([signedRun, uncheckedRun, bareRun], bareRun);
  } finally {
    // close() is idempotent in Fastify 5, so a server closed above is safe to close again here.
    await Promise.allSettled(servers.map((s) => s.close()));
    fs.rmSync(dataRoot, { recursive: true, force: true });
  }
}

runBench(main);
