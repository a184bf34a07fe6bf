import { payments } from '@fox/contracts';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { seedDistribution } from '../distribution/index.js';
import { dramaForSale, dramaIdsOnShelf, episodesToBuy, priceCentsOf } from '../dramas/index.js';
import { userIdsByName } from '../users/index.js';
import { rechargeRate } from '../wallet/index.js';
import { unlockWithCoins } from './coin-unlock.js';
import { fulfilOrder } from './fulfil.js';
import { paymentsText } from './messages.js';
import { insertOrder, newOrderNo } from './orders.js';
import { DEMO_SALE_TERMS } from './sale-terms.js';
import type { PaymentsTables } from './tables.js';

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
  // The demo promoters' buyers (the distribution seed's), whose coin unlocks pay them a commission.
  '10000013': [68],
  '10000014': [68],
};

/** 10000002 bought the first paid episode of every drama on the shelf; 10000005 bought a whole drama. */
const BUYERS = { firstEpisodes: '10000002', wholeDrama: '10000005' };

/**
 * Coins that arrived the way real ones do: a paid sandbox order fulfilled through the ledger. A few
 * episodes are then bought with those coins.
 */
export async function seedPayments(handle: Db, now: number): Promise<void> {
  const db = tablesOf<PaymentsTables>(handle);
  const idOf = await userIdsByName(db);
  const rate = await rechargeRate(db);
  let step = 0;
  for (const [publicId, amounts] of Object.entries(TOP_UPS)) {
    const userId = idOf.get(publicId);
    if (userId === undefined) continue;
    for (const yuan of amounts) {
      const at = now - (30 - step++) * DAY;
      const orderNo = newOrderNo(at);
      const transactionId = `SBXSEED${step}`;
      // The sandbox's own book has the payment too, as it would after its page took it: the back office
      // can refund these orders through it like any other.
      await db
        .insertInto('sandboxPayments')
        .values({
          orderNo,
          amountCents: yuan * 100,
          description: paymentsText('payments.describeTopUp', 'zh', { coins: yuan * rate }),
          notifyUrl: '',
          state: 'paid',
          transactionId,
          expiresAt: at + payments.ORDER_TTL_MS,
          paidAt: at,
        })
        .execute();
      const orderId = await insertOrder(db, {
        orderNo,
        userId,
        paySource: payments.PAY_SOURCE.topUp,
        payType: payments.PAY_TYPE.qr,
        provider: 'sandbox',
        amountCents: yuan * 100,
        coinCents: Math.round(yuan * 100 * rate),
        state: 'paid',
        providerTxnId: transactionId,
        createdAt: at,
        expiresAt: at + payments.ORDER_TTL_MS,
        paidAt: at,
      });
      await fulfilOrder(db, undefined, DEMO_SALE_TERMS, orderId, at);
    }
  }

  const onShelf = await dramaIdsOnShelf(db);
  const buy = async (publicId: string, dramaId: number, whole: boolean) => {
    const userId = idOf.get(publicId);
    const drama = await dramaForSale(db, dramaId);
    const anyEpisode = drama?.episodes[0];
    if (userId === undefined || !drama || !anyEpisode) return;
    // Every episode the drama sells to this user; none for its creator.
    const paid = episodesToBuy(drama, userId, anyEpisode.id, true);
    const first = paid[0];
    if (!first) return;
    await unlockWithCoins(db, {
      userId,
      drama,
      episodeId: first.id,
      whole,
      payPrice: priceCentsOf(drama, whole, whole ? paid.length : 1) / 100,
      rechargeRate: rate,
      orderNo: newOrderNo(now),
      paySource: whole ? payments.PAY_SOURCE.dramaCoin : payments.PAY_SOURCE.episodeCoin,
      terms: DEMO_SALE_TERMS,
      now: now - DAY,
    });
  };
  for (const id of onShelf) await buy(BUYERS.firstEpisodes, id, false);
  if (onShelf[0] !== undefined) await buy(BUYERS.wholeDrama, onShelf[0], true);

  // Dramas open to distribution and buyers who came through promoters' links, bought by the real unlock.
  await seedDistribution(db, now, async ({ buyerId, dramaId, episodeId, at }) => {
    const drama = await dramaForSale(db, dramaId);
    if (!drama) return;
    await unlockWithCoins(db, {
      userId: buyerId,
      drama,
      episodeId,
      whole: false,
      payPrice: priceCentsOf(drama, false, 1) / 100,
      rechargeRate: rate,
      orderNo: newOrderNo(at),
      paySource: payments.PAY_SOURCE.episodeCoin,
      terms: DEMO_SALE_TERMS,
      now: at,
    });
  });
}
