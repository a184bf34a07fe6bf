import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { inTransaction } from './transactions.js';

interface Tables {
  counter: { n: number };
}

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function sqliteFile(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'transactions-'));
  folders.push(folder);
  const file = path.join(folder, 'db.sqlite');
  const setup = new SQLite(file);
  setup.pragma('journal_mode = WAL');
  setup.exec('create table counter (n integer not null); insert into counter values (1)');
  setup.close();
  return file;
}

it('runs a SQLite transaction again when another connection wrote after it read', async () => {
  const file = sqliteFile();
  const own = new SQLite(file);
  own.pragma('busy_timeout = 1000');
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: own }) });
  const other = new SQLite(file);
  let runs = 0;
  const read = await inTransaction(db, async (trx) => {
    runs++;
    const { n } = await trx.selectFrom('counter').select('n').executeTakeFirstOrThrow();
    // Another connection commits between this transaction's read and its write: the snapshot it read
    // is stale, and its write fails at once with SQLITE_BUSY_SNAPSHOT.
    if (runs === 1) other.prepare('update counter set n = n + 10').run();
    await trx
      .updateTable('counter')
      .set({ n: n + 1 })
      .execute();
    return n;
  });
  expect(runs).toBe(2);
  expect(read).toBe(11);
  expect(other.prepare('select n from counter').get()).toEqual({ n: 12 });
  other.close();
  await db.destroy();
});

it('does not run again on an error that a fresh start cannot mend', async () => {
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: new SQLite(sqliteFile()) }) });
  let runs = 0;
  await expect(
    inTransaction(db, async () => {
      runs++;
      throw Object.assign(new Error('constraint'), { code: 'SQLITE_CONSTRAINT_NOTNULL' });
    }),
  ).rejects.toThrow('constraint');
  expect(runs).toBe(1);
  await db.destroy();
});
