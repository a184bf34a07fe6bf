import { formatChinaTime, games } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import type { Lang } from '../../platform/http/messages.js';
import { CARD_COLUMNS, coinsOfCents, ON_SHELF, presentGame, rebateRuleOf } from './present.js';
import type { GamesTables } from './tables.js';

type GamesDb = Kysely<GamesTables>;
type Sort = (typeof games.GAME_SORTS)[number];

/** A page of games by heat or newness, read along the index of its order (and category). */
function ordered(db: GamesDb, sort: Sort, category: games.GameCategory | undefined) {
  let query = db.selectFrom('games').select(CARD_COLUMNS).where('state', '=', ON_SHELF);
  if (category) query = query.where('category', '=', category);
  return sort === 'hot'
    ? query.orderBy('playCount', 'desc').orderBy('id', 'desc')
    : query.orderBy('createdAt', 'desc').orderBy('id', 'desc');
}

export async function listGames(
  db: GamesDb,
  query: { pageNum: number; pageSize: number; sort: Sort; category?: games.GameCategory },
) {
  let count = db
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('state', '=', ON_SHELF);
  if (query.category) count = count.where('category', '=', query.category);
  const [rows, total] = await Promise.all([
    ordered(db, query.sort, query.category)
      .offset((query.pageNum - 1) * query.pageSize)
      .limit(query.pageSize)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(presentGame), total: Number(total.total) };
}

/** The game's items in the shop's order, with whether the player owns each (false for guests). */
export async function itemsOf(
  db: GamesDb,
  gameId: number,
  viewerId: number | null,
): Promise<games.GameItem[]> {
  const [items, owned] = await Promise.all([
    db.selectFrom('gameItems').selectAll().where('gameId', '=', gameId).orderBy('sortOrder').execute(),
    viewerId === null
      ? []
      : db
          .selectFrom('gamePurchases')
          .select('itemKey')
          .where('userId', '=', viewerId)
          .where('gameId', '=', gameId)
          .execute(),
  ]);
  const ownedKeys = new Set(owned.map((purchase) => purchase.itemKey));
  return items.map((item) => ({
    key: item.itemKey,
    name: item.name,
    description: item.description,
    priceCoins: coinsOfCents(Number(item.priceCents)),
    kind: 'permanent' as const,
    owned: ownedKeys.has(item.itemKey),
  }));
}

/** The player's games, last played first, by the (userId, lastPlayedAt) index. */
export async function recentGamesOf(
  db: GamesDb,
  userId: number,
  page: { offset: number; limit: number },
  onlyWithRebate = false,
) {
  let query = db
    .selectFrom('gamePlays as p')
    .innerJoin('games as g', 'g.id', 'p.gameId')
    .where('p.userId', '=', userId)
    .where('g.state', '=', ON_SHELF);
  if (onlyWithRebate) query = query.where('g.rebatePercent', '>', 0);
  const [rows, total] = await Promise.all([
    query
      .select(CARD_COLUMNS.map((column) => `g.${column}` as const))
      .orderBy('p.lastPlayedAt', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(presentGame), total: Number(total.total) };
}

/**
 * The centre's home. The catalogue is curated by the platform (tens of games, not a user-made collection),
 * so the banner's filter and the categories' counts read the games table itself; the lists read their
 * order's index.
 */
export async function gameHome(db: GamesDb, viewerId: number | null): Promise<games.GameHome> {
  const size = games.GAME_HOME_SIZE;
  const [banners, newest, hottest, counts, recent] = await Promise.all([
    db
      .selectFrom('games')
      .select(CARD_COLUMNS)
      .where('featured', '=', 1)
      .where('state', '=', ON_SHELF)
      .orderBy('id')
      .limit(games.GAME_BANNER_SIZE)
      .execute(),
    ordered(db, 'new', undefined).limit(size).execute(),
    ordered(db, 'hot', undefined).limit(size).execute(),
    db
      .selectFrom('games')
      .select(['category', (eb) => eb.fn.countAll<number>().as('count')])
      .where('state', '=', ON_SHELF)
      .groupBy('category')
      .execute(),
    viewerId === null ? { rows: [] } : recentGamesOf(db, viewerId, { offset: 0, limit: size }),
  ]);
  const countOf = new Map(counts.map((row) => [row.category, Number(row.count)]));
  return {
    banners: banners.map(presentGame),
    categories: games.GAME_CATEGORIES.map((key) => ({
      key,
      name: games.GAME_CATEGORY_NAMES[key],
      count: countOf.get(key) ?? 0,
    })),
    newest: newest.map(presentGame),
    hottest: hottest.map(presentGame),
    recent: recent.rows,
  };
}

/**
 * A game players may reach: on the shelf. One taken down answers as missing to every player's call (info,
 * start, token, heartbeat, buying, rebates), as if it were never listed; what players bought stays theirs.
 */
export async function gameRowOf(db: GamesDb, gameId: number) {
  const row = await db.selectFrom('games').selectAll().where('id', '=', gameId).executeTakeFirst();
  if (!row || row.state !== ON_SHELF) throw new AppError(404, 'games.missing');
  return row;
}

export async function gameDetail(
  db: GamesDb,
  gameId: number,
  viewerId: number | null,
  lang: Lang,
): Promise<games.GameDetail> {
  const row = await gameRowOf(db, gameId);
  const [items, play] = await Promise.all([
    itemsOf(db, gameId, viewerId),
    viewerId === null
      ? undefined
      : db
          .selectFrom('gamePlays')
          .select(['playSeconds', 'lastPlayedAt'])
          .where('userId', '=', viewerId)
          .where('gameId', '=', gameId)
          .executeTakeFirst(),
  ]);
  return {
    ...presentGame(row),
    description: row.description,
    screenshots: JSON.parse(row.screenshots) as string[],
    items,
    rebateRule: rebateRuleOf(row, lang),
    playSeconds: play ? Number(play.playSeconds) : 0,
    lastPlayTime: play ? formatChinaTime(Number(play.lastPlayedAt)) : null,
  };
}
