import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index.js';
import { startCheckpointer } from './checkpointer.js';
import { tablesOf, type Db } from './tables.js';
import { OwnSchemaPostgresDialect } from './own-schema-introspector.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  /** Names no table: each feature narrows it to its own (tables.ts). */
  db: Db;
  dialect: Dialect;
  /** Where the data lives, for logs: a file path or the PostgreSQL host and schema. */
  location: string;
  /** The PostgreSQL schema on the search path, when one was named. */
  schema: string | undefined;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  schema?: string | undefined;
}

// PostgreSQL answers bigint and count(*) as strings; every such value here fits a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.schema)
    : openSqlite(options.dataDir);
  await migrate(database);
  return database;
}

function openSqlite(dataDir: string): Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'portal.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Checkpoints run in a worker beside the server (checkpointer.ts), not inside a request's commit.
  sqlite.pragma('wal_autocheckpoint = 0');
  const stopCheckpointer = startCheckpointer(file, () => sqlite.pragma('wal_autocheckpoint = 1000'));
  const db = new Kysely<object>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin()],
  });
  return withLifecycle(db, 'sqlite', file, undefined, stopCheckpointer);
}

/**
 * Kysely prepares every query anew; preparing is a large share of a small query's cost in SQLite, and the
 * portal runs the same few hundred statements over and over, so each SQL text is prepared once.
 */
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const statements = new Map<string, SQLite.Statement>();
  const prepare = (source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      statement = sqlite.prepare(source);
      // A bound on the cache keeps queries built from unbounded inputs (long IN lists) from growing it.
      if (statements.size >= 1000) statements.delete(statements.keys().next().value!);
      statements.set(source, statement);
    }
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function openPostgres(url: string, schema: string | undefined): Promise<Database> {
  if (schema) {
    // The schema must exist before a connection can put it on its search path.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create schema if not exists "${schema}"`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  const db = new Kysely<object>({
    dialect: new OwnSchemaPostgresDialect({ pool }, schema ?? 'public'),
    plugins: [new CamelCasePlugin()],
  });
  const host = new URL(url).host;
  return withLifecycle(db, 'postgres', `${host}${schema ? ` schema ${schema}` : ''}`, schema);
}

function withLifecycle(
  db: Kysely<object>,
  dialect: Dialect,
  location: string,
  schema?: string,
  beforeClose?: () => Promise<void>,
): Database {
  let closed = false;
  return {
    db,
    dialect,
    location,
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await beforeClose?.();
      await db.destroy();
    },
    schema,
  };
}

async function migrate(database: Database): Promise<void> {
  const schema = database.schema;
  const migrator = new Migrator({
    db: tablesOf<object>(database.db),
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${String(error)}`, { cause: error });
  }
}
