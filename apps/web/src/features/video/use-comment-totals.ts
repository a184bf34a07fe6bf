import { useCallback, useState } from 'react';

interface SeenTotals {
  /** The video's count when the drawer first reported; a fresher count from the server starts over. */
  base: number;
  first: number;
  latest: number;
}

interface Commented {
  id: number;
  commentCount: number;
}

function commentCountOf(video: Commented, seen: SeenTotals | undefined) {
  if (!seen || seen.base !== video.commentCount) return video.commentCount;
  return video.commentCount + seen.latest - seen.first;
}

/**
 * The comment counts a player's buttons show. The drawer reports its heading's total (top-level comments);
 * the video's count holds replies too, so the button moves by the drawer's changes rather than taking its
 * number.
 */
export function useCommentTotals() {
  const [totals, setTotals] = useState<Record<number, SeenTotals>>({});
  const countOf = useCallback((video: Commented) => commentCountOf(video, totals[video.id]), [totals]);
  const report = useCallback(
    (video: Commented, count: number) =>
      setTotals((before) => {
        const seen = before[video.id];
        const fresh = !seen || seen.base !== video.commentCount;
        return {
          ...before,
          [video.id]: fresh
            ? { base: video.commentCount, first: count, latest: count }
            : { ...seen, latest: count },
        };
      }),
    [],
  );
  return { countOf, report };
}
