import { useCallback, useEffect } from 'react';
import { Button, Skeleton, Spin } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../ui';
import { trackEvent } from '../tracking';
import { FeedCard } from './FeedCard';
import { useHomeFeed } from './discovery-queries';
import { itemsOfPages } from './feed-pages';
import { useLoadMore } from './use-load-more';
import './discovery.css';

/** The home feed: videos, articles and questions mixed, more as the reader scrolls. */
export function HomeFeed() {
  const { t } = useTranslation();
  const feed = useHomeFeed();
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = feed;
  const items = itemsOfPages(feed.data?.pages ?? []);
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  const marker = useLoadMore(Boolean(hasNextPage) && !isFetchingNextPage && !feed.isError, loadMore);

  useEffect(() => {
    trackEvent({
      businessType: 'Other',
      operaType: 'checkList',
      eventSign: 'home_feed',
      eventName: '浏览首页推荐',
      pageName: 'home',
    });
  }, []);

  let body;
  if (feed.isPending) {
    body = (
      <ul className="feed-grid" aria-busy>
        {Array.from({ length: 8 }, (_, index) => (
          <li key={index} className="feed-card feed-card--skeleton">
            <Skeleton.Image active className="feed-card__skeleton-cover" />
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          </li>
        ))}
      </ul>
    );
  } else if (feed.isError && items.length === 0) {
    body = (
      <EmptyState text={t('discovery.feedLoadFailed')} data-testid="home-feed-failed">
        <Button type="primary" onClick={() => void feed.refetch()}>
          {t('discovery.feedRetry')}
        </Button>
      </EmptyState>
    );
  } else if (items.length === 0) {
    body = <EmptyState text={t('discovery.feedEmpty')} data-testid="home-feed-empty" />;
  } else {
    body = (
      <>
        <ul className="feed-grid" data-testid="home-feed">
          {items.map((item) => (
            <FeedCard key={`${item.kind}-${item.id}`} item={item} />
          ))}
        </ul>
        <div ref={marker} className="feed-status">
          {isFetchingNextPage && (
            <>
              <Spin size="small" /> <span>{t('discovery.loadingMore')}</span>
            </>
          )}
          {feed.isError && !isFetchingNextPage && (
            <Button type="link" onClick={() => void fetchNextPage()}>
              {t('discovery.feedRetry')}
            </Button>
          )}
          {!hasNextPage && !isFetchingNextPage && (
            <span data-testid="home-feed-end">{t('discovery.feedEnd')}</span>
          )}
        </div>
      </>
    );
  }

  return (
    <section className="home-feed" aria-labelledby="home-feed-title">
      <h2 id="home-feed-title" className="home-feed__title">
        {t('discovery.feedTitle')}
      </h2>
      {body}
    </section>
  );
}
