import { describe, expect, it } from 'vitest';
import {
  coinsForEpisodesText,
  episodeRangeText,
  paidForCoinsText,
  paidForEpisodesText,
} from './notice-text.js';

describe('what a wallet notice says was bought', () => {
  it('joins runs of three or more episodes into a range', () => {
    expect(episodeRangeText([8], 'zh')).toBe('8');
    expect(episodeRangeText([9, 8], 'zh')).toBe('8、9');
    expect(episodeRangeText([3, 5, 8, 9, 10, 11], 'zh')).toBe('3、5、8-11');
    expect(episodeRangeText([11, 12, 13], 'en')).toBe('11-13');
    expect(episodeRangeText([1, 4], 'en')).toBe('1, 4');
  });

  it('names the drama and the money, never an order number', () => {
    const bought = { dramaId: 3, title: '长安雪', numbers: [8] };
    expect(paidForEpisodesText(bought, 50, 'zh')).toBe('已支付 ¥0.50，解锁《长安雪》第 8 集');
    expect(coinsForEpisodesText(bought, 500, 'zh')).toBe('已使用 5 狐币，解锁《长安雪》第 8 集');
    expect(paidForCoinsText(600, 6000, 'zh')).toBe('已支付 ¥6.00，充值 60 狐币');
    expect(coinsForEpisodesText({ ...bought, numbers: [11, 12, 13] }, 1550, 'en')).toBe(
      'Used 15.5 fox coins to unlock episode 11-13 of "长安雪"',
    );
  });
});
