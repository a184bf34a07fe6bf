import { useCallback, useMemo } from 'react';
import { search } from '@fox/contracts';
import { Button, Skeleton, Spin, Tabs } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeading } from '../../ui/PageHeading';
import type { PageProps } from '../../ui/PageHeading';
import { EmptyState } from '../../ui';
import { HotWords } from './HotWords';
import { SearchResultItem } from './SearchResultItem';
import { UserResult } from './UserResult';
import { useContentSearch, useUserSearch } from './discovery-queries';
import { useLoadMore } from './use-load-more';
import './discovery.css';

const TABS = ['all', 'video', 'article', 'question', 'user'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL: Record<Tab, string> = {
  all: 'discovery.tabAll',
  video: 'discovery.tabVideo',
  article: 'discovery.tabArticle',
  question: 'discovery.tabQuestion',
  user: 'discovery.tabUser',
};
/** Users shown above the mixed results of the all tab. */
const USER_PREVIEW = 4;

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

  const contentKind: search.SearchKind = tab === 'user' ? 'all' : tab;
  const results = useContentSearch(keyword, contentKind, tab !== 'user');
  const people = useUserSearch(keyword, tab === 'user' || tab === 'all');
  const active = tab === 'user' ? people : results;
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = active;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  const marker = useLoadMore(Boolean(hasNextPage) && !isFetchingNextPage && !active.isError, loadMore);

  const items = results.data?.pages.flatMap((page) => page.data) ?? [];
  const found = people.data?.pages.flatMap((page) => page.data) ?? [];
  const userTotal = people.data?.pages[0]?.total ?? 0;
  const contentTotal = results.data?.pages[0]?.total ?? 0;
  const total = tab === 'user' ? userTotal : contentTotal;
  const userPreview = tab === 'all' ? found.slice(0, USER_PREVIEW) : [];
  // The all tab counts the users it previews too.
  const shownTotal = tab === 'all' ? contentTotal + userTotal : total;

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
  } else if (total === 0 && userPreview.length === 0) {
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
        {userPreview.length > 0 && (
          <>
            <h2 className="search-section-title">
              {t('discovery.relatedUsers')}
              {userTotal > userPreview.length && (
                <Button
                  type="link"
                  size="small"
                  onClick={() => chooseTab('user')}
                  data-testid="search-more-users"
                >
                  {t('discovery.moreUsers')}
                </Button>
              )}
            </h2>
            <ul className="search-users search-users--strip" data-testid="search-user-preview">
              {userPreview.map((user) => (
                <UserResult key={user.id} user={user} words={[keyword]} />
              ))}
            </ul>
          </>
        )}
        {tab === 'user' ? (
          <ul className="search-users" data-testid="search-users">
            {found.map((user) => (
              <UserResult key={user.id} user={user} words={[keyword]} />
            ))}
          </ul>
        ) : items.length === 0 ? (
          <p className="search-page__none">{t('discovery.noResults', { keyword })}</p>
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
