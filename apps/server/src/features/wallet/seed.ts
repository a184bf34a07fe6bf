import { payments } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import { dramaForSale, priceCentsOf, unlockWithCoins } from '../dramas/index.js';
import { fulfilOrder } from '../payments/index.js';
import { insertOrder, newOrderNo } from '../payments/index.js';
import { PACKAGE_YUAN, rechargeRate } from './recharge.js';

const DAY = 86_400_000;

/** Demo top-ups in yuan by public ID; 10000011 and 10000012 have never topped up. */
const TOP_UPS: Record<string, number[]> = {
  '10000001': [68, 30],
  '10000002': [128],
  '10000003': [30],
  '10000004': [6],
  '10000005': [328],
  '10000006': [30],
  '10000007': [68],
  '10000008': [6, 6],
  '10000009': [128],
  '10000010': [30],
};

/** Settlement states of the demo world: creators can sell; a few show each of the gate's prompts. */
const PAY_ACCOUNTS: Record<
  string,
  { account: 'Pass' | 'WaitApprove' | 'Refuse'; card: 'Pass' | 'WaitApprove' | null }
> = {
  '10000001': { account: 'Pass', card: 'Pass' },
  '10000002': { account: 'Pass', card: 'Pass' },
  '10000003': { account: 'Pass', card: 'Pass' },
  '10000004': { account: 'Pass', card: 'Pass' },
  '10000005': { account: 'WaitApprove', card: null },
  '10000006': { account: 'Pass', card: null },
  '10000007': { account: 'Pass', card: 'WaitApprove' },
  '10000008': { account: 'Refuse', card: null },
};

/**
 * Top-up packages, pay accounts, and coins that arrived the way real ones do: a paid sandbox order
 * fulfilled through the ledger. A few episodes are then bought with those coins.
 */
export async function seedWallet(db: Kysely<DatabaseSchema>, now: number): Promise<void> {
  for (const [index, yuan] of PACKAGE_YUAN.entries()) {
    await db
      .insertInto('rechargePackages')
      .values({ amountCents: yuan * 100, sortOrder: index + 1 })
      .onConflict((oc) => oc.column('amountCents').doNothing())
      .execute();
  }
  const users = await db.selectFrom('users').select(['id', 'userName']).execute();
  const idOf = new Map(users.map((user) => [user.userName, Number(user.id)]));
  const rate = await rechargeRate(db);

  for (const [publicId, states] of Object.entries(PAY_ACCOUNTS)) {
    const userId = idOf.get(publicId);
    if (userId === undefined) continue;
    await db
      .insertInto('payAccounts')
      .values({
        userId,
        state: states.account,
        identityValidityType: 'long',
        identityEndDate: null,
        licenseValidityType: null,
        licenseEndDate: null,
        updatedAt: now,
      })
      .execute();
    if (states.card)
      await db.insertInto('bankCards').values({ userId, state: states.card, updatedAt: now }).execute();
  }

  let step = 0;
  for (const [publicId, amounts] of Object.entries(TOP_UPS)) {
    const userId = idOf.get(publicId);
    if (userId === undefined) continue;
    for (const yuan of amounts) {
      const at = now - (30 - step++) * DAY;
      const orderId = await insertOrder(db, {
        orderNo: newOrderNo(at),
        userId,
        paySource: payments.PAY_SOURCE.topUp,
        payType: payments.PAY_TYPE.qr,
        provider: 'sandbox',
        amountCents: yuan * 100,
        coinCents: Math.round(yuan * 100 * rate),
        state: 'paid',
        providerTxnId: `SBXSEED${step}`,
        createdAt: at,
        expiresAt: at + payments.ORDER_TTL_MS,
        paidAt: at,
      });
      await fulfilOrder(db, orderId, at);
    }
  }
  await seedPurchases(db, idOf, rate, now);
}

/** 10000002 bought the first paid episode of every drama on the shelf; 10000005 bought a whole drama. */
async function seedPurchases(
  db: Kysely<DatabaseSchema>,
  idOf: Map<string, number>,
  rate: number,
  now: number,
) {
  const onShelf = await db
    .selectFrom('dramas')
    .select('id')
    .where('state', '=', 'OnShelf')
    .orderBy('id')
    .execute();
  const buy = async (publicId: string, dramaId: number, whole: boolean) => {
    const userId = idOf.get(publicId);
    const drama = await dramaForSale(db, dramaId);
    const first = drama?.episodes.find((episode) => episode.episodeNumber > drama.freeCount);
    if (userId === undefined || !drama || !first || drama.userId === userId) return;
    const locked = whole ? drama.episodes.filter((e) => e.episodeNumber > drama.freeCount).length : 1;
    await unlockWithCoins(db, {
      userId,
      drama,
      episodeId: first.id,
      whole,
      payPrice: priceCentsOf(drama, whole, locked) / 100,
      rechargeRate: rate,
      orderNo: newOrderNo(now),
      paySource: whole ? payments.PAY_SOURCE.dramaCoin : payments.PAY_SOURCE.episodeCoin,
      now: now - DAY,
    });
  };
  for (const { id } of onShelf) await buy('10000002', Number(id), false);
  if (onShelf[0]) await buy('10000005', Number(onShelf[0].id), true);
}
