/**
 * What a client holds of one conversation's sequence, so that live frames and catch-up pages merge into
 * one gap-free, doubled-free list. A conversation's seqs have no gaps on the server (a message deleted by
 * the viewer leaves one only in their own view), so a seq above `upTo + 1` means something was missed.
 */
export interface SeqMark {
  /** Every message up to this seq is known (received, or counted by the conversation list). */
  upTo: number;
  /** Seqs received above a gap, ascending: known, but not yet joined to `upTo`. */
  ahead: number[];
}

/**
 * Takes in the seqs of messages that arrived (live or by a page) and answers the new mark and the seqs
 * that were new to the client: a seq at or below `upTo`, already ahead, or twice in `seqs` is not.
 * Without a mark (a conversation first heard of now) everything that arrived is new and starts it.
 */
export function advanceSeq(
  mark: SeqMark | undefined,
  seqs: readonly number[],
): { mark: SeqMark; fresh: number[] } {
  if (seqs.length === 0) return { mark: mark ?? { upTo: 0, ahead: [] }, fresh: [] };
  const start = mark ?? { upTo: Math.min(...seqs) - 1, ahead: [] };
  const known = new Set(start.ahead);
  const fresh: number[] = [];
  for (const seq of seqs) {
    if (seq <= start.upTo || known.has(seq)) continue;
    known.add(seq);
    fresh.push(seq);
  }
  if (fresh.length === 0 && mark) return { mark, fresh };
  return { mark: joined(start.upTo, [...known]), fresh };
}

/**
 * A catch-up page proved that nothing visible lies between the seq it started after and `through` other
 * than what it returned: the mark moves up to `through` and on through what was already ahead.
 */
export function fillSeq(mark: SeqMark | undefined, through: number): SeqMark {
  const start = mark ?? { upTo: 0, ahead: [] };
  if (through <= start.upTo) return start;
  return joined(through, start.ahead);
}

/** The seq a catch-up for a gap starts after, or null when the mark has none. */
export const gapAfter = (mark: SeqMark | undefined): number | null =>
  mark && mark.ahead.length > 0 ? mark.upTo : null;

function joined(upTo: number, seqs: number[]): SeqMark {
  const ahead = seqs.filter((seq) => seq > upTo).sort((a, b) => a - b);
  let top = upTo;
  let skip = 0;
  while (skip < ahead.length && ahead[skip] === top + 1) top = ahead[skip++]!;
  return { upTo: top, ahead: ahead.slice(skip) };
}
