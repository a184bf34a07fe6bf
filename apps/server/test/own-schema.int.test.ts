import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema, startTestServer, type TestServer } from './harness.js';

const url = process.env.TEST_DATABASE_URL;

/**
 * Many portals (or test runs) on one PostgreSQL server, each in its own schema: one sees only its own
 * tables, and another's schema coming and going under it does not stop it from starting.
 */
describe.skipIf(!url)('the portal in its own PostgreSQL schema', () => {
  const neighbour = `t_neighbour_${process.pid}`;
  let server: TestServer;

  const onNeighbour = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await onNeighbour(`create schema if not exists "${neighbour}"`);
    await onNeighbour(`create table if not exists "${neighbour}".neighbour_only (id int)`);
    server = await startTestServer('postgres');
  });
  afterAll(async () => {
    await server?.stop();
    await dropSchema(neighbour);
  });

  it('lists only the tables of its own schema', async () => {
    const tables = await server.db.introspection.getTables({
      withInternalKyselyTables: true,
    });
    const names = tables.map((table) => table.name);
    expect(names).toContain('users');
    expect(names).toContain('kysely_migration');
    expect(names).not.toContain('neighbour_only');
    expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([server.platform.database.schema]));
  });

  // Three servers each migrate a fresh schema (47 migrations) while the neighbour churns.
  it(
    'starts (and migrates) while other schemas are made and dropped beside it',
    { timeout: 90_000 },
    async () => {
      let churning = true;
      const churn = (async () => {
        for (let round = 0; churning; round += 1) {
          const name = `${neighbour}_${round}`;
          await onNeighbour(`create schema "${name}"; create table "${name}".t (id serial primary key)`);
          await dropSchema(name);
        }
      })();
      try {
        const starts = [];
        for (let i = 0; i < 3; i += 1) starts.push(await startTestServer('postgres'));
        for (const started of starts) {
          expect((await started.get('/healthz')).status).toBe(200);
          await started.stop();
        }
      } finally {
        churning = false;
        await churn;
      }
    },
  );
});
