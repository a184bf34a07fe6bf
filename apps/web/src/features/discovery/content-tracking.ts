import { feed, tracking } from '@fox/contracts/client';
import { recordRecBehavior, trackEvent } from '../tracking';

type Kind = feed.ContentKind;

/**
 * How each kind is told to the recommender: a question has no item type of its own, so it is an `item`
 * of the home-question scene (the server reads it back as a question).
 */
const REC_ITEM: Record<Kind, { itemType: tracking.RecItemType; sceneId: string }> = {
  video: { itemType: 'video', sceneId: tracking.REC_SCENES.homeVideo },
  article: { itemType: 'article', sceneId: tracking.REC_SCENES.homeArticle },
  question: { itemType: 'item', sceneId: tracking.REC_SCENES.homeQuestion },
};

/** Where a card opens. */
export function detailPathOf(kind: Kind, id: number): string {
  if (kind === 'video') return `/videoShare?id=${id}`;
  if (kind === 'article') return `/imageTextDetail?id=${id}`;
  return `/askDetail?id=${id}`;
}

/** A card was shown to the user. */
export function recordExpose(kind: Kind, id: number): void {
  recordRecBehavior({ itemId: id, bhvType: 'expose', ...REC_ITEM[kind] });
}

/** A card was opened: the recommender hears a click, and the behaviour log a detail view. */
export function recordOpen(kind: Kind, id: number, title: string, pageName: string): void {
  recordRecBehavior({ itemId: id, bhvType: 'click', ...REC_ITEM[kind] });
  trackEvent({
    businessType: feed.BUSY_TYPE_OF_KIND[kind],
    operaType: 'checkDetail',
    eventSign: `${pageName}_open_${kind}`,
    eventName: pageName === 'home' ? '首页打开内容' : '搜索结果打开内容',
    pageName,
    elementNo: `${kind}-${id}`,
    elementName: title,
  });
}
