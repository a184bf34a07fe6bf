import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/tables.js';
import { wishDb } from './repo.js';

/** Where a reading of the wishes goes on from: past an id (new ones), or past a change (edited ones). */
type After = { id: number } | { updatedAt: number; id: number };

/**
 * Wishes as a source of the site search (the app hands it to search): their titles, text and delivery
 * standard, read in id order or in order of change; found while on the square.
 */
export const wishSearchSource = {
  kind: 'BusyTask',
  watermark: 'wishes',
  async items(database: Db, after: After, limit: number) {
    let query = wishDb(database)
      .selectFrom('wishes')
      .select(['id', 'title', 'contentText', 'deliveryStandard', 'createdAt', 'updatedAt']);
    query =
      'updatedAt' in after
        ? query
            // A row-value comparison: both databases seek it in the (updatedAt, id) index, where the
            // equivalent OR of two conditions is read by scanning every wish.
            .where(
              sql<SqlBool>`(${sql.ref('updatedAt')}, ${sql.ref('id')}) > (${after.updatedAt}, ${after.id})`,
            )
            .orderBy('updatedAt')
            .orderBy('id')
        : query.where('id', '>', after.id).orderBy('id');
    const rows = await query.limit(limit).execute();
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
