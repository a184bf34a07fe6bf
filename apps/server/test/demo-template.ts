import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db/database.js';
import { createFileStore } from '../src/platform/storage/index.js';
import { seedDemoWorld } from '../src/seed/demo-world.js';
import type { DatabaseKind } from './harness.js';

/**
 * Seeding the demo world takes seconds (the media are drawn with sharp), and almost every integration file
 * starts servers on it. A worker seeds it once per database kind into a template — a data folder, and for
 * PostgreSQL a database — and each server starts on a copy: the SQLite file and the media are copied, and
 * PostgreSQL clones the template database (CREATE DATABASE … TEMPLATE). A server on a copy sees exactly
 * what a server that seeded for itself would, so the tests cannot tell the two apart.
 *
 * A template is seeded again when it is older than a few minutes, so the demo rows stay as recent
 * relative to "now" as a fresh seed makes them (a file may also fake the clock before it starts a server).
 */
const FRESH_FOR_MS = 5 * 60_000;

/** The schema every template's tables live in; a copy renames it to a name of its own. */
const TEMPLATE_SCHEMA = 'demo_template';

/** Where a server on a copy of the demo world keeps its data. */
export interface WorldCopy {
  dataDir: string;
  /** PostgreSQL only: the copy's own database and its schema. */
  databaseUrl?: string;
  schema?: string;
  /** Removes the copy's folder (and database). */
  remove(): Promise<void>;
}

interface Template {
  seededAt: number;
  dataDir: string;
  /** PostgreSQL only. */
  database?: string;
}

const templates = new Map<DatabaseKind, Promise<Template | null>>();
const madeHere: Template[] = [];

/**
 * A copy of the demo world for a new server, or null when the database cannot be copied here (a
 * PostgreSQL role that may not create databases): the server then seeds for itself.
 */
export async function copyOfDemoWorld(kind: DatabaseKind): Promise<WorldCopy | null> {
  let pending = templates.get(kind);
  const current = pending ? await pending : null;
  const age = current ? Date.now() - current.seededAt : 0;
  if (!pending || age > FRESH_FOR_MS || age < 0) {
    if (current) void retire(current);
    pending = makeTemplate(kind);
    templates.set(kind, pending);
  }
  const template = await pending;
  if (!template) return null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  fs.cpSync(template.dataDir, dataDir, { recursive: true });
  if (kind === 'sqlite') {
    return { dataDir, remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await clone(template.database!, name);
  return {
    dataDir,
    databaseUrl: databaseUrlOf(name),
    schema: name,
    async remove() {
      await dropDatabase(name);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function makeTemplate(kind: DatabaseKind): Promise<Template | null> {
  const seededAt = Date.now();
  sweepLeftoverFolders();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-template-${process.pid}-`));
  let database: string | undefined;
  if (kind === 'postgres') {
    await sweepLeftovers();
    database = `tpl_${process.pid}_${randomBytes(4).toString('hex')}`;
    try {
      await admin((client) => client.query(`create database "${database}"`));
    } catch {
      fs.rmSync(dataDir, { recursive: true, force: true });
      return null;
    }
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(database ? { DATABASE_URL: databaseUrlOf(database), DATABASE_SCHEMA: TEMPLATE_SCHEMA } : {}),
  });
  const opened = await openDatabase({
    dataDir,
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
  });
  try {
    await seedDemoWorld(opened, createFileStore(config), seededAt);
  } finally {
    // Closing checkpoints SQLite's write-ahead log into the file, and leaves the PostgreSQL template
    // without the connections that would stop it being cloned.
    await opened.close();
  }
  const template = { seededAt, dataDir, ...(database ? { database } : {}) };
  madeHere.push(template);
  return template;
}

/** A template seeded too long ago goes a little after, once the copies already begun from it are made. */
async function retire(template: Template): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 30_000).unref());
  await cloning;
  fs.rmSync(template.dataDir, { recursive: true, force: true });
  if (template.database) {
    await dropDatabase(template.database).catch(() => undefined);
  }
}

/** Clones the template; PostgreSQL refuses two clones of one template at once, so they wait in line. */
let cloning: Promise<unknown> = Promise.resolve();
function clone(template: string, name: string): Promise<void> {
  const next = cloning.then(async () => {
    await admin((client) => client.query(`create database "${name}" template "${template}"`));
    const copy = new pg.Client({ connectionString: databaseUrlOf(name) });
    await copy.connect();
    try {
      // Each server's schema has a name of its own: the Redis bus keys its channels by it.
      await copy.query(`alter schema "${TEMPLATE_SCHEMA}" rename to "${name}"`);
    } finally {
      await copy.end();
    }
  });
  cloning = next.catch(() => undefined);
  return next;
}

/**
 * A stopped server's pool may still be closing its connections: the drop waits for them rather than cut
 * them off (a cut connection reports an error the test would see), and forces only after a few seconds.
 */
async function dropDatabase(name: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      await admin((client) => client.query(`drop database if exists "${name}"`));
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse) throw error;
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
}

function databaseUrlOf(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Templates and copies left by workers that are gone (a run stopped half-way) are dropped. */
async function sweepLeftovers(): Promise<void> {
  const rows = await admin((client) =>
    client.query<{ datname: string }>(`select datname from pg_database where datname ~ '^(tpl|t)_[0-9]+_'`),
  ).catch(() => ({ rows: [] as { datname: string }[] }));
  for (const { datname } of rows.rows) {
    const pid = Number(datname.split('_')[1]);
    if (pid === process.pid || alive(pid)) continue;
    await dropDatabase(datname).catch(() => undefined);
  }
}

/** Template folders of workers that are gone: a worker is stopped by its runner, not always let exit. */
function sweepLeftoverFolders(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(/^portal-template-(\d+)-/.exec(name)?.[1]);
    if (!pid || pid === process.pid || alive(pid)) continue;
    fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// A worker that exits takes its template folders with it; otherwise the next run sweeps them, and the
// template databases.
process.once('exit', () => {
  for (const template of madeHere) fs.rmSync(template.dataDir, { recursive: true, force: true });
});
