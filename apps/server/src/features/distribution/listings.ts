import { distribution } from '@fox/contracts';
import type { Kysely, Selectable } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import { dramaForSale } from '../dramas/index.js';
import { chinaDayNumber, chinaDayStart, dayText } from '../earnings/index.js';
import type { DistributionItemTable, DistributionTables } from './tables.js';

type Db = Kysely<DistributionTables>;
type ItemRow = Selectable<DistributionItemTable>;

const DAY_MS = 86_400_000;

/**
 * The instant an item stops being open: the end of its last day, China time. A day that is not on the
 * calendar (2026-02-30), before today, or more than the limit ahead is refused with why.
 */
export function endsAtOf(endDate: string, now: number): number {
  const day = Number(endDate.replaceAll('-', ''));
  const start = chinaDayStart(day);
  if (!Number.isFinite(start) || chinaDayNumber(start) !== day) {
    throw new AppError(400, 'distribution.endDateInvalid');
  }
  const today = chinaDayStart(chinaDayNumber(now));
  if (start < today) throw new AppError(400, 'distribution.endDatePast');
  if (start - today > distribution.DISTRIBUTION_MAX_DAYS * DAY_MS) {
    throw new AppError(400, 'distribution.endDateTooFar', { days: distribution.DISTRIBUTION_MAX_DAYS });
  }
  return start + DAY_MS;
}

/** The last day an item is open, YYYY-MM-DD China time. */
export const endDateOf = (endsAt: number) => dayText(chinaDayNumber(endsAt - 1));

export function presentDistribution(row: ItemRow): distribution.Distribution {
  return {
    id: Number(row.id),
    kind: row.kind,
    itemId: Number(row.itemId),
    commissionPercent: Number(row.commissionPercent),
    endDate: endDateOf(Number(row.endsAt)),
    state: row.state,
    sales: Number(row.sales),
    commission: Number(row.commissionCents) / 100,
  };
}

/** The drama a user may open to distribution: their own, on the shelf, with a price, not the platform's. */
async function ownDramaForDistribution(db: Db, ownerId: number, dramaId: number) {
  const drama = await dramaForSale(db, dramaId);
  if (!drama) throw new AppError(404, 'distribution.dramaMissing');
  // The platform's dramas pay no creator share to take a commission from; they wait for an operator's page.
  if (drama.isPlatform) throw new AppError(400, 'distribution.platformDrama');
  if (drama.userId !== ownerId) throw new AppError(403, 'distribution.notOwner');
  if (drama.state !== 'OnShelf') throw new AppError(400, 'distribution.notOnShelf');
  if (drama.singlePriceCents === 0 && drama.playletPriceCents === 0) {
    throw new AppError(400, 'distribution.freeDrama');
  }
  return drama;
}

export const itemOf = (db: Db, kind: distribution.DistributionKind, itemId: number) =>
  db
    .selectFrom('distributionItems')
    .selectAll()
    .where('kind', '=', kind)
    .where('itemId', '=', itemId)
    .executeTakeFirst();

/**
 * Opens a drama to distribution, or changes its terms: one row per drama, so a second opening (or one
 * racing it) updates the same row. The new terms apply to sales from now on.
 */
export async function openForDistribution(
  db: Db,
  ownerId: number,
  input: { kind: distribution.DistributionKind; itemId: number; commissionPercent: number; endDate: string },
  now: number,
): Promise<distribution.Distribution> {
  await ownDramaForDistribution(db, ownerId, input.itemId);
  const endsAt = endsAtOf(input.endDate, now);
  await db
    .insertInto('distributionItems')
    .values({
      kind: input.kind,
      itemId: input.itemId,
      ownerId,
      commissionPercent: input.commissionPercent,
      endsAt,
      state: 'open',
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) =>
      oc.columns(['kind', 'itemId']).doUpdateSet({
        commissionPercent: input.commissionPercent,
        endsAt,
        state: 'open',
        updatedAt: now,
      }),
    )
    .execute();
  return presentDistribution((await itemOf(db, input.kind, input.itemId))!);
}

/**
 * The owner's own terms for a drama, open or closed, or null when it was never opened. Only the drama's
 * owner may read them this way (the plaza shows open items to everyone).
 */
export async function ownDistribution(
  db: Db,
  ownerId: number,
  input: { kind: distribution.DistributionKind; itemId: number },
): Promise<distribution.Distribution | null> {
  const row = await itemOf(db, input.kind, input.itemId);
  if (row) {
    if (Number(row.ownerId) !== ownerId) throw new AppError(403, 'distribution.notOwner');
    return presentDistribution(row);
  }
  const drama = await dramaForSale(db, input.itemId);
  if (!drama) throw new AppError(404, 'distribution.dramaMissing');
  if (drama.userId !== ownerId) throw new AppError(403, 'distribution.notOwner');
  return null;
}

/** Closes a drama to distribution: attributions stay, but no sale pays a commission while it is closed. */
export async function closeDistribution(
  db: Db,
  ownerId: number,
  input: { kind: distribution.DistributionKind; itemId: number },
  now: number,
): Promise<distribution.Distribution> {
  const row = await itemOf(db, input.kind, input.itemId);
  if (!row) throw new AppError(404, 'distribution.notDistributed');
  if (Number(row.ownerId) !== ownerId) throw new AppError(403, 'distribution.notOwner');
  await db
    .updateTable('distributionItems')
    .set({ state: 'closed', updatedAt: now })
    .where('id', '=', row.id)
    .execute();
  return presentDistribution({ ...row, state: 'closed' });
}
