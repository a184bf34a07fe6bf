import { Avatar } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type { wishes } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';

/**
 * Someone's avatar and name, as cards and order pages show the publisher or a taker; with the ratings
 * they received (★ 4.8 · 12条评价) when given and someone rated them, under the name where the line is
 * narrow (`stacked`, on the square's cards).
 */
export function PublisherLine({
  avatar,
  nickName,
  userName,
  size = 24,
  rating,
  stacked = false,
}: {
  avatar: string;
  nickName: string;
  userName: string;
  size?: number;
  rating?: wishes.RatingSummary | null;
  stacked?: boolean;
}) {
  const { t } = useTranslation();
  const name = nickName || userName || t('wishes.anonymous');
  return (
    <span className="wish-person" data-testid="wish-person">
      <Avatar size={size} src={avatar || undefined} icon={<UserOutlined />} />
      <span className={stacked ? 'wish-person__text wish-person__text--stacked' : 'wish-person__text'}>
        <span className="wish-person__name" title={name}>
          {name}
        </span>
        {rating && rating.count > 0 && (
          <span
            className="wish-person__rating"
            data-testid="publisher-rating"
            title={t('wishes.rating.summaryLabel', {
              average: rating.average.toFixed(1),
              count: rating.count,
            })}
          >
            {t('wishes.rating.summary', { average: rating.average.toFixed(1), count: rating.count })}
          </span>
        )}
      </span>
    </span>
  );
}
