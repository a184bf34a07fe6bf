import type { games } from '@fox/contracts';

/** A shipped game of the demo world: its words, its items and its rebate rule. */
export interface DemoGame {
  slug: string;
  name: string;
  category: games.GameCategory;
  tags: string[];
  summary: string;
  description: string;
  orientation: games.GameOrientation;
  featured: boolean;
  playCount: number;
  daysAgo: number;
  /** Percent of a week's spending once it reaches thresholdCoins; 0 for none. */
  rebate: { percent: number; thresholdCoins: number };
  items: Array<{ key: string; name: string; description: string; priceCoins: number }>;
  /** Screenshot file names in the game's folder. */
  screenshots: string[];
}

export const DEMO_DEVELOPER = '狐狸游戏工作室';

/** The three games written for the portal (apps/server/src/features/games/h5/<slug>/). */
export const demoGames: DemoGame[] = [
  {
    slug: '2048',
    name: '2048',
    category: 'puzzle',
    tags: ['数字', '益智', '单人'],
    summary: '滑动合并相同数字，挑战拼出 2048',
    description:
      '经典的数字合并游戏：用方向键或在棋盘上滑动，让所有方块一起移动，两个相同的数字相撞就合成它们的和。每走一步会出现一个新的 2 或 4，棋盘填满且无法合并时游戏结束。\n\n拼出 2048 即为胜利，之后还可以继续冲击更高分。商店里的皮肤购买后永久有效，在任何设备上登录都能使用。',
    orientation: 'portrait',
    featured: true,
    playCount: 1860,
    daysAgo: 30,
    rebate: { percent: 10, thresholdCoins: 100 },
    items: [
      {
        key: 'skin-night',
        name: '星夜皮肤',
        description: '深蓝星空配色的棋盘与方块，永久有效',
        priceCoins: 60,
      },
      {
        key: 'skin-candy',
        name: '糖果皮肤',
        description: '粉彩糖果配色的棋盘与方块，永久有效',
        priceCoins: 50,
      },
    ],
    screenshots: ['shot-1.png'],
  },
  {
    slug: 'gomoku',
    name: '五子棋',
    category: 'board',
    tags: ['棋类', '人机对战', '策略'],
    summary: '与电脑对弈，先连成五子者胜',
    description:
      '15×15 棋盘上的五子棋，你执黑先行，电脑执白。横、竖、斜任意方向先连成五子的一方获胜。\n\n电脑会评估每个空位的进攻与防守价值：能连五必下，对手活四必堵，并优先形成自己的活三活四。支持悔棋一步和重新开局。',
    orientation: 'landscape',
    featured: true,
    playCount: 1240,
    daysAgo: 20,
    rebate: { percent: 0, thresholdCoins: 0 },
    items: [],
    screenshots: ['shot-1.png'],
  },
  {
    slug: 'snake',
    name: '贪吃蛇',
    category: 'arcade',
    tags: ['经典', '休闲', '反应'],
    summary: '吃掉果子不断变长，别撞到墙和自己',
    description:
      '用方向键或屏幕上的方向按钮控制小蛇，吃到果子身体变长、得分增加，速度也会逐渐加快。撞到墙壁或自己的身体游戏结束。\n\n购买金色蛇皮后永久生效，小蛇换上闪亮的金色外衣。',
    orientation: 'portrait',
    featured: false,
    playCount: 980,
    daysAgo: 10,
    rebate: { percent: 10, thresholdCoins: 100 },
    items: [
      {
        key: 'skin-gold',
        name: '金色蛇皮',
        description: '让小蛇换上金色外衣，永久有效',
        priceCoins: 30,
      },
    ],
    screenshots: ['shot-1.png'],
  },
];

/** Who played what in the demo world: the recent games and their play time. */
export const demoPlays: Array<{ player: string; game: string; minutes: number; daysAgo: number }> = [
  { player: '10000001', game: '2048', minutes: 46, daysAgo: 0 },
  { player: '10000001', game: 'gomoku', minutes: 25, daysAgo: 2 },
  { player: '10000002', game: 'snake', minutes: 12, daysAgo: 1 },
  { player: '10000002', game: '2048', minutes: 8, daysAgo: 4 },
];
