import { useEffect } from 'react';
import { tracking } from '@fox/contracts';
import { recordRecBehavior } from '../tracking';

/** What the action bar reports to the recommender. */
export type VideoBehaviour = 'like' | 'unlike' | 'collect' | 'share';

const SCENE = tracking.REC_SCENES.homeVideo;

export function recordVideoBehaviour(videoId: number, behaviour: VideoBehaviour): void {
  recordRecBehavior({ itemId: videoId, itemType: 'shortvideo', bhvType: behaviour, sceneId: SCENE });
}

/** Whole seconds between two clock readings, never negative. */
export function watchedSeconds(since: number, now: number): number {
  return Math.max(0, Math.round((now - since) / 1000));
}

/**
 * The recommender hears an expose when a video becomes the current one, and a stay with the seconds it
 * was watched when the viewer leaves it (turning to another video, leaving the page or closing the tab).
 */
export function useWatchTracking(videoId: number | null): void {
  useEffect(() => {
    if (videoId === null) return;
    recordRecBehavior({ itemId: videoId, itemType: 'shortvideo', bhvType: 'expose', sceneId: SCENE });
    let since = Date.now();
    const recordStay = () => {
      recordRecBehavior({
        itemId: videoId,
        itemType: 'shortvideo',
        bhvType: 'stay',
        bhvValue: watchedSeconds(since, Date.now()),
        sceneId: SCENE,
      });
    };
    // A hidden tab ends the stay; coming back starts a new one.
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') recordStay();
      else since = Date.now();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      if (document.visibilityState !== 'hidden') recordStay();
    };
  }, [videoId]);
}
