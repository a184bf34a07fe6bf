import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { readAfter, type ReadAfter } from '../../platform/db/read-after.js';
import { presentDramas } from './present.js';
import { dramaRowsByIds } from './repo.js';
import type { DramasTables } from './tables.js';

/**
 * Dramas as a source of the site search (the app hands it to search): their titles and synopses, read
 * in id order or in order of change; on shelf when their state is OnShelf now; shown as catalogue cards.
 */
export const dramaSearchSource = {
  kind: 'Playlet',
  watermark: 'dramas',
  async items(database: Db, after: ReadAfter, limit: number) {
    const db = tablesOf<DramasTables>(database);
    const query = db.selectFrom('dramas').select(['id', 'title', 'intro', 'createdAt', 'updatedAt']);
    const rows = await readAfter(query, after).limit(limit).execute();
    return rows.map((row) => ({
      id: Number(row.id),
      createdAt: Number(row.createdAt),
      updatedAt: Number(row.updatedAt),
      plain: [row.title, row.intro],
      html: [],
    }));
  },
  onShelf: (itemId: RawBuilder<unknown>) =>
    sql<SqlBool>`exists (select 1 from ${sql.table('dramas')} p where p.id = ${itemId} and p.state = 'OnShelf')`,
  async cards(database: Db, ids: number[], viewerId: number | null) {
    const db = tablesOf<DramasTables>(database);
    return presentDramas(db, await dramaRowsByIds(db, ids), viewerId);
  },
};
