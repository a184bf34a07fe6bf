import { Empty, Image, Tag } from 'antd';
import type { ReviewItemDetail } from '../review-data';
import { ReviewBlock, textIn } from './blocks';
import type { ReviewPresenter } from './presenter';

/** The card's validity as the operator checks it against the back of the card. */
function validityText(detail: Record<string, unknown>) {
  if (textIn(detail, 'identityValidityType') === '0') return '长期有效';
  const end = textIn(detail, 'identityEndDate');
  if (!end) return '—';
  return (
    <span data-testid="review-identity-validity">
      至 {end}
      {detail.expired === true ? (
        <Tag color="red" style={{ marginLeft: 8 }}>
          已过期
        </Tag>
      ) : null}
    </span>
  );
}

/** One side of the ID card, enlarged on a click; the address is signed for this operator alone. */
function Photo({ src, side }: { src: string; side: string }) {
  return (
    <figure className="review-identity__photo">
      {src ? (
        <Image
          src={src}
          alt={`身份证${side}`}
          width={280}
          height={176}
          preview={{ mask: '查看大图' }}
          data-testid="review-identity-photo"
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`未上传${side}照片`} />
      )}
      <figcaption>{side}</figcaption>
    </figure>
  );
}

/** The two photos of the card, which the operator compares with the name and the masked number. */
function PersonAuthContent({ item }: { item: ReviewItemDetail }) {
  return (
    <ReviewBlock title="身份证照片" testId="review-identity-photos">
      <div className="review-identity__photos">
        <Photo src={textIn(item.detail, 'frontImage')} side="人像面" />
        <Photo src={textIn(item.detail, 'backImage')} side="国徽面" />
      </div>
    </ReviewBlock>
  );
}

/**
 * A personal real-name verification: the name and ID number as everyone sees them (masked: the full
 * number is never sent to a browser, the console's included), the validity, and the two photos.
 */
export const personAuthPresenter: ReviewPresenter = {
  facts: (item) => [
    { label: '真实姓名', value: textIn(item.detail, 'legalName') || '—' },
    { label: '证件类型', value: '居民身份证' },
    { label: '证件号码', value: textIn(item.detail, 'identityNo') || '—' },
    { label: '有效期', value: validityText(item.detail) },
    { label: '提交时间', value: textIn(item.detail, 'submitTime') || '—' },
    { label: '审核时间', value: textIn(item.detail, 'reviewTime') || '—' },
  ],
  Content: PersonAuthContent,
};
