import { useState } from 'react';
import { Button, Progress, Segmented, Skeleton } from 'antd';
import { Link } from 'react-router';
import { novels } from '@fox/contracts/client';
import type { novels as contract } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../ui';
import { BookCover } from './BookCover';
import { bookLinkOf, NOVEL_HOME_PATH, readerLinkOf } from './novel-links';
import { useShelf } from './novel-queries';
import { registerNovelsMessages } from './novels-i18n';
import './novels.css';

registerNovelsMessages();

/** How far through the book a reader is, by chapters, in whole percent. */
export function bookPercentOf(item: contract.ShelfItem): number {
  const { progress, book } = item;
  if (!progress || book.chapterCount === 0) return 0;
  const done = progress.chapterNumber - 1 + progress.position;
  return Math.min(100, Math.max(0, Math.round((done / book.chapterCount) * 100)));
}

/**
 * The bookshelf on /my: books the reader collected, or read lately, each with how far they got and a
 * mark when chapters came out since; a book opens in the reader where they stopped.
 */
export function BookshelfPanel() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<contract.ShelfTab>('collected');
  const shelf = useShelf(tab);
  const items = shelf.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className="bookshelf" data-testid="bookshelf">
      <Segmented
        value={tab}
        onChange={setTab}
        options={novels.SHELF_TABS.map((value) => ({
          value,
          label: <span data-testid={`bookshelf-tab-${value}`}>{t(`novels.shelf.${value}`)}</span>,
        }))}
      />
      {shelf.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : items.length === 0 ? (
        <EmptyState text={t(`novels.shelf.${tab}Empty`)} data-testid="bookshelf-empty">
          <Link to={NOVEL_HOME_PATH} className="ant-btn ant-btn-primary ant-btn-round">
            {t('novels.shelf.goStore')}
          </Link>
        </EmptyState>
      ) : (
        <ul className="bookshelf__grid" data-testid={`bookshelf-${tab}`}>
          {items.map((item) => (
            <ShelfBook key={item.book.id} item={item} />
          ))}
        </ul>
      )}
      {shelf.hasNextPage && (
        <div className="book-list__more">
          <Button shape="round" loading={shelf.isFetchingNextPage} onClick={() => void shelf.fetchNextPage()}>
            {t('novels.more')}
          </Button>
        </div>
      )}
    </div>
  );
}

function ShelfBook({ item }: { item: contract.ShelfItem }) {
  const { t } = useTranslation();
  const { book, progress, updated } = item;
  return (
    <li className="shelf-book" data-testid="shelf-book" data-book-id={book.id} data-updated={updated}>
      <Link to={readerLinkOf(book.id)} className="shelf-book__cover" aria-label={book.title}>
        <BookCover book={book} size="md" />
        {updated && (
          <span className="shelf-book__updated" data-testid="shelf-updated">
            {t('novels.shelf.updated')}
          </span>
        )}
      </Link>
      <Link to={bookLinkOf(book.id)} className="shelf-book__title">
        {book.title}
      </Link>
      <span className="shelf-book__progress" data-testid="shelf-progress">
        {progress ? t('novels.shelf.readTo', { number: progress.chapterNumber }) : t('novels.shelf.unread')}
      </span>
      <Progress percent={bookPercentOf(item)} size="small" showInfo={false} strokeColor="#ff7a1a" />
    </li>
  );
}
