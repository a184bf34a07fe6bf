import { wallet } from '@fox/contracts';
import type { Lang } from '../../platform/http/lang.js';
import { paymentsText } from './messages.js';

/**
 * Episode numbers as a reader says them: runs of three or more joined by a dash, the rest listed
 * ('3、5、8-60'), so unlocking the rest of a long drama reads as one range.
 */
export function episodeRangeText(numbers: number[], lang: Lang): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let end = i;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end += 1;
    if (end - i >= 2) parts.push(`${sorted[i]}-${sorted[end]}`);
    else for (let k = i; k <= end; k += 1) parts.push(String(sorted[k]));
    i = end + 1;
  }
  return parts.join(paymentsText('payments.episodeSeparator', lang));
}

/** What bought episodes are, for a wallet notice: the drama's name and the episodes, and where it opens. */
export interface EpisodesBought {
  dramaId: number;
  title: string;
  numbers: number[];
}

export const episodesLink = (bought: EpisodesBought) => ({
  busyType: 'Playlet' as const,
  busyCode: bought.dramaId,
  episode: Math.min(...bought.numbers),
});

/** The text of a wallet notice for episodes paid by QR ('已支付 ¥0.50，解锁《长安雪》第 8 集'). */
export const paidForEpisodesText = (bought: EpisodesBought, amountCents: number, lang: Lang) =>
  paymentsText('payments.paidForEpisodes', lang, {
    amount: wallet.formatYuanOfCents(amountCents),
    title: bought.title,
    episodes: episodeRangeText(bought.numbers, lang),
  });

/** The text of a wallet notice for episodes paid with coins ('已使用 5 狐币，解锁《长安雪》第 8 集'). */
export const coinsForEpisodesText = (bought: EpisodesBought, coinCents: number, lang: Lang) =>
  paymentsText('payments.coinsForEpisodes', lang, {
    coins: wallet.formatCoin(coinCents / 100),
    title: bought.title,
    episodes: episodeRangeText(bought.numbers, lang),
  });

/** The text of a wallet notice for a top-up ('已支付 ¥6.00，充值 60 狐币'). */
export const paidForCoinsText = (amountCents: number, coinCents: number, lang: Lang) =>
  paymentsText('payments.paidForCoins', lang, {
    amount: wallet.formatYuanOfCents(amountCents),
    coins: wallet.formatCoin(coinCents / 100),
  });
