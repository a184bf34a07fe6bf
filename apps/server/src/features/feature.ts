import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../platform/db/schema.js';
import type { ContractRouter } from '../platform/http/contract-routes.js';
import type { Platform } from '../platform/platform.js';
import type { FileStore } from '../platform/storage/index.js';

/** A feature owns its routes and its share of the demo world. */
export interface Feature {
  name: string;
  routes(router: ContractRouter, platform: Platform): void;
  /**
   * Adds this feature's demo data; runs inside the seeding transaction, in feature order. `files` is the
   * store uploads serve from, for demo media.
   */
  seed?(db: Kysely<DatabaseSchema>, now: number, files: FileStore): Promise<void>;
}
