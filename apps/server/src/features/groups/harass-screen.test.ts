import { describe, expect, it } from 'vitest';
import { breaks, keywordMatcher, longerThan } from './harass-screen.js';

describe('an anti-harassment rule read against a text', () => {
  it('finds a keyword anywhere in the text, Chinese or Latin whatever its case, and escapes its symbols', () => {
    const matcher = keywordMatcher(['加微信', 'VX', 'a.b', '(红包)']);
    const rule = { keywords: matcher, limit: null };
    expect(breaks(rule, '想赚钱的朋友请加微信领取')).toBe(true);
    expect(breaks(rule, '私我vx')).toBe(true);
    expect(breaks(rule, '加 微信')).toBe(false);
    expect(breaks(rule, 'axb')).toBe(false);
    expect(breaks(rule, '抢(红包)了')).toBe(true);
    expect(breaks(rule, '抢红包了')).toBe(false);
    expect(keywordMatcher([])).toBeNull();
  });

  it('counts characters as code points: an emoji is one', () => {
    expect(longerThan('好'.repeat(50), 50)).toBe(false);
    expect(longerThan('好'.repeat(51), 50)).toBe(true);
    expect(longerThan('😀'.repeat(50), 50)).toBe(false);
    expect(longerThan(`${'😀'.repeat(50)}a`, 50)).toBe(true);
    expect(breaks({ keywords: null, limit: 50 }, '好'.repeat(51))).toBe(true);
    expect(breaks({ keywords: null, limit: null }, '好'.repeat(5000))).toBe(false);
  });
});
