import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatChinaTime } from '@fox/contracts';
import { openSession } from '../src/features/auth/sessions.js';
import { claimDueBroadcast, deliverBroadcastPage } from '../src/features/notices/broadcast-pages.js';
import { bearer } from './auth-helpers.js';
import { makeOperators, type Operator } from './console-support.js';
import {
  allUserIds,
  BROADCASTS,
  broadcastWhen,
  eventually,
  everyoneOnce,
  isSystemNotice,
  systemNotice,
} from './console-notices-support.js';
import { databaseKinds, dropSchema, startTestServer, type DatabaseKind, type TestServer } from './harness.js';
import { freePort, ServerProcess } from './im-server-process.js';
import { connectDevice } from './im-socket.js';
import { signedHeader } from './signer.js';

/** Pages of 3 with a rest between them: a notice to everyone takes a while, so it can be stopped part way. */
const SLOW_FANOUT = {
  NOTICE_FANOUT_PAGE_SIZE: '3',
  NOTICE_FANOUT_PAUSE_MS: '150',
  NOTICE_BROADCAST_POLL_MS: '50',
};

/** Where a broadcast stands, read from the database (whichever process works on it). */
const rowOf = (server: Pick<TestServer, 'db'>, id: number) =>
  server.db
    .selectFrom('noticeBroadcasts')
    .select(['state', 'deliveredCount', 'claimedBy'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe.each(databaseKinds())('a notice to everyone across a restart on %s', (kind) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const schema = `t_${process.pid}_fanout_restart`;
  const reuse = { dataDir, ...(kind === 'postgres' ? { schema } : {}) };
  let server: TestServer;
  let ops: Operator;

  beforeAll(async () => {
    server = await startTestServer(kind, { env: SLOW_FANOUT, reuse });
    ({
      operators: { operationsAdministrator: ops },
    } = await makeOperators(server, '1391720'));
  });
  afterAll(async () => {
    await server.stop();
    if (kind === 'postgres') await dropSchema(schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('goes on where it stopped after the server is stopped and started again, each account once', async () => {
    const made = await server.post(
      BROADCASTS,
      { notice: systemNotice('全员通知'), audience: 'everyone' },
      bearer(ops.token),
    );
    const id = made.body.data.id as number;
    const part = await broadcastWhen(server, ops.token, id, (b) => b.deliveredCount >= 6);
    expect(part.state).toBe('sending');
    await server.stop();

    server = await startTestServer(kind, { env: { ...SLOW_FANOUT, SEED_DEMO: 'false' }, reuse });
    const restarted = await rowOf(server, id);
    expect(restarted.state).toBe('sending');
    const total = (await allUserIds(server)).length;
    expect(Number(restarted.deliveredCount)).toBeLessThan(total);

    // The stopping server let go of its claim, so the new one goes on at once, not after the 30 s lease.
    const sent = await broadcastWhen(server, ops.token, id, (b) => b.state === 'sent', 20_000);
    expect(sent.deliveredCount).toBe(total);
    expect(await everyoneOnce(server, id)).toMatchObject({ missing: [], doubled: [] });
  });

  it('lets one runner hold a broadcast at a time, and the next go on from its cursor once its claim runs out', async () => {
    // Scheduled an hour ahead, the server's own runner leaves it alone; these runners read a clock of their own.
    const sendAt = Date.now() + 3_600_000;
    const made = await server.post(
      BROADCASTS,
      { notice: systemNotice('租约'), audience: 'everyone', sendAt: formatChinaTime(sendAt) },
      bearer(ops.token),
    );
    const id = made.body.data.id as number;
    const { db } = server.platform.database;
    const at = sendAt + 1_000;
    const lease = 1_000;

    expect(await claimDueBroadcast(db, 'a', sendAt - 1_000, lease)).toBeUndefined();
    expect(await claimDueBroadcast(db, 'a', at, lease)).toBe(id);
    expect(await claimDueBroadcast(db, 'b', at, lease)).toBeUndefined();
    const first = await deliverBroadcastPage(db, id, 'a', 3, at, lease);
    expect(first).toMatchObject({ kind: 'more', stored: 3 });

    // Runner a stops renewing: b cannot take over before the claim runs out, and can after.
    expect(await claimDueBroadcast(db, 'b', at + lease / 2, lease)).toBeUndefined();
    expect(await claimDueBroadcast(db, 'b', at + lease + 1, lease)).toBe(id);
    expect(await deliverBroadcastPage(db, id, 'a', 3, at + lease + 2, lease)).toEqual({ kind: 'lost' });
    const users = await allUserIds(server);
    let page = await deliverBroadcastPage(db, id, 'b', 3, at + lease + 3, lease);
    expect(page.kind !== 'lost' && page.userIds).toEqual(users.slice(3, 6));
    while (page.kind === 'more') page = await deliverBroadcastPage(db, id, 'b', 3, at + lease + 4, lease);
    expect(page.kind).toBe('done');
    expect(await everyoneOnce(server, id)).toMatchObject({ missing: [], doubled: [] });
    expect(await rowOf(server, id)).toMatchObject({ state: 'sent', deliveredCount: users.length });
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl).each(databaseKinds())(
  'two server processes on Redis, %s',
  (kind: DatabaseKind) => {
    let helper: TestServer;
    let ops: Operator;
    const processes: ServerProcess[] = [];

    beforeAll(async () => {
      helper = await startTestServer(kind);
      ({
        operators: { operationsAdministrator: ops },
      } = await makeOperators(helper, '1391721'));
      const env = {
        NODE_ENV: 'test',
        DATA_DIR: helper.config.dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        REDIS_URL: redisUrl!,
        WEB_DIST_DIR: `${helper.config.dataDir}/no-web-build`,
        ...SLOW_FANOUT,
        NOTICE_BROADCAST_LEASE_MS: '1500',
        ...(kind === 'postgres'
          ? { DATABASE_URL: helper.config.databaseUrl!, DATABASE_SCHEMA: helper.config.databaseSchema! }
          : {}),
      };
      processes.push(new ServerProcess(await freePort(), env), new ServerProcess(await freePort(), env));
      await Promise.all(processes.map((one) => one.start()));
    }, 120_000);
    afterAll(async () => {
      await Promise.all(processes.map((one) => one.stop()));
      await helper.stop();
    });

    it('delivers once to every account when the process sending it dies part way', async () => {
      // The first account's notice is in the first page; its devices are on both processes.
      const [firstUser] = await allUserIds(helper);
      const session = await openSession(helper.db, firstUser!, 'PC');
      const devices = await Promise.all(processes.map((one) => connectDevice(one, session.accessToken)));

      const header = signedHeader(await helper.keys(), { url: BROADCASTS, token: ops.token });
      const answer = await fetch(processes[0]!.url + BROADCASTS, {
        method: 'POST',
        headers: { ...bearer(ops.token), 'x-encrypt-key': header, 'content-type': 'application/json' },
        body: JSON.stringify({ notice: systemNotice('双进程通知'), audience: 'everyone' }),
      });
      const id = ((await answer.json()) as { data: { id: number } }).data.id;

      const holder = await eventually('two pages sent', async () => {
        const row = await rowOf(helper, id);
        return Number(row.deliveredCount) >= 6 && row.claimedBy ? row.claimedBy : undefined;
      });
      const sending = processes.find((one) => holder.split(':')[1] === String(one.pid))!;
      const other = processes.find((one) => one !== sending)!;
      // The first page was written by the holder; the device on the other process heard of it over Redis.
      await devices[processes.indexOf(other)]!.next(isSystemNotice);
      await sending.kill();

      // The holder's claim runs out (1.5 s) and the other process goes on from the cursor.
      const done = await eventually(
        'the broadcast sent',
        async () => ((await rowOf(helper, id)).state === 'sent' ? rowOf(helper, id) : undefined),
        60_000,
      );
      expect(done.claimedBy).toBeNull();
      const check = await everyoneOnce(helper, id);
      expect(check).toMatchObject({ missing: [], doubled: [] });
      expect(Number(done.deliveredCount)).toBe(check.users);
      await Promise.all(devices.map((device) => device.close()));
    }, 90_000);
  },
);
