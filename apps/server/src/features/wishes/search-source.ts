import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/tables.js';
import { readAfter, type ReadAfter } from '../../platform/db/read-after.js';
import { wishDb } from './repo.js';

/**
 * Wishes as a source of the site search (the app hands it to search): their titles, text and delivery
 * standard, read in id order or in order of change; found while on the square.
 */
export const wishSearchSource = {
  kind: 'BusyTask',
  watermark: 'wishes',
  async items(database: Db, after: ReadAfter, limit: number) {
    const query = wishDb(database)
      .selectFrom('wishes')
      .select(['id', 'title', 'contentText', 'deliveryStandard', 'createdAt', 'updatedAt']);
    const rows = await readAfter(query, after).limit(limit).execute();
    return rows.map((row) => ({
      id: Number(row.id),
      createdAt: Number(row.createdAt),
      updatedAt: Number(row.updatedAt),
      plain: [row.title, row.contentText, row.deliveryStandard],
      html: [],
    }));
  },
  onShelf: (itemId: RawBuilder<unknown>) =>
    sql<SqlBool>`exists (select 1 from ${sql.table('wishes')} w where w.id = ${itemId} and w.on_square = 1)`,
};
