import type { Kysely } from 'kysely';

/**
 * The database as the platform hands it out: a handle that names no table. Each feature narrows it to the
 * tables it owns (`tablesOf<DramasTables>(db)`), and a feature's tables type is private to the feature, so a
 * query on another feature's table does not compile. Any narrowed handle or transaction is a Db again, so
 * one unit of work passes through the services of several features, each touching only its own tables.
 */
export interface Db {
  readonly isTransaction: boolean;
}

/** Narrows the platform's handle (or a transaction, which stays one) to the tables `T` of the caller. */
export function tablesOf<T>(db: Db): Kysely<T> {
  return db as Kysely<T>;
}
