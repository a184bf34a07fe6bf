import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { readAfter, type ReadAfter } from '../../platform/db/read-after.js';
import { CARD_COLUMNS, ON_SHELF, presentGame } from './present.js';
import type { GamesTables } from './tables.js';

/**
 * Games as a source of the site search (the app hands it to search): their names, summaries, descriptions
 * and tags. Its words are not edited after it is listed, so its change time is its listing time; a game
 * taken down stays in the index and is left out of every answer by `onShelf`, so putting it back needs no
 * reindexing.
 */
export const gameSearchSource = {
  kind: 'Game',
  watermark: 'games',
  async items(database: Db, after: ReadAfter, limit: number) {
    const db = tablesOf<GamesTables>(database);
    const query = db
      .selectFrom('games')
      .select(['id', 'name', 'summary', 'description', 'tags', 'createdAt']);
    const rows = await readAfter(query, after, 'createdAt').limit(limit).execute();
    return rows.map((row) => ({
      id: Number(row.id),
      createdAt: Number(row.createdAt),
      updatedAt: Number(row.createdAt),
      plain: [row.name, row.summary, row.description, row.tags.replaceAll(',', ' ')],
      html: [],
    }));
  },
  onShelf: (itemId: RawBuilder<unknown>) =>
    sql<SqlBool>`exists (select 1 from ${sql.table('games')} g where g.id = ${itemId} and g.state = ${ON_SHELF})`,
  /** The cards of the found games, in the order search found them. */
  async cards(database: Db, ids: number[]) {
    if (ids.length === 0) return [];
    const rows = await tablesOf<GamesTables>(database)
      .selectFrom('games')
      .select(CARD_COLUMNS)
      .where('id', 'in', ids)
      .where('state', '=', ON_SHELF)
      .execute();
    const byId = new Map(rows.map((row) => [Number(row.id), presentGame(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },
};
