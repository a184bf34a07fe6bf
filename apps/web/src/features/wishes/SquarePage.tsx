import { useState } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { PageProps } from '../../ui/PageHeading';
import { routeTitleKey } from '../../i18n/route-titles';
import { EmptyState } from '../../ui';
import { useGatedAction } from '../social';
import { activeSiteId, useSiteStore } from '../sites';
import { openWishPublish } from './publish-store';
import { SquareFilters } from './SquareFilters';
import { WishCard } from './WishCard';
import { registerWishMessages } from './wish-i18n';
import { useSquare, type SquareFilters as Filters } from './wish-queries';
import { useLoadMore } from './use-load-more';
import './wishes.css';

registerWishMessages();

/**
 * /makeMoney, the wish square: wishes open to takers on the chosen site, filtered by industry and type,
 * searched by words, sorted by newest, reward or deadline, loading on as the reader scrolls.
 */
export function SquarePage({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const gated = useGatedAction();
  const siteId = useSiteStore((state) => activeSiteId(state));
  const [filters, setFilters] = useState<Filters>({ sort: 'newest' });
  const list = useSquare(filters, siteId);
  const marker = useLoadMore(list.hasMore && !list.loadingMore, list.loadMore);
  const filtered = Boolean(filters.industryType || filters.type || filters.keyword);

  return (
    <div className="wish-square" data-testid="wish-square">
      <section className="wish-hero">
        <div className="wish-hero__text">
          <h1 className="wish-hero__title" data-testid="page-title">
            {t(routeTitleKey(routeKey))}
          </h1>
          <p className="wish-hero__intro">{t('wishes.square.intro')}</p>
        </div>
        <div className="wish-hero__actions">
          <Button
            type="primary"
            size="large"
            shape="round"
            icon={<PlusOutlined />}
            onClick={() => gated(() => openWishPublish())}
            data-testid="wish-publish"
          >
            {t('wishes.square.publish')}
          </Button>
          <Link to="/makeMoney/myBusinessOrder" className="wish-hero__link" data-testid="wish-my-published">
            {t('wishes.square.myPublished')}
          </Link>
          <Link to="/makeMoney/mineOrders" className="wish-hero__link" data-testid="wish-my-taken">
            {t('wishes.square.myTaken')}
          </Link>
        </div>
      </section>

      <SquareFilters value={filters} onChange={setFilters} />

      {list.isPending ? (
        <ul className="wish-grid" aria-busy>
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index} className="wish-card wish-card--skeleton">
              <Skeleton active paragraph={{ rows: 4 }} />
            </li>
          ))}
        </ul>
      ) : list.isError && list.items.length === 0 ? (
        <Result
          status="warning"
          title={t('wishes.square.loadFailed')}
          extra={
            <Button type="primary" onClick={list.refetch} data-testid="wish-square-retry">
              {t('wishes.square.retry')}
            </Button>
          }
        />
      ) : list.items.length === 0 ? (
        <EmptyState
          text={filtered ? t('wishes.square.emptyFiltered') : t('wishes.square.empty')}
          data-testid="wish-square-empty"
        />
      ) : (
        <>
          <ul className={`wish-grid${list.isPlaceholder ? ' wish-grid--stale' : ''}`} data-testid="wish-grid">
            {list.items.map((wish) => (
              <WishCard key={wish.taskNumber} wish={wish} />
            ))}
          </ul>
          <div ref={marker} className="wish-square__more">
            {list.hasMore ? (
              <Button loading={list.loadingMore} onClick={list.loadMore} data-testid="wish-square-more">
                {t('wishes.mine.loadMore')}
              </Button>
            ) : (
              <span className="wish-square__end">{t('wishes.square.end')}</span>
            )}
          </div>
        </>
      )}
    </div>
  );
}
