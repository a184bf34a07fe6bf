import { useCallback, useRef } from 'react';
import { content } from '@fox/contracts/client';
import { api } from '../../api';

/**
 * Tells the server a video was watched, for its view count. Silent: a view that is not counted is not
 * worth the viewer's attention, so a failure shows nothing.
 */
function reportVideoView(videoId: number): void {
  api(content.recordView, { busyType: 'Video', busyCode: videoId }, { silent: true }).catch(() => undefined);
}

/**
 * A reporter of views that reports each video once for as long as the player is open: turning back to a
 * video, or pausing and playing it again, is the same view (the server counts a viewer once an hour anyway).
 */
export function useViewReporter(): (videoId: number) => void {
  const reported = useRef(new Set<number>());
  return useCallback((videoId: number) => {
    if (reported.current.has(videoId)) return;
    reported.current.add(videoId);
    reportVideoView(videoId);
  }, []);
}
