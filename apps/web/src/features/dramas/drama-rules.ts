import { dramas, payments, wallet } from '@fox/contracts';

type Drama = dramas.Drama;
type Episode = dramas.Episode;

/** Spec 000 §4: a drama its author or the platform took down sells nothing. */
export function isTakenDown(drama: Pick<Drama, 'state'>): boolean {
  return (dramas.TAKEN_DOWN_STATES as readonly string[]).includes(drama.state);
}

/** Spec 000 §4: a paid-type episode the viewer has not bought is locked. */
export function isLocked(episode: Pick<Episode, 'episodePay' | 'paid'>): boolean {
  return episode.episodePay && !episode.paid;
}

export function lockedCountOf(episodes: ReadonlyArray<Pick<Episode, 'episodePay' | 'paid'>>): number {
  return episodes.filter(isLocked).length;
}

/** A yuan amount as the portal writes money ("1.50"). */
export const formatYuan = wallet.formatYuan;

/** Spec 000 §9: a coin price is the yuan price times RechargeRate, shown with one decimal. */
export function formatCoinsOfCents(yuanCents: number, rechargeRate: number): string {
  return wallet.formatCoin(wallet.coinCentsOf(yuanCents, rechargeRate) / 100, 'price');
}

/** What a card says about paying: everything free, the first N free, and the price of one episode. */
export type PriceHint = { kind: 'free' } | { kind: 'paid'; freeCount: number; price: string };

export function priceHintOf(drama: Pick<Drama, 'freeCount' | 'episodeCount' | 'singlePrice'>): PriceHint {
  if (drama.singlePrice <= 0 || drama.freeCount >= drama.episodeCount) return { kind: 'free' };
  return { kind: 'paid', freeCount: drama.freeCount, price: formatYuan(drama.singlePrice) };
}

/** Pay dialog options (spec 000 §4): 1 buys this episode, 2 buys every episode still locked. */
export type PriceIndex = 1 | 2;
/** Pay ways: 0 fox coins, 1 QR code. */
export type PayWay = 0 | 1;

/** The price of an option in yuan cents: the whole drama never costs more than its episodes one by one. */
export function optionPriceCents(
  drama: Pick<Drama, 'singlePrice' | 'playletPrice'>,
  priceIndex: PriceIndex,
  lockedCount: number,
): number {
  const single = payments.centsOf(drama.singlePrice);
  if (priceIndex === 1) return single;
  return payments.wholeDramaPriceCents(payments.centsOf(drama.playletPrice), single, lockedCount);
}

/** The order of a coin payment (spec 000 §3 order payload, §9 pay sources 101 and 102). */
export function coinOrderOf(
  drama: Pick<Drama, 'id' | 'isPlatform'>,
  episode: Pick<Episode, 'id'>,
  priceIndex: PriceIndex,
  priceCents: number,
) {
  return {
    payType: payments.PAY_TYPE.coin,
    payChannel: payments.PAY_CHANNEL,
    paySource: priceIndex === 1 ? payments.PAY_SOURCE.episodeCoin : payments.PAY_SOURCE.dramaCoin,
    masterId: drama.id,
    materialId: episode.id,
    payPrice: payments.yuanOf(priceCents),
    isPlatform: drama.isPlatform,
  } as const;
}

/** The parts of a QR order shared by one episode (7, placeOrder) and the whole drama (14, ordersAdded). */
export function qrOrderOf(
  drama: Pick<Drama, 'id' | 'isPlatform'>,
  episode: Pick<Episode, 'id'>,
  priceCents: number,
) {
  return {
    payType: payments.PAY_TYPE.qr,
    payChannel: payments.PAY_CHANNEL,
    masterId: drama.id,
    materialId: episode.id,
    payPrice: payments.yuanOf(priceCents),
    isPlatform: drama.isPlatform,
  } as const;
}

/** Whether a coin balance covers a price, compared in hundredths of a coin so decimals do not drift. */
export function coversPrice(balance: number, yuanCents: number, rechargeRate: number): boolean {
  return Math.round(balance * 100) >= wallet.coinCentsOf(yuanCents, rechargeRate);
}

/** A positive whole number from the address, or null for anything else. */
export function parsePositiveInt(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** The link that opens a drama at an episode, for cards, the search and share. */
export function dramaLinkOf(dramaId: number, episodeNumber?: number): string {
  const query = new URLSearchParams({ episodeRelevance: String(dramaId) });
  if (episodeNumber !== undefined) query.set('episode', String(episodeNumber));
  return `/shortPlayDetail?${query.toString()}`;
}

/** The paid-service agreement, opened as an external page in a new tab (spec 000 §2). */
export const PAY_AGREEMENT_URL = '/explain?type=dramaPayAgreement';
