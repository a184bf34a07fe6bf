import { formatChinaTime, games, wallet } from '@fox/contracts';
import type { Selectable } from 'kysely';
import { translate, type Lang } from '../../platform/http/messages.js';
import type { GameTable } from './tables.js';

export type GameRow = Selectable<GameTable>;

/** The state every player-facing read asks for. */
export const ON_SHELF = 'OnShelf' as const;

/** The columns a card needs; the long description and screenshots only for the details page. */
export const CARD_COLUMNS = [
  'id',
  'name',
  'icon',
  'banner',
  'category',
  'tags',
  'summary',
  'developer',
  'orientation',
  'playCount',
  'rebatePercent',
  'createdAt',
] as const;

export type GameCardRow = Pick<GameRow, (typeof CARD_COLUMNS)[number]>;

const tagsOf = (tags: string) => (tags ? tags.split(',') : []);

export const presentGame = (row: GameCardRow): games.Game => ({
  id: Number(row.id),
  name: row.name,
  icon: row.icon,
  banner: row.banner,
  category: row.category,
  categoryName: games.GAME_CATEGORY_NAMES[row.category],
  tags: tagsOf(row.tags),
  summary: row.summary,
  developer: row.developer,
  orientation: row.orientation,
  playCount: Number(row.playCount),
  hasRebate: Number(row.rebatePercent) > 0,
  createTime: formatChinaTime(Number(row.createdAt)),
});

/** Hundredths of a coin as coins. */
export const coinsOfCents = (cents: number) => Number(cents) / 100;

/** The rule of a game in numbers and in words, or null when it gives no rebate. */
export function rebateRuleOf(
  row: Pick<GameRow, 'rebatePercent' | 'rebateThresholdCents'>,
  lang: Lang,
): games.RebateRule | null {
  const percent = Number(row.rebatePercent);
  if (percent <= 0) return null;
  const thresholdCoins = coinsOfCents(Number(row.rebateThresholdCents));
  return {
    periodDays: games.REBATE_PERIOD_DAYS,
    thresholdCoins,
    percent,
    text: translate('games.ruleText', lang, { threshold: wallet.formatCoin(thresholdCoins), percent }),
  };
}
