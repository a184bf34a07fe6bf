import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/pages/PageHeading';
import { EmptyState, InfiniteScroll } from '../../ui';
import { ArticleCard } from './ArticleCard';
import { ReadingLoadFailed, ReadingSkeleton } from './ReadingStates';
import { useArticleList } from './reading-queries';
import './reading.css';

/** /content/imageTextList: published articles of the chosen site, newest first, loading on scroll. */
export function ArticleListPage({ routeKey }: { routeKey: string }) {
  const { t } = useTranslation();
  const list = useArticleList();
  return (
    <section className="reading-page">
      <PageHeading routeKey={routeKey} />
      {list.isPending ? (
        <ReadingSkeleton />
      ) : list.isError && list.items.length === 0 ? (
        <ReadingLoadFailed onRetry={list.refetch} />
      ) : list.items.length === 0 ? (
        <EmptyState text={t('reading.articlesEmpty')} data-testid="articles-empty" />
      ) : (
        <InfiniteScroll
          className="reading-scroll"
          height="calc(100vh - 190px)"
          hasMore={list.hasMore}
          loading={list.loadingMore}
          loadMore={list.loadMore}
          endText={t('reading.listEnd')}
          data-testid="article-list"
        >
          <ul className="reading-cards">
            {list.items.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </ul>
        </InfiniteScroll>
      )}
    </section>
  );
}
