import { useState } from 'react';
import { Button, Skeleton, Tabs } from 'antd';
import { Link } from 'react-router';
import { wishes } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import type { PageProps } from '../../ui/PageHeading';
import { PageHeading } from '../../ui/PageHeading';
import { EmptyState } from '../../ui';
import { useIsLoggedIn } from '../auth';
import { LoginNeeded } from './LoginNeeded';
import { PublisherLine } from './PublisherLine';
import { ReceptionStateTag } from './WishTags';
import { registerWishMessages } from './wish-i18n';
import { minuteOf, rewardText, yuanText } from './wish-format';
import { takerOrderPath } from './wish-links';
import { useMyTaken } from './wish-queries';
import './wishes.css';

registerWishMessages();

type ReceivedFilter = (typeof wishes.RECEIVED_FILTERS)[number];

/** /makeMoney/mineOrders: the wishes the viewer took or applied for, by their order's state. */
export function MineOrdersPage({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [filter, setFilter] = useState<ReceivedFilter>('all');
  return (
    <section className="page-card" data-testid="mine-orders">
      <PageHeading
        routeKey={routeKey}
        extra={<Link to="/makeMoney/myBusinessOrder">{t('wishes.square.myPublished')}</Link>}
      />
      {loggedIn ? (
        <>
          <Tabs
            activeKey={filter}
            onChange={(key) => setFilter(key as ReceivedFilter)}
            items={wishes.RECEIVED_FILTERS.map((key) => ({
              key,
              label: <span data-testid={`taken-filter-${key}`}>{t(`wishes.received.filters.${key}`)}</span>,
            }))}
          />
          <TakenList filter={filter} />
        </>
      ) : (
        <LoginNeeded />
      )}
    </section>
  );
}

function TakenList({ filter }: { filter: ReceivedFilter }) {
  const { t } = useTranslation();
  const list = useMyTaken(filter);
  if (list.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (list.items.length === 0) {
    return (
      <EmptyState text={t('wishes.received.empty')} data-testid="taken-empty">
        <Link to="/makeMoney" className="button-link">
          {t('wishes.received.goSquare')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="wish-rows" data-testid="taken-list">
        {list.items.map(({ wish, reception }) => (
          <li key={reception.id} className="wish-row" data-testid="taken-item">
            <Link to={takerOrderPath(wish.taskNumber)} className="wish-row__main">
              <div className="wish-row__title">
                <ReceptionStateTag state={reception.state} />
                <span>{wish.title}</span>
              </div>
              <div className="wish-row__meta">
                <PublisherLine
                  avatar={wish.userAvatar}
                  nickName={wish.nickName}
                  userName={wish.userName}
                  size={20}
                />
                <span>{t('wishes.deadline', { time: minuteOf(wish.deliveryDay) })}</span>
                {reception.amount > 0 && (
                  <span>{t('wishes.received.deposit', { amount: yuanText(reception.amount) })}</span>
                )}
                {reception.settledAmount !== null && (
                  <span className="wish-row__badge wish-row__badge--green">
                    {t('wishes.received.settledAmount', { amount: yuanText(reception.settledAmount) })}
                  </span>
                )}
              </div>
            </Link>
            <div className="wish-row__side">
              <span className="wish-row__reward">
                {t('wishes.perPlace', { value: yuanText(wish.standAmount) })}
              </span>
              <span className="wish-row__total">{rewardText(wish.fullAmount, t)}</span>
            </div>
          </li>
        ))}
      </ul>
      {list.hasMore && (
        <Button block loading={list.loadingMore} onClick={list.loadMore} data-testid="taken-more">
          {t('wishes.mine.loadMore')}
        </Button>
      )}
    </>
  );
}
