import type { consoleGames } from '@fox/contracts';
export const GAME_SHELF_LOOK: Record<consoleGames.GameShelfState, { label: string; color: string }> = {
  OnShelf: { label: '已上架', color: 'green' },
  OffShelf: { label: '已下架', color: 'red' },
};

export const shelfStateOptions = [
  { value: 'OnShelf', label: '已上架' },
  { value: 'OffShelf', label: '已下架' },
];

/** The rule as players read it, or that there is none. */
export const rebateRuleText = (
  game: Pick<consoleGames.ConsoleGame, 'rebatePercent' | 'rebateThresholdCoins'>,
) =>
  game.rebatePercent > 0 ? `每周消费满 ${game.rebateThresholdCoins} 狐币返 ${game.rebatePercent}%` : '无返利';
