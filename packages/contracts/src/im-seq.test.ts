import { describe, expect, it } from 'vitest';
import { advanceSeq, fillSeq, gapAfter } from './im-seq.js';

describe('a conversation seq mark', () => {
  it('starts from the first seq heard of and counts each seq once', () => {
    const first = advanceSeq(undefined, [5, 6]);
    expect(first).toEqual({ mark: { upTo: 6, ahead: [] }, fresh: [5, 6] });
    const again = advanceSeq(first.mark, [6, 7, 7]);
    expect(again).toEqual({ mark: { upTo: 7, ahead: [] }, fresh: [7] });
  });

  it('holds seqs above a gap apart until the gap is filled', () => {
    const gap = advanceSeq({ upTo: 3, ahead: [] }, [6, 5]);
    expect(gap.mark).toEqual({ upTo: 3, ahead: [5, 6] });
    expect(gapAfter(gap.mark)).toBe(3);
    const doubled = advanceSeq(gap.mark, [6]);
    expect(doubled.fresh).toEqual([]);
    const filled = advanceSeq(gap.mark, [4]);
    expect(filled).toEqual({ mark: { upTo: 6, ahead: [] }, fresh: [4] });
    expect(gapAfter(filled.mark)).toBeNull();
  });

  it('moves past what a catch-up page proved absent (messages the viewer deleted)', () => {
    const gap = advanceSeq({ upTo: 3, ahead: [] }, [8]).mark;
    expect(fillSeq(gap, 6)).toEqual({ upTo: 6, ahead: [8] });
    expect(fillSeq(gap, 7)).toEqual({ upTo: 8, ahead: [] });
    expect(fillSeq(gap, 2)).toBe(gap);
  });
});
