import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.js';
import type { UploadTable } from './tables.js';

type Db = Kysely<DatabaseSchema>;

export async function insertUpload(db: Db, row: Omit<UploadTable, 'id'>): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

export function findUploadByKey(db: Db, key: string) {
  return db
    .selectFrom('uploads')
    .select(['id', 'userId', 'key', 'fileName', 'size', 'contentType', 'kind'])
    .where('key', '=', key)
    .executeTakeFirst();
}
