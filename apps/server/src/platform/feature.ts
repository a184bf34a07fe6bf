import type { FastifyInstance } from 'fastify';
import type { Db } from './db/tables.js';
import type { ContractRouter } from './http/contract-routes.js';
import type { Catalogue } from './http/messages.js';
import type { Platform } from './platform.js';
import type { FileStore } from './storage/index.js';

/** What a feature is given when the app installs it. */
export interface FeatureApp {
  /** Serves the contract's endpoints: validation, authentication and the envelope come with it. */
  router: ContractRouter;
  /** The server itself, for what the contract does not declare: the socket, file bytes, payment callbacks. */
  http: FastifyInstance;
  platform: Platform;
}

/**
 * A feature owns its routes, its messages and its share of the demo world. What it needs of other features
 * it imports from their index.ts, or, where that would make a loop, is handed by the app (see app.ts).
 */
export interface Feature {
  name: string;
  /** The feature's texts, merged into the server's catalogue by the app. */
  messages?: Catalogue;
  install(app: FeatureApp): void | Promise<void>;
  /**
   * Adds this feature's demo data; runs inside the seeding transaction, in feature order. `files` is the
   * store uploads serve from, for demo media.
   */
  seed?(db: Db, now: number, files: FileStore): Promise<void>;
}
