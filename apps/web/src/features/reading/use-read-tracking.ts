import { useEffect } from 'react';
import type { tracking } from '@fox/contracts';
import { recordRecBehavior } from '../tracking';

/** The recommender takes at most a day of stay for one visit. */
const STAY_MAX_SECONDS = 86_400;

/**
 * Tells the recommender a detail was opened (click) and, when the reader leaves it, how long they stayed
 * (stay, in seconds). Leaving is the page unmounting or the tab being closed, whichever comes first.
 */
export function useReadTracking(
  itemId: number | null,
  itemType: tracking.RecItemType,
  sceneId: string,
): void {
  useEffect(() => {
    if (itemId === null) return;
    const openedAt = Date.now();
    let left = false;
    recordRecBehavior({ itemId, itemType, bhvType: 'click', sceneId });
    const leave = () => {
      if (left) return;
      left = true;
      const seconds = Math.min(STAY_MAX_SECONDS, Math.round((Date.now() - openedAt) / 1000));
      recordRecBehavior({ itemId, itemType, bhvType: 'stay', bhvValue: seconds, sceneId });
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [itemId, itemType, sceneId]);
}
