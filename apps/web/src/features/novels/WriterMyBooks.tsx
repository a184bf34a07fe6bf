import { Button, Skeleton } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { novels } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { BookCover } from './BookCover';
import { useMyNovels } from './writing-queries';
import { deskLinkOf } from './writing-rules';
import './novels.css';

/**
 * "我的作品": the books the viewer writes, latest first, each a way back to its writing desk. Paged by
 * the endpoint's page number, so a prolific writer's list costs one small page at a time.
 */
export function WriterMyBooks({ currentId, onPick }: { currentId?: number; onPick?: () => void }) {
  const { t } = useTranslation();
  const mine = useMyNovels();
  const books = mine.data?.pages.flatMap((page) => page.data) ?? [];

  if (mine.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (books.length === 0) {
    return (
      <p className="writer-mine__empty" data-testid="writer-mine-empty">
        {t('novelWriting.mine.empty')}
      </p>
    );
  }
  return (
    <div className="writer-mine" data-testid="writer-mine">
      <ul className="writer-mine__list">
        {books.map((book) => (
          <li
            key={book.id}
            className={`writer-mine__item${book.id === currentId ? ' writer-mine__item--current' : ''}`}
          >
            <Link
              to={deskLinkOf(book.id)}
              onClick={onPick}
              className="writer-mine__link"
              data-testid="writer-mine-book"
              data-book-id={book.id}
            >
              <BookCover book={book} size="sm" />
              <span className="writer-mine__text">
                <strong>{book.title}</strong>
                <small>
                  {book.category} · {t(`novelWriting.book.statuses.${book.status}`)} ·{' '}
                  {t('novelWriting.mine.chapters', { count: book.chapterCount })} ·{' '}
                  {novels.formatWordCount(book.wordCount)}
                  {book.state !== 'OnShelf' && ` · ${t('novelWriting.mine.offShelf')}`}
                </small>
              </span>
              <EditOutlined className="writer-mine__go" aria-label={t('novelWriting.mine.open')} />
            </Link>
          </li>
        ))}
      </ul>
      {mine.hasNextPage && (
        <Button
          type="link"
          loading={mine.isFetchingNextPage}
          onClick={() => void mine.fetchNextPage()}
          data-testid="writer-mine-more"
        >
          {t('novelWriting.mine.more')}
        </Button>
      )}
    </div>
  );
}
