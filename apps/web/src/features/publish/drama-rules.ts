import { dramas } from '@fox/contracts';

/** A rule broken, as an i18n key under `publishDialog.drama.` and the values it names. */
export interface Problem {
  key: string;
  values?: Record<string, string | number>;
}

/** An episode being prepared: its upload, and a title only once the author typed one. */
export interface EpisodeDraft {
  key: string;
  fileName: string;
  status: 'waiting' | 'uploading' | 'done' | 'error';
  percent: number;
  videoUrl?: string;
  coverUrl?: string;
  duration: number;
  /** null: the title follows the position ('第N集'), so reordering renumbers it. */
  title: string | null;
}

const YUAN_FORMAT = /^\d+(\.\d+)?$/;
const YUAN_CENTS_FORMAT = /^\d+(\.\d{1,2})?$/;

/** Files in episode order: by the numbers in their names ('第2集' before '第10集'), then by name. */
export function compareEpisodeFiles(a: string, b: string): number {
  return a.localeCompare(b, 'zh-CN', { numeric: true, sensitivity: 'base' });
}

/** What is wrong with a yuan price as typed, or null; an empty field is a missing price. */
export function yuanProblem(text: string): Problem | null {
  const value = text.trim();
  if (value === '') return { key: 'priceRequired' };
  if (!YUAN_FORMAT.test(value)) return { key: 'priceFormat' };
  if (!YUAN_CENTS_FORMAT.test(value)) return { key: 'priceDecimals' };
  if (Number(value) > dramas.PRICE_MAX_YUAN)
    return { key: 'priceTooHigh', values: { max: dramas.PRICE_MAX_YUAN } };
  return null;
}

/**
 * A valid yuan price in fen. Working in whole fen keeps '19.99' from becoming 19.989999 on the way to
 * coins or to the server.
 */
export function yuanCentsOf(text: string): number {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The coin equivalent of a price (yuan × RechargeRate), with one decimal (spec 000 §9). */
export { formatCoinsOfCents as coinTextOf } from '../dramas';

export function freeCountProblem(freeCount: number | null | undefined, episodeCount: number): Problem | null {
  if (freeCount === null || freeCount === undefined) return { key: 'freeCountRequired' };
  if (!Number.isInteger(freeCount) || freeCount < 0) return { key: 'freeCountFormat' };
  if (freeCount > episodeCount) return { key: 'freeCountTooMany', values: { count: episodeCount } };
  return null;
}

/** Whether the prices matter: some episode must be bought. */
export function hasPaidEpisodes(freeCount: number | null | undefined, episodeCount: number): boolean {
  return episodeCount > 0 && (freeCount ?? 0) < episodeCount;
}

/**
 * Paid episodes at no price on either offer could never be bought and would only look locked; the author
 * either prices them or makes every episode free.
 */
export function offerProblem(singleCents: number, playletCents: number): Problem | null {
  return singleCents === 0 && playletCents === 0 ? { key: 'priceNeeded' } : null;
}

/** Selling means paid episodes at a price: only then must the settlement account be in order. */
export function sellsAnything(drama: {
  freeCount: number;
  episodeCount: number;
  singleCents: number;
  playletCents: number;
}): boolean {
  return (
    hasPaidEpisodes(drama.freeCount, drama.episodeCount) && (drama.singleCents > 0 || drama.playletCents > 0)
  );
}

/** The first thing keeping the episode list from being published, or null. */
export function episodesProblem(drafts: readonly EpisodeDraft[]): Problem | null {
  if (drafts.length === 0) return { key: 'episodesRequired' };
  if (drafts.length > dramas.EPISODES_MAX)
    return { key: 'episodesTooMany', values: { max: dramas.EPISODES_MAX } };
  const failed = drafts.findIndex((draft) => draft.status === 'error');
  if (failed >= 0) return { key: 'episodeFailed', values: { n: failed + 1 } };
  if (drafts.some((draft) => draft.status !== 'done')) return { key: 'episodesUploading' };
  const untitled = drafts.findIndex((draft) => draft.title !== null && draft.title.trim() === '');
  if (untitled >= 0) return { key: 'episodeTitleRequired', values: { n: untitled + 1 } };
  return null;
}
