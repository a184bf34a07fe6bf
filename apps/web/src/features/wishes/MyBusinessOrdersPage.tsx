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
import { openWishPublish } from './publish-store';
import { WishStateTag } from './WishTags';
import { registerWishMessages } from './wish-i18n';
import { minuteOf, rewardText } from './wish-format';
import { publisherOrderPath } from './wish-links';
import { useMyPublished } from './wish-queries';
import './wishes.css';

registerWishMessages();

type MineFilter = (typeof wishes.MINE_FILTERS)[number];

/** /makeMoney/myBusinessOrder: the wishes the viewer published, by state tab, with what waits for them. */
export function MyBusinessOrdersPage({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [filter, setFilter] = useState<MineFilter>('all');
  return (
    <section className="page-card" data-testid="my-business-orders">
      <PageHeading
        routeKey={routeKey}
        extra={
          loggedIn && (
            <Button
              type="primary"
              shape="round"
              onClick={() => openWishPublish()}
              data-testid="orders-publish"
            >
              {t('wishes.square.publish')}
            </Button>
          )
        }
      />
      {loggedIn ? (
        <>
          <Tabs
            activeKey={filter}
            onChange={(key) => setFilter(key as MineFilter)}
            items={wishes.MINE_FILTERS.map((key) => ({
              key,
              label: <span data-testid={`mine-filter-${key}`}>{t(`wishes.mine.filters.${key}`)}</span>,
            }))}
          />
          <PublishedList filter={filter} />
        </>
      ) : (
        <LoginNeeded />
      )}
    </section>
  );
}

function PublishedList({ filter }: { filter: MineFilter }) {
  const { t } = useTranslation();
  const list = useMyPublished(filter);
  if (list.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (list.items.length === 0) {
    return (
      <EmptyState
        text={filter === 'all' ? t('wishes.mine.empty') : t('wishes.mine.emptyFilter')}
        data-testid="mine-empty"
      />
    );
  }
  return (
    <>
      <ul className="wish-rows" data-testid="mine-list">
        {list.items.map((wish) => (
          <li key={wish.taskNumber} className="wish-row" data-testid="mine-item">
            <Link to={publisherOrderPath(wish.taskNumber)} className="wish-row__main">
              <div className="wish-row__title">
                <WishStateTag state={wish.state} />
                <span>{wish.title}</span>
              </div>
              <div className="wish-row__meta">
                <span>{t('wishes.mine.takers', { taken: wish.receiveNum, limit: wish.receiveLimit })}</span>
                <span>{t('wishes.mine.settled', { count: wish.deliveryNum })}</span>
                <span>{t('wishes.deadline', { time: minuteOf(wish.deliveryDay) })}</span>
                {wish.applyNum > 0 && (
                  <span className="wish-row__badge" data-testid="mine-item-applications">
                    {t('wishes.mine.applications', { count: wish.applyNum })}
                  </span>
                )}
              </div>
            </Link>
            <div className="wish-row__side">
              <span className="wish-row__reward">{rewardText(wish.fullAmount, t)}</span>
              {(wish.state === 'Edit' || wish.state === 'WaitPay') && (
                <Button size="small" type="primary" ghost onClick={() => openWishPublish(wish.taskNumber)}>
                  {wish.state === 'Edit' ? t('wishes.owner.edit') : t('wishes.owner.pay')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {list.hasMore && (
        <Button block loading={list.loadingMore} onClick={list.loadMore} data-testid="mine-more">
          {t('wishes.mine.loadMore')}
        </Button>
      )}
    </>
  );
}
