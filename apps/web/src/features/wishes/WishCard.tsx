import { Progress } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { wishes } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { PublisherLine } from './PublisherLine';
import { minuteOf, rewardText } from './wish-format';
import { taskDetailsPath } from './wish-links';

/**
 * One wish on the square: industry and how it is taken, the title and a line of its text, the reward, the
 * places taken of the limit, the deadline and who published it.
 */
export function WishCard({ wish }: { wish: wishes.Wish }) {
  const { t } = useTranslation();
  const percent = wish.receiveLimit > 0 ? Math.round((wish.receiveNum / wish.receiveLimit) * 100) : 0;
  return (
    <li className="wish-card" data-testid="wish-card" data-task-number={wish.taskNumber}>
      <Link
        to={taskDetailsPath(wish, t('promotion.wishSquare'))}
        className="wish-card__link"
        aria-label={wish.title}
      >
        <div className="wish-card__tags">
          <span className="wish-card__industry" data-testid="wish-card-industry">
            {wish.industryName || t(`wishes.industry.${wish.industryType}`)}
          </span>
          <span className="wish-card__chip">{wish.typeName || t(`wishes.type.${wish.type}`)}</span>
          <span className="wish-card__chip">
            {wish.isApproveReceive ? t('wishes.square.approval') : t('wishes.square.direct')}
          </span>
          {wish.isReceiveDeposit && (
            <span className="wish-card__chip wish-card__chip--deposit">{t('wishes.square.deposit')}</span>
          )}
        </div>
        <h3 className="wish-card__title" data-testid="wish-card-title">
          {wish.title}
        </h3>
        {wish.content && <p className="wish-card__summary">{wish.content}</p>}
        <div className="wish-card__reward" data-testid="wish-card-reward">
          {rewardText(wish.fullAmount, t)}
        </div>
        <div className="wish-card__places">
          <Progress percent={percent} showInfo={false} size="small" strokeColor="#ff7a1a" />
          <span data-testid="wish-card-places">
            {t('wishes.places', { taken: wish.receiveNum, limit: wish.receiveLimit })}
          </span>
        </div>
        <div className="wish-card__foot">
          <PublisherLine
            avatar={wish.userAvatar}
            nickName={wish.nickName}
            userName={wish.userName}
            rating={wish.publisherRating}
            stacked
          />
          <span className="wish-card__deadline" data-testid="wish-card-deadline">
            <ClockCircleOutlined aria-hidden /> {t('wishes.deadline', { time: minuteOf(wish.deliveryDay) })}
          </span>
        </div>
      </Link>
    </li>
  );
}
