import { describe, expect, it } from 'vitest';
import {
  coinTextOf,
  compareEpisodeFiles,
  episodesProblem,
  freeCountProblem,
  hasPaidEpisodes,
  offerProblem,
  sellsAnything,
  yuanCentsOf,
  yuanProblem,
  type EpisodeDraft,
} from './drama-rules';

const draft = (change: Partial<EpisodeDraft> = {}): EpisodeDraft => ({
  key: 'k',
  fileName: 'a.mp4',
  status: 'done',
  percent: 100,
  videoUrl: '/resource/a.mp4',
  duration: 60,
  title: null,
  ...change,
});

describe('drama prices', () => {
  it('takes yuan with at most two decimals, up to the platform maximum', () => {
    expect(yuanProblem('0')).toBeNull();
    expect(yuanProblem('1.9')).toBeNull();
    expect(yuanProblem(' 19.99 ')).toBeNull();
    expect(yuanProblem('10000')).toBeNull();
    expect(yuanProblem('')).toEqual({ key: 'priceRequired' });
    expect(yuanProblem('  ')).toEqual({ key: 'priceRequired' });
    expect(yuanProblem('abc')).toEqual({ key: 'priceFormat' });
    expect(yuanProblem('-1')).toEqual({ key: 'priceFormat' });
    expect(yuanProblem('1.')).toEqual({ key: 'priceFormat' });
    expect(yuanProblem('1e3')).toEqual({ key: 'priceFormat' });
    expect(yuanProblem('1.999')).toEqual({ key: 'priceDecimals' });
    expect(yuanProblem('10000.01')).toEqual({ key: 'priceTooHigh', values: { max: 10_000 } });
  });

  it('counts in whole fen, so no float error reaches coins or the server', () => {
    expect(yuanCentsOf('19.99')).toBe(1999);
    expect(yuanCentsOf('0.1')).toBe(10);
    expect(yuanCentsOf('3')).toBe(300);
    expect(yuanCentsOf('0.07')).toBe(7);
    expect(yuanCentsOf('1.15') / 100).toBe(1.15);
  });

  it('shows the coin equivalent at the recharge rate with one decimal', () => {
    expect(coinTextOf(199, 10)).toBe('19.9');
    expect(coinTextOf(1, 10)).toBe('0.1');
    expect(coinTextOf(0, 10)).toBe('0.0');
    expect(coinTextOf(1999, 7.5)).toBe('149.9');
  });

  it('needs a price above 0 on at least one offer', () => {
    expect(offerProblem(0, 0)).toEqual({ key: 'priceNeeded' });
    expect(offerProblem(0, 990)).toBeNull();
    expect(offerProblem(99, 0)).toBeNull();
  });
});

describe('free episodes and selling', () => {
  it('takes 0 up to the episode count', () => {
    expect(freeCountProblem(0, 3)).toBeNull();
    expect(freeCountProblem(3, 3)).toBeNull();
    expect(freeCountProblem(4, 3)).toEqual({ key: 'freeCountTooMany', values: { count: 3 } });
    expect(freeCountProblem(null, 3)).toEqual({ key: 'freeCountRequired' });
    expect(freeCountProblem(-1, 3)).toEqual({ key: 'freeCountFormat' });
    expect(freeCountProblem(1.5, 3)).toEqual({ key: 'freeCountFormat' });
  });

  it('sells only paid episodes at a price', () => {
    expect(hasPaidEpisodes(2, 3)).toBe(true);
    expect(hasPaidEpisodes(3, 3)).toBe(false);
    expect(hasPaidEpisodes(0, 0)).toBe(false);
    const base = { freeCount: 2, episodeCount: 5, singleCents: 0, playletCents: 0 };
    expect(sellsAnything(base)).toBe(false);
    expect(sellsAnything({ ...base, singleCents: 1 })).toBe(true);
    expect(sellsAnything({ ...base, playletCents: 500 })).toBe(true);
    expect(sellsAnything({ ...base, freeCount: 5, singleCents: 100, playletCents: 500 })).toBe(false);
  });
});

describe('episodes', () => {
  it('are required, uploaded and titled', () => {
    expect(episodesProblem([])).toEqual({ key: 'episodesRequired' });
    expect(episodesProblem([draft(), draft({ status: 'uploading' })])).toEqual({ key: 'episodesUploading' });
    expect(episodesProblem([draft(), draft({ status: 'waiting' })])).toEqual({ key: 'episodesUploading' });
    expect(episodesProblem([draft(), draft({ status: 'error' })])).toEqual({
      key: 'episodeFailed',
      values: { n: 2 },
    });
    expect(episodesProblem([draft({ title: '  ' })])).toEqual({
      key: 'episodeTitleRequired',
      values: { n: 1 },
    });
    expect(episodesProblem([draft(), draft({ title: '大结局' })])).toBeNull();
    expect(episodesProblem(Array.from({ length: 201 }, () => draft()))).toEqual({
      key: 'episodesTooMany',
      values: { max: 200 },
    });
  });

  it('are ordered by the numbers in their file names', () => {
    const sorted = (names: string[]) => [...names].sort(compareEpisodeFiles);
    expect(sorted(['第10集.mp4', '第2集.mp4', '第1集.mp4'])).toEqual([
      '第1集.mp4',
      '第2集.mp4',
      '第10集.mp4',
    ]);
    expect(sorted(['ep10.mp4', 'ep2.mp4', 'EP1.mp4'])).toEqual(['EP1.mp4', 'ep2.mp4', 'ep10.mp4']);
    expect(sorted(['10.mov', '9.mov', '100.mov'])).toEqual(['9.mov', '10.mov', '100.mov']);
  });
});
