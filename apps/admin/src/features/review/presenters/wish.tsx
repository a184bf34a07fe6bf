import { Empty, Image, Tag } from 'antd';
import type { ReviewItemDetail } from '../review-data';
import { MediaPlayer, numberIn, PlainBody, ReviewBlock, RichBody, textIn } from './blocks';
import type { ReviewPresenter } from './presenter';

/** A list of strings in a kind's `detail` (images, labels), read without trusting its type. */
const listIn = (detail: Record<string, unknown>, key: string): string[] => {
  const value = detail[key];
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
};

const yuan = (value: number | null) =>
  value === null
    ? '—'
    : `¥${value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The platform fee as the wish stored it (per mille) and what each taker is paid after it. */
function feeText(detail: Record<string, unknown>): string {
  const permille = numberIn(detail, 'platformFee');
  if (permille === null) return '—';
  const stand = numberIn(detail, 'standAmount');
  const rate = `${permille / 10}%`;
  if (stand === null) return rate;
  const net = Math.round(stand * 100 - Math.round((stand * 100 * permille) / 1000)) / 100;
  return `${rate}（接单者每份到手 ${yuan(net)}）`;
}

/** The wish as a taker will read it on the square: its text, delivery standard, pictures and video. */
function WishContent({ item }: { item: ReviewItemDetail }) {
  const images = listIn(item.detail, 'images');
  const standard = textIn(item.detail, 'deliveryStandard');
  return (
    <>
      <ReviewBlock title="心愿详情" testId="review-wish-content">
        <RichBody html={item.body} />
      </ReviewBlock>
      <ReviewBlock title="交付标准" testId="review-wish-standard">
        {standard.trim() ? (
          <PlainBody text={standard} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="发布者未填写交付标准" />
        )}
      </ReviewBlock>
      {images.length > 0 ? (
        <ReviewBlock title={`参考图片（${images.length}）`} testId="review-wish-images">
          <Image.PreviewGroup>
            <div className="review-wish__images">
              {images.map((src) => (
                <Image
                  key={src}
                  src={src}
                  alt=""
                  width={120}
                  height={120}
                  className="review-wish__image"
                  preview={{ mask: '查看大图' }}
                  data-testid="review-wish-image"
                />
              ))}
            </div>
          </Image.PreviewGroup>
        </ReviewBlock>
      ) : null}
      {item.media ? (
        <ReviewBlock title="参考视频">
          <MediaPlayer src={item.media} poster={item.cover} />
        </ReviewBlock>
      ) : null}
    </>
  );
}

/**
 * A wish (商单) waiting to go on the square: the money the publisher escrowed and how it is shared, what
 * the takers must deliver and by when, how they take it, and where; then the wish itself.
 */
export const wishPresenter: ReviewPresenter = {
  facts: (item) => {
    const { detail } = item;
    const labels = listIn(detail, 'labelList');
    const place = [textIn(detail, 'location'), textIn(detail, 'address')].filter(Boolean).join(' · ');
    return [
      { label: '编号', value: textIn(detail, 'taskNumber') || '—' },
      { label: '赏金总额', value: yuan(numberIn(detail, 'fullAmount')) },
      {
        label: '名额 × 单人赏金',
        value: `${numberIn(detail, 'receiveLimit') ?? '—'} 人 × ${yuan(numberIn(detail, 'standAmount'))}`,
      },
      { label: '平台服务费', value: feeText(detail) },
      { label: '行业', value: textIn(detail, 'industryName') || '—' },
      { label: '类型', value: textIn(detail, 'typeName') || '—' },
      { label: '截止时间', value: textIn(detail, 'deliveryDay') || '—' },
      {
        label: '接单方式',
        value: detail.isApproveReceive === true ? '报名后由发布者挑选' : '先到先得，直接接单',
      },
      { label: '保证金', value: detail.isReceiveDeposit === true ? '需缴纳保证金' : '不需要' },
      {
        label: '标签',
        value:
          labels.length > 0 ? (
            <span data-testid="review-wish-labels">
              {labels.map((label) => (
                <Tag key={label}>{label}</Tag>
              ))}
            </span>
          ) : (
            '—'
          ),
      },
      { label: '地点', value: place || '—' },
    ];
  },
  Content: WishContent,
};
