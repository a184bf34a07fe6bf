import { useCallback, useMemo } from 'react';
import { search } from '@fox/contracts';
import { Button, Skeleton, Spin, Tabs } from 'antd';
import { DramaCard } from '../dramas';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeading } from '../../ui/PageHeading';
import type { PageProps } from '../../ui/PageHeading';
import { EmptyState } from '../../ui';
import { HotWords } from './HotWords';
import { RelatedStrip } from './RelatedStrip';
import { SearchResultItem } from './SearchResultItem';
import { UserResult } from './UserResult';
import { useContentSearch, useDramaSearch, useUserSearch } from './discovery-queries';
import { useLoadMore } from './use-load-more';
import './discovery.css';

const TABS = ['all', 'video', 'article', 'question', 'drama', 'user'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL: Record<Tab, string> = {
  all: 'discovery.tabAll',
  video: 'discovery.tabVideo',
  article: 'discovery.tabArticle',
  question: 'discovery.tabQuestion',
  drama: 'discovery.tabDrama',
  user: 'discovery.tabUser',
};
/** Users and dramas shown above the mixed results of the all tab. */
const USER_PREVIEW = 4;
const DRAMA_PREVIEW = 6;

const tabOf = (raw: string | null): Tab =>
  (TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'all';

/** /searchResult?keyword=…&tab=…: videos, articles, questions and users matching the keyword. */
export function SearchResultPage({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim().slice(0, search.KEYWORD_MAX);
  const tab = tabOf(params.get('tab'));
  const words = useMemo(() => search.queryWords(keyword), [keyword]);

  const contentKind: search.SearchKind = tab === 'user' || tab === 'drama' ? 'all' : tab;
  const results = useContentSearch(keyword, contentKind, tab !== 'user' && tab !== 'drama');
  const people = useUserSearch(keyword, tab === 'user' || tab === 'all');
  const shows = useDramaSearch(keyword, tab === 'drama' || tab === 'all');
  const active = tab === 'user' ? people : tab === 'drama' ? shows : results;
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = active;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  const marker = useLoadMore(Boolean(hasNextPage) && !isFetchingNextPage && !active.isError, loadMore);

  const items = results.data?.pages.flatMap((page) => page.data) ?? [];
  const found = people.data?.pages.flatMap((page) => page.data) ?? [];
  const dramasFound = shows.data?.pages.flatMap((page) => page.data) ?? [];
  const userTotal = people.data?.pages[0]?.total ?? 0;
  const contentTotal = results.data?.pages[0]?.total ?? 0;
  const dramaTotal = shows.data?.pages[0]?.total ?? 0;
  const total = tab === 'user' ? userTotal : tab === 'drama' ? dramaTotal : contentTotal;
  const userPreview = tab === 'all' ? found.slice(0, USER_PREVIEW) : [];
  const dramaPreview = tab === 'all' ? dramasFound.slice(0, DRAMA_PREVIEW) : [];
  // The all tab counts the users and dramas it previews too.
  const shownTotal = tab === 'all' ? contentTotal + userTotal + dramaTotal : total;

  const pickWord = (word: string) =>
    navigate(`/searchResult?${new URLSearchParams({ keyword: word }).toString()}`);
  const chooseTab = (next: string) => {
    const nextParams = new URLSearchParams(params);
    if (next === 'all') nextParams.delete('tab');
    else nextParams.set('tab', next);
    setParams(nextParams, { replace: true });
  };

  let body;
  if (keyword === '') {
    body = <EmptyState text={t('discovery.noKeyword')} data-testid="search-no-keyword" />;
  } else if (active.isPending) {
    body = <Skeleton active paragraph={{ rows: 6 }} className="search-skeleton" />;
  } else if (active.isError && total === 0) {
    body = (
      <EmptyState text={t('discovery.searchFailed')} data-testid="search-failed">
        <Button type="primary" onClick={() => void active.refetch()}>
          {t('discovery.feedRetry')}
        </Button>
      </EmptyState>
    );
  } else if (total === 0 && userPreview.length === 0 && dramaPreview.length === 0) {
    body = (
      <EmptyState
        text={
          <>
            <div className="search-empty__title">{t('discovery.noResults', { keyword })}</div>
            <div className="search-empty__text">{t('discovery.noResultsText')}</div>
          </>
        }
        data-testid="search-empty"
      />
    );
  } else {
    body = (
      <>
        {dramaPreview.length > 0 && (
          <RelatedStrip
            title={t('discovery.relatedDramas')}
            more={
              dramaTotal > dramaPreview.length
                ? {
                    label: t('discovery.moreDramas'),
                    onClick: () => chooseTab('drama'),
                    testId: 'search-more-dramas',
                  }
                : undefined
            }
            listClassName="drama-grid search-dramas--strip"
            data-testid="search-drama-preview"
          >
            {dramaPreview.map((drama) => (
              <DramaCard key={drama.id} drama={drama} />
            ))}
          </RelatedStrip>
        )}
        {userPreview.length > 0 && (
          <RelatedStrip
            title={t('discovery.relatedUsers')}
            more={
              userTotal > userPreview.length
                ? {
                    label: t('discovery.moreUsers'),
                    onClick: () => chooseTab('user'),
                    testId: 'search-more-users',
                  }
                : undefined
            }
            listClassName="search-users search-users--strip"
            data-testid="search-user-preview"
          >
            {userPreview.map((user) => (
              <UserResult key={user.id} user={user} words={[keyword]} />
            ))}
          </RelatedStrip>
        )}
        {tab === 'user' ? (
          <ul className="search-users" data-testid="search-users">
            {found.map((user) => (
              <UserResult key={user.id} user={user} words={[keyword]} />
            ))}
          </ul>
        ) : tab === 'drama' ? (
          <ul className="drama-grid search-dramas" data-testid="search-dramas">
            {dramasFound.map((drama) => (
              <DramaCard key={drama.id} drama={drama} />
            ))}
          </ul>
        ) : items.length === 0 ? (
          // On the all tab, related dramas or users above are the results: no "nothing found" under them.
          tab !== 'all' || (dramaPreview.length === 0 && userPreview.length === 0) ? (
            <p className="search-page__none">{t('discovery.noResults', { keyword })}</p>
          ) : null
        ) : (
          <ul className="search-results" data-testid="search-results">
            {items.map((item) => (
              <SearchResultItem key={`${item.kind}-${item.id}`} item={item} words={words} />
            ))}
          </ul>
        )}
        <div ref={marker} className="feed-status">
          {isFetchingNextPage && (
            <>
              <Spin size="small" /> <span>{t('discovery.loadingMore')}</span>
            </>
          )}
          {!hasNextPage && !isFetchingNextPage && total > 0 && <span>{t('discovery.feedEnd')}</span>}
        </div>
      </>
    );
  }

  return (
    <div className="search-page">
      <section className="search-page__main">
        <PageHeading routeKey={routeKey} />
        {keyword !== '' && (
          <p className="search-page__summary" data-testid="search-summary">
            {t('discovery.resultCount', { total: shownTotal, keyword })}
          </p>
        )}
        <Tabs
          activeKey={tab}
          onChange={chooseTab}
          items={TABS.map((key) => ({
            key,
            label: <span data-testid={`search-tab-${key}`}>{t(TAB_LABEL[key])}</span>,
          }))}
        />
        {body}
      </section>
      <aside className="search-page__side">
        <HotWords onPick={pickWord} data-testid="search-hot-words" />
      </aside>
    </div>
  );
}
