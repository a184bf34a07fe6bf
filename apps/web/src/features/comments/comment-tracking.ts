import { tracking } from '@fox/contracts';
import { recordRecBehavior } from '../tracking';
import type { BusyType } from '../social';

/** The recommender's item type and scene of each commented object; comments themselves are no items. */
const REC_ITEMS: Partial<Record<BusyType, { itemType: tracking.RecItemType; sceneId: string }>> = {
  Video: { itemType: 'shortvideo', sceneId: tracking.REC_SCENES.homeVideo },
  PlayletVideo: { itemType: 'video', sceneId: tracking.REC_SCENES.lifePlaylet },
  Article: { itemType: 'article', sceneId: tracking.REC_SCENES.homeArticle },
  Question: { itemType: 'item', sceneId: tracking.REC_SCENES.homeQuestion },
  Answer: { itemType: 'item', sceneId: tracking.REC_SCENES.homeQuestion },
};

/** aiRecAdd after a sent comment, behaviour value 1 (spec 000 §9). */
export function recordCommentBehavior(busyType: BusyType, busyCode: number): void {
  const item = REC_ITEMS[busyType];
  if (item) recordRecBehavior({ itemId: busyCode, ...item, bhvType: 'comment', bhvValue: 1 });
}
