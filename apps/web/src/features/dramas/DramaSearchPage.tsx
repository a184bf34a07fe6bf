import { useTranslation } from '../../i18n/use-translation';
import { PageHeading } from '../../ui/PageHeading';
import type { PageProps } from '../../ui/PageHeading';
import { EmptyState, Pagination } from '../../ui';
import { DramaGrid } from './DramaGrid';
import { DramaSearchBox } from './DramaSearchBox';
import { useDramaPage } from './drama-queries';
import { usePagedParams } from './use-paged-params';
import './dramas.css';

/** /shortPlaySearchResult?keyword: dramas whose title matches, trending first. */
export function DramaSearchPage({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const { params, pageNum, pageSize, update } = usePagedParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const results = useDramaPage({ sort: 'hot', pageNum, pageSize, keyword }, keyword !== '');
  const total = results.data?.total ?? 0;

  return (
    <div className="drama-list-page" data-testid="drama-search">
      <PageHeading routeKey={routeKey} extra={<DramaSearchBox initial={keyword} />} />
      {keyword === '' ? (
        <EmptyState text={t('dramas.searchPrompt')} data-testid="drama-search-prompt" />
      ) : (
        <>
          <div className="drama-search__summary">
            <h2 className="drama-search__heading">{t('dramas.searchHeading', { keyword })}</h2>
            {results.data && (
              <span data-testid="drama-search-count">{t('dramas.searchCount', { count: total })}</span>
            )}
          </div>
          <DramaGrid
            items={results.data?.data}
            isPending={results.isPending}
            isError={results.isError}
            onRetry={() => void results.refetch()}
            emptyText={t('dramas.searchEmpty', { keyword })}
            skeletonCount={6}
            data-testid="drama-grid-search"
          />
          {total > pageSize && (
            <Pagination
              className="drama-pagination"
              current={pageNum}
              total={total}
              pageSize={pageSize}
              onChange={(next, size) => update({ page: size === pageSize ? next : 1, size })}
            />
          )}
        </>
      )}
    </div>
  );
}
