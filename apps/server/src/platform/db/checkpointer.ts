import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the WAL is copied back into the database file, and the size past which writers wait for it. */
const CHECKPOINT_EVERY_MS = 1_000;
const RESTART_ABOVE_BYTES = 64 * 1024 * 1024;

/*
 * The checkpointer's own code: a worker with its own connection to the same file. A passive checkpoint
 * never blocks a writer; only a WAL grown past the limit (a reader holding it back) takes a truncating one,
 * which waits for the readers and empties the file, so the next second is passive again (a restarting
 * checkpoint would leave the file as large, and block writers every second after).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 100');
try { require('node:os').setPriority(0, 19); } catch {}
const timer = setInterval(() => {
  try {
    let size = 0;
    try { size = fs.statSync(workerData.file + '-wal').size; } catch {}
    db.pragma(size > workerData.restartAbove ? 'wal_checkpoint(TRUNCATE)' : 'wal_checkpoint(PASSIVE)');
  } catch {}
}, workerData.every);
parentPort.on('message', () => { clearInterval(timer); db.close(); process.exit(0); });
`;

/**
 * SQLite checkpoints the WAL inside whichever commit crosses its threshold, and a checkpoint syncs the file:
 * on the server's one thread that stalls every request for tens of milliseconds. With automatic checkpoints
 * off, this worker checkpoints beside the server instead. Answers the function that stops it.
 */
export function startCheckpointer(file: string, onFailure: () => void): () => Promise<void> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file, driver, every: CHECKPOINT_EVERY_MS, restartAbove: RESTART_ABOVE_BYTES },
  });
  let exited = false;
  let stopping = false;
  // A checkpointer that dies hands checkpoints back to SQLite, so the WAL never grows without bound.
  worker.on('exit', () => {
    exited = true;
    if (!stopping) onFailure();
  });
  worker.on('error', () => {});
  // It never keeps the process alive by itself, but a stop waits for it.
  worker.unref();
  return () =>
    new Promise((resolve) => {
      if (exited) return resolve();
      stopping = true;
      worker.ref();
      worker.once('exit', () => resolve());
      worker.postMessage('stop');
    });
}
