import { Button, Result, Segmented, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { novels } from '@fox/contracts/client';
import type { novels as contract } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../ui';
import { PageHeading, type PageProps } from '../../ui/PageHeading';
import { BookRow } from './BookRow';
import { NovelSearchBox } from './NovelSearchBox';
import { useNovelList, useNovelSearch } from './novel-queries';
import { registerNovelsMessages } from './novels-i18n';
import './novels.css';

registerNovelsMessages();

const isSort = (value: string | null): value is contract.NovelSort =>
  novels.NOVEL_SORTS.includes(value as contract.NovelSort);
const isCategory = (value: string | null): value is contract.NovelCategory =>
  novels.NOVEL_CATEGORIES.includes(value as contract.NovelCategory);

/**
 * /listPage?rank&category: a chart, whole or of one category, continued page by page after the last
 * book shown; /listPage?keyword: the books a search found. The address keeps the choice, so a chart can
 * be linked and reloaded.
 */
export function NovelListPage({ routeKey }: PageProps) {
  const [params] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  return keyword ? (
    <SearchResults routeKey={routeKey} keyword={keyword} />
  ) : (
    <RankedList routeKey={routeKey} />
  );
}

function SearchResults({ routeKey, keyword }: PageProps & { keyword: string }) {
  const { t } = useTranslation();
  const found = useNovelSearch(keyword);
  const books = found.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div className="novel-list-page" data-testid="novel-search-page">
      <PageHeading routeKey={routeKey} extra={<NovelSearchBox initial={keyword} />} />
      <div className="novel-filters">
        <strong className="novel-filters__keyword">{t('novels.searchHeading', { keyword })}</strong>
        {found.data && (
          <span className="novel-filters__total">
            {t('ui.total', { total: found.data.pages[0]?.total ?? 0 })}
          </span>
        )}
      </div>
      <BookList query={found} books={books} emptyText={t('novels.searchEmpty', { keyword })} ranked={false} />
    </div>
  );
}

function RankedList({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const rankParam = params.get('rank');
  const categoryParam = params.get('category');
  const sort: contract.NovelSort = isSort(rankParam) ? rankParam : 'read';
  const category = isCategory(categoryParam) ? categoryParam : null;
  const list = useNovelList(sort, category);
  const books = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.total;

  const choose = (next: { rank?: string; category?: string | null }) => {
    setParams(
      (before) => {
        const after = new URLSearchParams(before);
        if (next.rank) after.set('rank', next.rank);
        if (next.category === null) after.delete('category');
        else if (next.category) after.set('category', next.category);
        return after;
      },
      { replace: true },
    );
  };

  return (
    <div className="novel-list-page" data-testid="novel-list-page">
      <PageHeading routeKey={routeKey} extra={<NovelSearchBox />} />
      <div className="novel-filters">
        <Segmented
          size="large"
          value={sort}
          onChange={(rank) => choose({ rank })}
          options={novels.NOVEL_SORTS.map((value) => ({
            value,
            label: <span data-testid={`list-rank-${value}`}>{t(`novels.rank.${value}`)}</span>,
          }))}
        />
        <div className="novel-filters__categories" role="group" aria-label={t('novels.categories')}>
          {[null, ...novels.NOVEL_CATEGORIES].map((value) => (
            <button
              key={value ?? 'all'}
              type="button"
              className={`novel-chip${value === category ? ' novel-chip--on' : ''}`}
              aria-pressed={value === category}
              onClick={() => choose({ category: value })}
              data-testid={`list-category-${value ?? 'all'}`}
            >
              {value ?? t('novels.allCategories')}
            </button>
          ))}
        </div>
        {total !== undefined && <span className="novel-filters__total">{t('ui.total', { total })}</span>}
      </div>
      <BookList query={list} books={books} emptyText={t('novels.listEmpty')} ranked />
    </div>
  );
}

interface PagedBooks {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
}

/** The books of a chart or a search, with the button that brings the next page. */
function BookList({
  query,
  books,
  emptyText,
  ranked,
}: {
  query: PagedBooks;
  books: contract.NovelCard[];
  emptyText: string;
  ranked: boolean;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton active avatar paragraph={{ rows: 8 }} />;
  if (query.isError) {
    return (
      <Result
        status="warning"
        title={t('novels.loadFailed')}
        subTitle={t('novels.loadFailedText')}
        extra={<Button onClick={() => void query.refetch()}>{t('novels.retry')}</Button>}
      />
    );
  }
  if (books.length === 0) return <EmptyState text={emptyText} data-testid="novel-list-empty" />;
  return (
    <>
      <ol className="book-list" data-testid="novel-list">
        {books.map((book, index) => (
          <BookRow key={book.id} book={book} rank={ranked ? index + 1 : undefined} />
        ))}
      </ol>
      {query.hasNextPage && (
        <div className="book-list__more">
          <Button
            shape="round"
            size="large"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
            data-testid="novel-list-more"
          >
            {t('novels.more')}
          </Button>
        </div>
      )}
    </>
  );
}
