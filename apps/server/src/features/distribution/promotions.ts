import { randomInt } from 'node:crypto';
import { distribution, formatChinaTime } from '@fox/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import { inTransaction } from '../../platform/db/transactions.js';
import { AppError } from '../../platform/http/app-error.js';
import { dramaTitlesOf } from '../dramas/index.js';
import { movePromoterFigures } from './figures.js';
import type { DistributionItemTable, DistributionTables, PromotionTable } from './tables.js';

type Db = Kysely<DistributionTables>;
type PromotionRow = Selectable<PromotionTable>;
type ItemRow = Selectable<DistributionItemTable>;

const DAY_MS = 86_400_000;
const CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** 12 characters drawn by the system's random source: a code cannot be guessed or walked. */
export function newAttributionCode(): string {
  let code = '';
  for (let i = 0; i < 12; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The portal page a promotion link opens: the drama player, carrying the attribution code. */
export const promotionLink = (kind: distribution.DistributionKind, itemId: number, code: string) =>
  kind === 'drama'
    ? `/shortPlayDetail?episodeRelevance=${itemId}&${distribution.ATTRIBUTION_PARAM}=${code}`
    : `/?${distribution.ATTRIBUTION_PARAM}=${code}`;

/** An item open now: open, and before its end. */
export const isOpen = (item: Pick<ItemRow, 'state' | 'endsAt'>, now: number) =>
  item.state === 'open' && Number(item.endsAt) > now;

async function present(db: Db, rows: Array<{ promotion: PromotionRow; item: ItemRow }>) {
  const titles = await dramaTitlesOf(
    db,
    rows.map(({ item }) => Number(item.itemId)),
  );
  return rows.map(({ promotion, item }): distribution.Promotion => ({
    id: Number(promotion.id),
    distributionId: Number(item.id),
    kind: item.kind,
    itemId: Number(item.itemId),
    title: titles.get(Number(item.itemId)) ?? '',
    code: promotion.code,
    link: promotionLink(item.kind, Number(item.itemId), promotion.code),
    commissionPercent: Number(item.commissionPercent),
    visits: Number(promotion.visits),
    buyers: Number(promotion.buyers),
    orders: Number(promotion.orders),
    commission: Number(promotion.commissionCents) / 100,
    createTime: formatChinaTime(Number(promotion.createdAt)),
  }));
}

/**
 * A promoter takes an item from the plaza: one promotion per promoter and item (taking it again, or twice
 * at once, answers the same code), only while the item is open.
 */
export async function takePromotion(
  db: Db,
  promoterId: number,
  distributionId: number,
  now: number,
): Promise<distribution.Promotion> {
  const item = await db
    .selectFrom('distributionItems')
    .selectAll()
    .where('id', '=', distributionId)
    .executeTakeFirst();
  if (!item || !isOpen(item, now)) throw new AppError(404, 'distribution.itemMissing');
  await db
    .insertInto('promotions')
    .values({ distributionId, promoterId, code: newAttributionCode(), createdAt: now })
    .onConflict((oc) => oc.columns(['promoterId', 'distributionId']).doNothing())
    .execute();
  const promotion = await db
    .selectFrom('promotions')
    .selectAll()
    .where('promoterId', '=', promoterId)
    .where('distributionId', '=', distributionId)
    .executeTakeFirstOrThrow();
  return (await present(db, [{ promotion, item }]))[0]!;
}

/**
 * A logged-in user opened a page through a promotion link. Their attribution for that item moves to this
 * promoter for the window (last click wins) in one transaction with the promotion's visit count. A visit
 * is counted when it starts an attribution to this promotion (a new one, or one that had lapsed or was
 * another promoter's), so reloading the page does not inflate it; the promoter's own visits count for
 * nothing, and a closed or ended item attributes nothing.
 */
export async function recordVisit(db: Db, visitorId: number, code: string, windowDays: number, now: number) {
  const found = await db
    .selectFrom('promotions')
    .innerJoin('distributionItems', 'distributionItems.id', 'promotions.distributionId')
    .select([
      'promotions.id as promotionId',
      'promotions.promoterId',
      'distributionItems.id as distributionId',
      'distributionItems.kind',
      'distributionItems.itemId',
      'distributionItems.state',
      'distributionItems.endsAt',
    ])
    .where('promotions.code', '=', code)
    .executeTakeFirst();
  if (!found) throw new AppError(404, 'distribution.codeUnknown');
  const answer = { kind: found.kind, itemId: Number(found.itemId) };
  if (Number(found.promoterId) === visitorId || !isOpen(found, now)) {
    return { ...answer, attributed: false, expireTime: null };
  }
  const promotionId = Number(found.promotionId);
  const distributionId = Number(found.distributionId);
  const expiresAt = now + windowDays * DAY_MS;
  await inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('promotionAttributions')
      .select(['promotionId', 'expiresAt'])
      .where('buyerId', '=', visitorId)
      .where('distributionId', '=', distributionId)
      .executeTakeFirst();
    await trx
      .insertInto('promotionAttributions')
      .values({ buyerId: visitorId, distributionId, promotionId, visitedAt: now, expiresAt })
      .onConflict((oc) =>
        oc.columns(['buyerId', 'distributionId']).doUpdateSet({ promotionId, visitedAt: now, expiresAt }),
      )
      .execute();
    const renewed = before && Number(before.promotionId) === promotionId && Number(before.expiresAt) > now;
    if (!renewed) {
      await trx
        .updateTable('promotions')
        .set({ visits: sql`visits + 1` })
        .where('id', '=', promotionId)
        .execute();
      await movePromoterFigures(trx, Number(found.promoterId), now, { visits: 1 });
    }
  });
  return { ...answer, attributed: true, expireTime: formatChinaTime(expiresAt) };
}

/** The viewer's promotion of an item, or null before they take it. */
export async function promotionOf(
  db: Db,
  promoterId: number,
  item: ItemRow,
): Promise<distribution.Promotion | null> {
  const promotion = await db
    .selectFrom('promotions')
    .selectAll()
    .where('promoterId', '=', promoterId)
    .where('distributionId', '=', item.id)
    .executeTakeFirst();
  return promotion ? (await present(db, [{ promotion, item }]))[0]! : null;
}

/** The promoter's own promotions, newest first, along (promoterId, id): their figures are rollups. */
export async function promotionsOf(db: Db, promoterId: number, page: { pageNum: number; pageSize: number }) {
  const mine = db.selectFrom('promotions').where('promoterId', '=', promoterId);
  const [rows, count] = await Promise.all([
    mine
      .selectAll()
      .orderBy('id', 'desc')
      .offset((page.pageNum - 1) * page.pageSize)
      .limit(page.pageSize)
      .execute(),
    mine.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  const items = new Map(
    (
      await (rows.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('distributionItems')
            .selectAll()
            .where(
              'id',
              'in',
              rows.map((row) => Number(row.distributionId)),
            )
            .execute())
    ).map((item) => [Number(item.id), item]),
  );
  const pairs = rows.map((promotion) => ({ promotion, item: items.get(Number(promotion.distributionId))! }));
  return { rows: await present(db, pairs), total: Number(count.total) };
}
