import { dramas } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import { collectedBy } from '../social/index.js';
import { countPlay, type Play } from './plays.js';
import { presentDramas, presentEpisodes, type EpisodeViewer } from './present.js';
import {
  dramaRowById,
  dramaRowsByIds,
  dramaRowsOf,
  episodeRowsOf,
  shelfPage,
  type DramaRow,
  type PageWindow,
  type ShelfQuery,
} from './repo.js';
import { DRAMA_BUSY_TYPE } from './targets.js';
import type { DramasTables } from './tables.js';

type DramasDb = Kysely<DramasTables>;

const TAKEN_DOWN = new Set<string>(dramas.TAKEN_DOWN_STATES);

/**
 * Who may open a drama by its id. On the shelf: everyone. Taken down: everyone too, so a player opened
 * from an old link or a collection can show the off-shelf warning from the state. Under review or
 * refused: its creator alone.
 */
export const visibleTo = (row: Pick<DramaRow, 'state' | 'userId'>, viewerId: number | null) =>
  row.state === 'OnShelf' || TAKEN_DOWN.has(row.state) || Number(row.userId) === viewerId;

async function visibleDrama(db: DramasDb, id: number, viewerId: number | null): Promise<DramaRow> {
  const row = await dramaRowById(db, id);
  if (!row || !visibleTo(row, viewerId)) throw new AppError(404, 'dramas.missing');
  return row;
}

/** The catalogue: dramas on shelf, hottest or newest first, optionally those whose title has the keyword. */
export async function listShelf(
  db: DramasDb,
  filter: ShelfQuery,
  window: PageWindow,
  viewerId: number | null,
) {
  const page = await shelfPage(db, filter, window);
  return { rows: await presentDramas(db, page.rows, viewerId), total: page.total };
}

export async function dramaDetail(db: DramasDb, id: number, viewerId: number | null): Promise<dramas.Drama> {
  const row = await visibleDrama(db, id, viewerId);
  return (await presentDramas(db, [row], viewerId))[0]!;
}

/** The episodes of a drama for the player, which opening it plays: the play is counted. */
export async function listEpisodes(db: DramasDb, dramaId: number, viewer: EpisodeViewer | null, play: Play) {
  const drama = await visibleDrama(db, dramaId, viewer?.id ?? null);
  await countPlay(db, drama, play);
  const rows = await presentEpisodes(db, drama, await episodeRowsOf(db, dramaId), viewer);
  return { rows, total: rows.length };
}

/**
 * The viewer's collected dramas, newest collect first. The page and the total come from the collects
 * themselves; a collected drama that has since gone under review is left out of the page.
 */
export async function listCollected(db: DramasDb, viewerId: number, window: PageWindow) {
  const collects = await collectedBy(db, viewerId, { busyTypes: [DRAMA_BUSY_TYPE], ...window });
  const rows = await dramaRowsByIds(
    db,
    collects.rows.map((row) => Number(row.busyCode)),
  );
  const shown = rows.filter((row) => visibleTo(row, viewerId));
  return { rows: await presentDramas(db, shown, viewerId), total: collects.total };
}

export async function listMine(db: DramasDb, viewerId: number, window: PageWindow) {
  const page = await dramaRowsOf(db, viewerId, window);
  return { rows: await presentDramas(db, page.rows, viewerId), total: page.total };
}
