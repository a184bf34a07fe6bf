import type { Insertable, Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { UploadAccess, UploadsTables, UploadTable } from './tables.js';

const uploadRows = (db: Db): Kysely<UploadsTables> => tablesOf<UploadsTables>(db);

export async function insertUploads(db: Db, rows: Array<Insertable<UploadTable>>): Promise<void> {
  if (rows.length > 0) await uploadRows(db).insertInto('uploads').values(rows).execute();
}

export function findUploadByKey(db: Db, key: string) {
  return uploadRows(db)
    .selectFrom('uploads')
    .select(['id', 'userId', 'key', 'fileName', 'size', 'contentType', 'kind', 'access'])
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Who may fetch the file stored under `key`; undefined when no upload has it (the demo media). */
export async function accessOfKey(db: Db, key: string): Promise<string | undefined> {
  const row = await uploadRows(db)
    .selectFrom('uploads')
    .select('access')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.access;
}

/** Who owns each of these files and who may fetch it, by the unique key index. */
export async function uploadsByKeys(db: Db, keys: string[]) {
  if (keys.length === 0) return [];
  return uploadRows(db)
    .selectFrom('uploads')
    .select(['key', 'userId', 'kind', 'access'])
    .where('key', 'in', [...new Set(keys)])
    .execute();
}

export type UploadFacts = Awaited<ReturnType<typeof uploadsByKeys>>[number];

/** Makes these files private (a file once private stays so: something it belongs to is on sale). */
export async function setAccess(db: Db, keys: string[], access: UploadAccess): Promise<void> {
  if (keys.length === 0) return;
  await uploadRows(db)
    .updateTable('uploads')
    .set({ access })
    .where('key', 'in', [...new Set(keys)])
    .execute();
}
