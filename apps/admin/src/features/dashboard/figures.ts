import type { consoleDashboard } from '@fox/contracts';

type DayFigures = consoleDashboard.DayFigures;
export type FigureKey = Exclude<keyof DayFigures, 'date'>;

export interface Figure {
  key: FigureKey;
  title: string;
  /** What is counted, on hover. */
  hint: string;
  unit?: string;
  /** Yuan: two decimals and ¥. */
  money?: boolean;
}

/** The day's figures the dashboard shows, in its order. */
export const FIGURES: readonly Figure[] = [
  { key: 'newUsers', title: '新增用户', unit: '人', hint: '当天注册的账号数' },
  {
    key: 'activeUsers',
    title: '活跃用户',
    unit: '人',
    hint: '当天以登录状态使用过平台的账号数，每人每天计一次',
  },
  { key: 'messages', title: '消息', unit: '条', hint: '当天发送的私聊与群聊消息数' },
  { key: 'uploads', title: '上传', unit: '个', hint: '当天上传的图片、视频等文件数' },
  { key: 'orders', title: '订单', unit: '笔', hint: '当天支付到账的扫码订单数（充值与短剧解锁）' },
  {
    key: 'revenue',
    title: '收入',
    money: true,
    hint: '当天扫码支付到账的金额，单位元；退款不冲减当天收入',
  },
];

/** How today compares with yesterday: the difference, and the share when yesterday had any. */
export interface Change {
  delta: number;
  /** delta / yesterday; null when yesterday was 0. */
  ratio: number | null;
}

export function changeOf(today: number, yesterday: number): Change {
  const delta = Math.round((today - yesterday) * 100) / 100;
  return { delta, ratio: yesterday === 0 ? null : delta / yesterday };
}

export const formatFigure = (value: number, figure: Pick<Figure, 'money'>) =>
  figure.money
    ? value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : value.toLocaleString('zh-CN');

/** "+12（+8.3%）", "-3（-20.0%）", "持平"; from a day of nothing, the difference alone ("+5"). */
export function changeText(change: Change, figure: Pick<Figure, 'money'>): string {
  if (change.delta === 0) return '持平';
  const sign = change.delta > 0 ? '+' : '-';
  const amount = `${sign}${formatFigure(Math.abs(change.delta), figure)}`;
  if (change.ratio === null) return amount;
  // One decimal below 100 %, whole percents from there (a card is narrow).
  const percent = Math.abs(change.ratio) * 100;
  return `${amount}（${sign}${percent.toFixed(percent < 100 ? 1 : 0)}%）`;
}

/** `2026-01-05` as the charts' axis shows it: `01-05`. */
export const shortDate = (date: string) => date.slice(5);
