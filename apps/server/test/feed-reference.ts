/**
 * The home feed's order worked out the plain way, over the whole catalogue at once, as the feed ranked
 * before it read its candidates from indexes: the tests hold the paged feed to it.
 */
const HOUR = 3_600_000;

export interface ReferenceItem {
  kind: 'video' | 'article' | 'question';
  id: number;
  createdAt: number;
  praiseCount: number;
  commentCount: number;
  collectCount: number;
  /** Seen by the viewer before the reading began (and among the recent ones the feed pushes down). */
  seen: boolean;
}

/** Hour published plus 12 hours per doubling of engagement (likes once, comments and collects twice). */
export function referenceScore(item: Omit<ReferenceItem, 'kind' | 'id' | 'seen'>): number {
  const engagement = item.praiseCount + 2 * item.commentCount + 2 * item.collectCount;
  let doublings = 0;
  while (doublings < 10 && 2 ** (doublings + 1) <= engagement + 1) doublings += 1;
  return Math.floor(item.createdAt / HOUR) + 12 * doublings;
}

interface Ranked extends ReferenceItem {
  score: number;
  mixed: number;
}

/** Unseen first; in each part the n-th item of a kind gives up 24n hours; ties by score, time, kind, id. */
export function referenceOrder(items: ReferenceItem[]): ReferenceItem[] {
  const ranked: Ranked[] = [];
  for (const kind of ['video', 'article', 'question'] as const) {
    for (const seen of [false, true]) {
      const part = items
        .filter((item) => item.kind === kind && item.seen === seen)
        .map((item) => ({ ...item, score: referenceScore(item), mixed: 0 }))
        .sort((a, b) => b.score - a.score || b.createdAt - a.createdAt || b.id - a.id);
      part.forEach((item, rank) => (item.mixed = item.score - 24 * rank));
      ranked.push(...part);
    }
  }
  return ranked.sort(
    (a, b) =>
      Number(a.seen) - Number(b.seen) ||
      b.mixed - a.mixed ||
      b.score - a.score ||
      b.createdAt - a.createdAt ||
      (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) ||
      b.id - a.id,
  );
}

/** A small deterministic random generator, so a failing case can be run again. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
