import { content } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { ContentTableName, ContentTables } from './tables.js';

const contentDb = (db: Db): Kysely<ContentTables> => tablesOf<ContentTables>(db);

interface OwnedRow {
  id: number;
  userId: number;
  state: string;
}

/** States the author may switch between; the others are the platform's decision (review, takedown). */
const AUTHOR_SWITCHABLE = new Set(['OnShelf', 'OffShelf']);

/** Unknown id → 404; someone else's content → 403. Runs before anything changes. */
function checkOwnership(rows: OwnedRow[], ids: number[], userId: number): void {
  const found = new Map(rows.map((row) => [Number(row.id), row]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new AppError(404, 'content.notFound', { ids: missing.join(',') });
  if (rows.some((row) => Number(row.userId) !== userId)) throw new AppError(403, 'content.notAuthor');
}

/** Loads one piece of content for its author to edit. */
export async function loadOwned(
  db: Db,
  table: ContentTableName,
  id: number,
  userId: number,
): Promise<OwnedRow> {
  const rows = await contentDb(db)
    .selectFrom(table)
    .select(['id', 'userId', 'state'])
    .where('id', '=', id)
    .execute();
  checkOwnership(rows, [id], userId);
  return rows[0]!;
}

/** Puts the author's own items on or off shelf, all or none. Answers how many changed. */
export async function setOwnState(
  db: Db,
  table: ContentTableName,
  ids: number[],
  userId: number,
  state: 'OnShelf' | 'OffShelf',
  now: number,
): Promise<number> {
  const unique = [...new Set(ids)];
  return contentDb(db)
    .transaction()
    .execute(async (trx) => {
      const rows = await trx
        .selectFrom(table)
        .select(['id', 'userId', 'state'])
        .where('id', 'in', unique)
        .execute();
      checkOwnership(rows, unique, userId);
      if (rows.some((row) => !AUTHOR_SWITCHABLE.has(row.state)))
        throw new AppError(409, 'content.stateLocked');
      await trx.updateTable(table).set({ state, updatedAt: now }).where('id', 'in', unique).execute();
      return unique.length;
    });
}

/** Unpublished content exists only for its author. */
export function visibleTo(row: { state: string; userId: number }, viewerId: number | null): boolean {
  return row.state === 'OnShelf' || (viewerId !== null && Number(row.userId) === viewerId);
}

/**
 * The row if the viewer may see it. A missing row is a 404; a hidden one is a 404 too, saying it was taken
 * down or waits for review (its `data.unavailable`), so the page tells the viewer rather than showing a
 * dead link.
 */
export function visibleOrNotFound<Row extends { state: content.ContentState; userId: number }>(
  row: Row | undefined,
  viewerId: number | null,
): Row {
  if (!row) throw new AppError(404, 'content.notFound');
  if (visibleTo(row, viewerId)) return row;
  const unavailable = content.unavailableReasonOf(row.state);
  throw new AppError(
    404,
    unavailable === 'underReview' ? 'content.underReview' : 'content.takenDown',
    {},
    {
      data: { unavailable },
    },
  );
}

/** An item that vanished while it was read (its author's account went meanwhile) is a 404 too. */
export function presentOrNotFound<Item>(item: Item | undefined): Item {
  if (item === undefined) throw new AppError(404, 'content.notFound');
  return item;
}
