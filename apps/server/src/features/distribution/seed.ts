import { distribution } from '@fox/contracts';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { dramaForSale, dramaIdsOnShelf, type SaleDrama } from '../dramas/index.js';
import { userIdsByName } from '../users/index.js';
import { chinaDayNumber, dayText } from '../earnings/index.js';
import { openForDistribution } from './listings.js';
import { recordVisit, takePromotion } from './promotions.js';
import type { DistributionTables } from './tables.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A demo episode bought with coins by the feature that sells it (payments), through its real unlock. */
export interface DemoPurchase {
  buyerId: number;
  dramaId: number;
  episodeId: number;
  at: number;
}

/**
 * The demo promoters, chosen among accounts whose browser journeys neither buy dramas nor read a wallet:
 * 10000017 and 10000018 (group administration's owner and member). Their buyers are 10000013 and 10000014
 * (who only chat and write novels in the journeys); 10000015 and 10000016 visited long enough ago that
 * their attributions lapsed, so a journey of theirs buying a drama pays no one.
 */
export const DEMO_PROMOTERS = ['10000017', '10000018'] as const;
export const DEMO_PROMOTED_BUYERS = ['10000013', '10000014'] as const;
const PAST_VISITORS = ['10000015', '10000016'] as const;

/** Commission percents of the creators' dramas opened to distribution, in shelf order. */
const COMMISSIONS = [30, 20, 15];

/**
 * Creators open three of their dramas to distribution; two promoters take them; visitors come through
 * their links over the last days, and two buyers buy episodes through them. Everything goes through the
 * feature's own code (and the sale through `buy`, payments' coin unlock), so the figures, the rollups and
 * the ledger are what real use would leave.
 */
export async function seedDistribution(
  handle: Db,
  now: number,
  buy: (purchase: DemoPurchase) => Promise<void>,
): Promise<void> {
  const db = tablesOf<DistributionTables>(handle);
  const idOf = await userIdsByName(handle);
  const ids = (names: readonly string[]) => names.map((name) => idOf.get(name));
  const [first, second] = ids(DEMO_PROMOTERS);
  const buyers = ids(DEMO_PROMOTED_BUYERS);
  const past = ids(PAST_VISITORS);
  if (first === undefined || second === undefined) return;

  const dramas: SaleDrama[] = [];
  for (const id of await dramaIdsOnShelf(handle)) {
    const drama = await dramaForSale(handle, id);
    if (drama && !drama.isPlatform && drama.singlePriceCents > 0 && drama.episodes.length > drama.freeCount) {
      dramas.push(drama);
    }
    if (dramas.length === COMMISSIONS.length) break;
  }
  const opened = now - 12 * DAY;
  const endDate = dayText(chinaDayNumber(now) + 90);
  const codes = new Map<string, string>();
  for (const [index, drama] of dramas.entries()) {
    const item = await openForDistribution(
      db,
      drama.userId,
      { kind: 'drama', itemId: drama.id, commissionPercent: COMMISSIONS[index]!, endDate },
      opened,
    );
    for (const [promoterIndex, promoterId] of [first, second].entries()) {
      // The second promoter took the first two dramas only.
      if (promoterIndex === 1 && index === 2) continue;
      const promotion = await takePromotion(db, promoterId, item.id, opened + DAY + index * HOUR);
      codes.set(`${promoterIndex}:${index}`, promotion.code);
    }
  }
  const visit = async (visitorId: number | undefined, key: string, at: number) => {
    const code = codes.get(key);
    if (visitorId !== undefined && code) {
      await recordVisit(db, visitorId, code, distribution.DEFAULT_WINDOW_DAYS, at);
    }
  };
  /** The paid episodes of a drama a buyer takes, one by one, in order. */
  const paidEpisode = (index: number, nth: number) => {
    const drama = dramas[index];
    const paid = drama?.episodes.filter((episode) => episode.episodeNumber > drama.freeCount) ?? [];
    return drama && paid.length > 0 ? { dramaId: drama.id, episodeId: paid[nth % paid.length]!.id } : null;
  };
  const purchase = async (buyerId: number | undefined, index: number, nth: number, at: number) => {
    const episode = paidEpisode(index, nth);
    if (buyerId !== undefined && episode) await buy({ buyerId, ...episode, at });
  };

  // Visits long enough ago that their attributions lapsed: they count on the days' figures only.
  for (const [day, visitorId] of [
    [10, past[0]],
    [9, past[1]],
  ] as const) {
    await visit(visitorId, '0:0', now - day * DAY);
    await visit(visitorId, '1:1', now - day * DAY + HOUR);
  }
  const [a, b] = buyers;
  // Buyer a came through the first promoter's links over three days, buying each time.
  await visit(a, '0:0', now - 3 * DAY);
  await purchase(a, 0, 0, now - 3 * DAY + HOUR);
  await purchase(a, 0, 1, now - 3 * DAY + 2 * HOUR);
  await visit(a, '0:2', now - DAY);
  await purchase(a, 2, 0, now - DAY + HOUR);
  await visit(a, '0:1', now - 2 * HOUR);
  await purchase(a, 1, 0, now - HOUR);
  // Buyer b came through the second promoter's: the first drama two days ago, the second today.
  await visit(b, '1:0', now - 2 * DAY);
  await purchase(b, 0, 0, now - 2 * DAY + HOUR);
  await visit(b, '1:1', now - 3 * HOUR);
  await purchase(b, 1, 0, now - 2 * HOUR);
}
