import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyDatabase, seedDemoWorld } from '../src/seed/demo-world.js';
import { databaseKinds, dropSchema, startTestServer } from './harness.js';

describe.each(databaseKinds())('the demo world on %s', (kind) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-seed-'));
  const schema = `t_seed_${process.pid}_${Date.now() % 100000}`;
  afterAll(async () => {
    if (kind === 'postgres') await dropSchema(schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const count = async (server: Awaited<ReturnType<typeof startTestServer>>) =>
    (await server.get('/app/api/common/user/page?pageSize=50')).body.total as number;

  it('seeds an empty database on first start, and never one that has data', async () => {
    const first = await startTestServer(kind, { reuse: { dataDir, schema } });
    expect(await count(first)).toBe(6);
    await first.platform.database.db.deleteFrom('users').where('userName', '=', '10000006').execute();
    await first.stop();

    const second = await startTestServer(kind, { reuse: { dataDir, schema } });
    expect(await count(second)).toBe(5);

    await emptyDatabase(second.platform.database);
    expect(await count(second)).toBe(0);
    await seedDemoWorld(second.platform.database);
    expect(await count(second)).toBe(6);
    const ids = (await second.get('/app/api/common/user/page?pageSize=50')).body.data.map(
      (u: { id: number }) => u.id,
    );
    // The reset restarts the ids, so a rebuilt world looks like a new one.
    expect(Math.min(...ids)).toBe(1);
    await second.stop();
  });
});
