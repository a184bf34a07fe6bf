import { feed } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import {
  feedCandidates,
  feedCandidatesAmong,
  feedItemCount,
  type FeedFilter,
  type ItemRef,
} from '../content/index.js';
import { recentlySeen } from '../tracking/index.js';
import { encodeCursor, freshProgress, type FeedCursor } from './cursor.js';
import { isAfter, mergeKinds, type KindCandidates, type Placed } from './merge.js';

/**
 * How many of the viewer's latest seen items are pushed down: about a long reading's worth. Older ones
 * count as unseen again, which keeps the cost of a page the same however long the viewer's history.
 */
export const RECENT_SEEN_LIMIT = 300;

type IdsByKind = Record<feed.ContentKind, number[]>;

/** The viewer's recently seen items by kind; none for a guest. */
async function seenByKind(db: Db, viewerId: number | null, asOf: number): Promise<IdsByKind> {
  if (viewerId === null) return { video: [], article: [], question: [] };
  const seen = await recentlySeen(db, viewerId, asOf, RECENT_SEEN_LIMIT);
  const idsOf = (kind: feed.ContentKind) => seen.get(feed.BUSY_TYPE_OF_KIND[kind]) ?? [];
  return { video: idsOf('video'), article: idsOf('article'), question: idsOf('question') };
}

export interface FeedRequest {
  viewerId: number | null;
  pageSize: number;
  /** Where the reading stands: after the client's last item, or at its start. */
  from: FeedCursor;
  /** Items to pass over first (a page asked for by number without a cursor). */
  skip: number;
}

export interface FeedEntry extends ItemRef {
  /** Where the reading goes on after this item. */
  cursor: string;
}

/**
 * One page of the mixed feed. The unseen part comes first, then the viewer's recently seen items; within
 * each part the kinds are merged by their mixed score. Each kind is read from its index after the
 * cursor's position, `want` rows at most, all kinds in one statement, so a page reads about as many rows
 * as it shows whatever the size of the catalogue; the seen part ranks the bounded set of recently seen
 * items only.
 *
 * `total` is the number of items the reading holds, no deeper than it may be paged: counted when the
 * reading begins, then carried by the cursor.
 */
export async function feedPage(
  db: Db,
  request: FeedRequest,
): Promise<{ entries: FeedEntry[]; total: number }> {
  const depth = feed.FEED_MAX_PAGE * request.pageSize;
  const filter: FeedFilter = { siteId: request.from.siteId, asOf: request.from.asOf };
  const [seen, counted] = await Promise.all([
    seenByKind(db, request.viewerId, filter.asOf),
    request.from.total ?? feedItemCount(db, filter, depth),
  ]);
  const from = { ...request.from, total: Math.min(counted, depth) };
  const want = Math.min(request.skip + request.pageSize, from.total - from.served);
  const placed: Array<Placed & { phase: FeedCursor['phase'] }> = [];
  let phase = from.phase;
  let progress = from.kinds;

  if (want > 0 && phase === 'unseen') {
    const found = await feedCandidates(
      db,
      filter,
      feed.CONTENT_KINDS.map((kind) => ({
        kind,
        after: progress[kind].last,
        limit: want,
        exceptIds: seen[kind],
      })),
    );
    const merged = mergeKinds(
      {
        video: { rows: found.video, complete: found.video.length < want },
        article: { rows: found.article, complete: found.article.length < want },
        question: { rows: found.question, complete: found.question.length < want },
      },
      progress,
      want,
    );
    placed.push(...merged.placed.map((item) => ({ ...item, phase })));
    progress = merged.progress;
    if (merged.ended) {
      phase = 'seen';
      progress = freshProgress();
    }
  }

  if (want > placed.length && phase === 'seen') {
    const [video, article, question] = await Promise.all(
      feed.CONTENT_KINDS.map(async (kind): Promise<KindCandidates> => {
        const shown = await feedCandidatesAmong(db, kind, seen[kind], filter);
        return { rows: shown.filter((row) => isAfter(row, progress[kind].last)), complete: true };
      }),
    );
    const merged = mergeKinds(
      { video: video!, article: article!, question: question! },
      progress,
      want - placed.length,
    );
    placed.push(...merged.placed.map((item) => ({ ...item, phase })));
  }

  const entries = placed.map((item, index) => ({
    kind: item.kind,
    id: item.id,
    cursor: encodeCursor({
      ...from,
      served: from.served + index + 1,
      phase: item.phase,
      kinds: item.progress,
    }),
  }));
  return { entries: entries.slice(request.skip), total: from.total };
}
