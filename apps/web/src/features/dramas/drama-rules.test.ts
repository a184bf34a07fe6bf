import { describe, expect, it } from 'vitest';
import {
  coinOrderOf,
  coversPrice,
  dramaLinkOf,
  formatCoinsOfCents,
  isLocked,
  isTakenDown,
  lockedCountOf,
  optionPriceCents,
  parsePositiveInt,
  priceHintOf,
  qrOrderOf,
} from './drama-rules';
import { dramaOf, episodeOf } from './drama-test-kit';

describe('drama rules', () => {
  it('takes OffShelf and CompelOff as taken down', () => {
    expect(isTakenDown({ state: 'OnShelf' })).toBe(false);
    expect(isTakenDown({ state: 'OffShelf' })).toBe(true);
    expect(isTakenDown({ state: 'CompelOff' })).toBe(true);
  });

  it('locks a paid-type episode until it is bought', () => {
    expect(isLocked({ episodePay: true, paid: false })).toBe(true);
    expect(isLocked({ episodePay: true, paid: true })).toBe(false);
    expect(isLocked({ episodePay: false, paid: true })).toBe(false);
    expect(lockedCountOf([episodeOf(1), episodeOf(2), episodeOf(3, { paid: true })])).toBe(1);
  });

  it('says what a drama costs', () => {
    expect(priceHintOf(dramaOf({ singlePrice: 0 }))).toEqual({ kind: 'free' });
    expect(priceHintOf(dramaOf({ freeCount: 3, episodeCount: 3 }))).toEqual({ kind: 'free' });
    expect(priceHintOf(dramaOf({ freeCount: 2, singlePrice: 1.5 }))).toEqual({
      kind: 'paid',
      freeCount: 2,
      price: '1.50',
    });
  });

  it('never prices the rest of a drama above its episodes one by one', () => {
    const drama = dramaOf({ singlePrice: 1.5, playletPrice: 20 });
    expect(optionPriceCents(drama, 1, 30)).toBe(150);
    expect(optionPriceCents(drama, 2, 30)).toBe(2000);
    expect(optionPriceCents(drama, 2, 4)).toBe(600);
  });

  it('shows coins as yuan times the rate with one decimal, and compares them exactly', () => {
    expect(formatCoinsOfCents(150, 10)).toBe('15.0');
    expect(formatCoinsOfCents(133, 1.5)).toBe('2.0');
    expect(coversPrice(15, 150, 10)).toBe(true);
    expect(coversPrice(14.9, 150, 10)).toBe(false);
  });

  it('builds the order payloads of spec 000 §3', () => {
    const drama = dramaOf({ id: 7, isPlatform: true });
    expect(coinOrderOf(drama, { id: 702 }, 1, 150)).toEqual({
      payType: 'virtual-pay',
      payChannel: 'pc',
      paySource: 101,
      masterId: 7,
      materialId: 702,
      payPrice: 1.5,
      isPlatform: true,
    });
    expect(coinOrderOf(drama, { id: 702 }, 2, 2000).paySource).toBe(102);
    expect(qrOrderOf(drama, { id: 702 }, 150)).toMatchObject({
      payType: 'yi-ma',
      payPrice: 1.5,
      masterId: 7,
    });
  });

  it('reads ids from the address and links to an episode', () => {
    expect(parsePositiveInt('12')).toBe(12);
    expect(parsePositiveInt('0')).toBeNull();
    expect(parsePositiveInt('1e3')).toBeNull();
    expect(parsePositiveInt(null)).toBeNull();
    expect(dramaLinkOf(7)).toBe('/shortPlayDetail?episodeRelevance=7');
    expect(dramaLinkOf(7, 3)).toBe('/shortPlayDetail?episodeRelevance=7&episode=3');
  });
});
