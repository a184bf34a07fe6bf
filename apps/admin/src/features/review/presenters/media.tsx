import { Tag } from 'antd';
import type { DetailItem } from '../../../kit';
import type { ReviewItemDetail } from '../review-data';
import { durationText, MediaPlayer, numberIn, ReviewBlock } from './blocks';
import type { ReviewPresenter } from './presenter';

/** The promotion tag's kinds, as the portal names them. */
const RELATION_KINDS: Record<string, string> = {
  Window: '橱窗',
  GoodsWindow: '商品',
  BusyTask: '心愿',
  EntryRole: '入驻',
  SohuLesson: '课程',
};

/** A work's promotion tag (a shop window, a wish, a course…) as a fact, when it carries one. */
export function relationFact(detail: Record<string, unknown>): DetailItem[] {
  const relation = detail.relation as { busyType?: unknown; busyTitle?: unknown } | null | undefined;
  if (!relation || typeof relation.busyType !== 'string') return [];
  return [
    {
      label: '推广标签',
      value: (
        <span>
          <Tag>{RELATION_KINDS[relation.busyType] ?? relation.busyType}</Tag>
          {typeof relation.busyTitle === 'string' ? relation.busyTitle : ''}
        </span>
      ),
      span: 2,
    },
  ];
}

/** A video: it plays in place with its poster; its length and promotion tag beside. */
export const videoPresenter: ReviewPresenter = {
  facts: (item) => [
    { label: '时长', value: durationText(numberIn(item.detail, 'duration')) },
    ...relationFact(item.detail),
  ],
  Content: ({ item }: { item: ReviewItemDetail }) => (
    <ReviewBlock title="视频" testId="review-video">
      <MediaPlayer src={item.media} poster={item.cover} />
    </ReviewBlock>
  ),
};
