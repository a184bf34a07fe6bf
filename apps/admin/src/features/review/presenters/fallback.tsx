import { JsonBlock } from '../../../kit';
import type { ReviewItemDetail } from '../review-data';
import { BodyOf, CoverImage, MediaPlayer, ReviewBlock } from './blocks';
import type { ReviewPresenter } from './presenter';

/**
 * A kind the console has no presenter for yet (a queue declared on the server before its presenter was
 * written): the fields every item shares (its picture, its media, its text) and its `detail` as it is.
 */
export const fallbackPresenter: ReviewPresenter = {
  Content: ({ item }: { item: ReviewItemDetail }) => (
    <>
      {item.media ? (
        <ReviewBlock title="媒体" testId="review-fallback-media">
          <MediaPlayer src={item.media} poster={item.cover} />
        </ReviewBlock>
      ) : null}
      {item.cover && !item.media ? (
        <ReviewBlock title="图片" testId="review-fallback-cover">
          <CoverImage src={item.cover} alt={item.title} />
        </ReviewBlock>
      ) : null}
      {item.bodyFormat !== 'none' ? (
        <ReviewBlock title="内容" testId="review-fallback-body">
          <BodyOf item={item} />
        </ReviewBlock>
      ) : null}
      {Object.keys(item.detail).length > 0 ? (
        <ReviewBlock title="其他信息" testId="review-fallback-detail">
          <JsonBlock value={item.detail} />
        </ReviewBlock>
      ) : null}
    </>
  ),
};
