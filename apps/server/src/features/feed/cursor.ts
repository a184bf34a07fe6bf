import { feed } from '@fox/contracts';
import type { FeedPosition } from '../content/index.js';

/** How far a reading has come in one kind: how many were shown in the current part, and the last one. */
export interface KindProgress {
  taken: number;
  last: FeedPosition | null;
}

export type Progress = Record<feed.ContentKind, KindProgress>;

/**
 * Where a reading of the feed stands after an item: the moment it began (what was published or first
 * seen later stays out), the site it keeps to, how many items it has shown out of how many it holds, whether it is still in the unseen part or has
 * reached the seen one, and its progress in each kind within that part.
 */
export interface FeedCursor {
  asOf: number;
  siteId: number | undefined;
  served: number;
  /** How many items the reading holds (as deep as it may go), counted when it began; null until then. */
  total: number | null;
  phase: 'unseen' | 'seen';
  kinds: Progress;
}

export const freshProgress = (): Progress => ({
  video: { taken: 0, last: null },
  article: { taken: 0, last: null },
  question: { taken: 0, last: null },
});

export const cursorAt = (asOf: number, siteId: number | undefined): FeedCursor => ({
  asOf,
  siteId,
  served: 0,
  total: null,
  phase: 'unseen',
  kinds: freshProgress(),
});

const VERSION = '1';
const base36 = (value: number) => value.toString(36);

function encodeKind({ taken, last }: KindProgress): string {
  if (taken === 0 || !last) return '';
  return [taken, last.score, last.createdAt, last.id].map(base36).join('-');
}

/** The cursor as the opaque text an item carries (it matches feed.FEED_CURSOR_PATTERN). */
export function encodeCursor(cursor: FeedCursor): string {
  return [
    VERSION,
    base36(cursor.asOf),
    base36(cursor.served),
    base36(cursor.total ?? 0),
    cursor.phase === 'unseen' ? 'u' : 's',
    cursor.siteId === undefined ? '' : base36(cursor.siteId),
    ...feed.CONTENT_KINDS.map((kind) => encodeKind(cursor.kinds[kind])),
  ].join('.');
}

function decodeKind(text: string): KindProgress {
  if (text === '') return { taken: 0, last: null };
  const [taken, score, createdAt, id] = text.split('-').map((field) => parseInt(field, 36)) as [
    number,
    number,
    number,
    number,
  ];
  return taken === 0 ? { taken: 0, last: null } : { taken, last: { score, createdAt, id } };
}

/**
 * Reads a cursor. Fields of at most ten base-36 digits are exact integers, so any text of the contract's
 * pattern reads as a cursor; anything else answers null. A cursor made up by hand only moves the reader
 * within the feed: positions are compared, never trusted for anything else.
 */
export function decodeCursor(text: string): FeedCursor | null {
  if (!feed.FEED_CURSOR_PATTERN.test(text)) return null;
  const [, asOf, served, total, phase, site, video, article, question] = text.split('.') as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return {
    asOf: parseInt(asOf, 36),
    // A site id of 0 chooses no site, as the contract allows none.
    siteId: site === '' || parseInt(site, 36) === 0 ? undefined : parseInt(site, 36),
    served: parseInt(served, 36),
    total: parseInt(total, 36),
    phase: phase === 'u' ? 'unseen' : 'seen',
    kinds: { video: decodeKind(video), article: decodeKind(article), question: decodeKind(question) },
  };
}
