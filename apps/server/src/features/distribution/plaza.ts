import { formatChinaTime, type distribution } from '@fox/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import { dramaSearchSource } from '../dramas/index.js';
import { endDateOf } from './listings.js';
import { isOpen, promotionOf } from './promotions.js';
import type { DistributionItemTable, DistributionTables } from './tables.js';

type Db = Kysely<DistributionTables>;
type ItemRow = Selectable<DistributionItemTable>;

const SORT_COLUMNS = {
  commission: 'commissionPercent',
  sales: 'sales',
  newest: 'createdAt',
} as const satisfies Record<distribution.PlazaSort, keyof DistributionItemTable>;

/** Items as promoters see them, with their dramas' cards (one read for a page); off-shelf dramas left out. */
async function plazaItemsOf(db: Db, rows: ItemRow[]): Promise<distribution.PlazaItem[]> {
  const cards = new Map(
    (
      await dramaSearchSource.cards(
        db,
        rows.map((row) => Number(row.itemId)),
        null,
      )
    ).map((card) => [card.id, card]),
  );
  const items: distribution.PlazaItem[] = [];
  for (const row of rows) {
    const card = cards.get(Number(row.itemId));
    if (!card || card.state !== 'OnShelf') continue;
    const percent = Number(row.commissionPercent);
    items.push({
      id: Number(row.id),
      kind: row.kind,
      itemId: card.id,
      title: card.title,
      coverUrl: card.coverUrl,
      categoryName: card.categoryName,
      singlePrice: card.singlePrice,
      playletPrice: card.playletPrice,
      commissionPercent: percent,
      commissionPerEpisode: Math.floor((Math.round(card.singlePrice * 100) * percent) / 100) / 100,
      sales: Number(row.sales),
      endDate: endDateOf(Number(row.endsAt)),
      createTime: formatChinaTime(Number(row.createdAt)),
    });
  }
  return items;
}

/**
 * A page of the plaza: open items of a kind, by commission, sales or newest (ties newest first), read
 * along the (kind, state, column, id) index. Items past their end date are skipped until their owner
 * renews them; a drama no longer on the shelf is left out of its page.
 */
export async function plazaPage(
  db: Db,
  query: {
    kind: distribution.DistributionKind;
    sort: distribution.PlazaSort;
    pageNum: number;
    pageSize: number;
  },
  now: number,
) {
  const open = db
    .selectFrom('distributionItems')
    .where('kind', '=', query.kind)
    .where('state', '=', 'open')
    .where('endsAt', '>', now);
  const [rows, count] = await Promise.all([
    open
      .selectAll()
      .orderBy(SORT_COLUMNS[query.sort], 'desc')
      .orderBy('id', 'desc')
      .offset((query.pageNum - 1) * query.pageSize)
      .limit(query.pageSize)
      .execute(),
    open.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: await plazaItemsOf(db, rows), total: Number(count.total) };
}

/**
 * One item's promotion page: the item as the plaza shows it, whether it is open now, and the viewer's own
 * promotion of it with its figures (null for a guest or before they take it). A closed item still shows,
 * so a promoter can see what their link earned.
 */
export async function distributionDetail(
  db: Db,
  viewerId: number | null,
  distributionId: number,
  now: number,
): Promise<distribution.DistributionDetail> {
  const row = await db
    .selectFrom('distributionItems')
    .selectAll()
    .where('id', '=', distributionId)
    .executeTakeFirst();
  const [item] = row ? await plazaItemsOf(db, [row]) : [];
  if (!row || !item) throw new AppError(404, 'distribution.itemMissing');
  return {
    ...item,
    open: isOpen(row, now),
    promotion: viewerId === null ? null : await promotionOf(db, viewerId, row),
  };
}
