import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { novels } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { shortCount } from '../../ui/format';
import { BookCover } from './BookCover';
import { BookMeta } from './BookMeta';
import { bookLinkOf } from './novel-links';

/**
 * A book in a list: cover, title, author, category, status and length, a line of its synopsis, and its
 * latest chapter; `rank` puts its place in front, `aside` adds something on the right.
 */
export function BookRow({ book, rank, aside }: { book: novels.NovelCard; rank?: number; aside?: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="book-row" data-testid="book-row" data-book-id={book.id}>
      {rank !== undefined && <span className={`book-rank book-rank--${Math.min(rank, 4)}`}>{rank}</span>}
      <Link to={bookLinkOf(book.id)} className="book-row__cover" tabIndex={-1} aria-hidden>
        <BookCover book={book} size="md" />
      </Link>
      <div className="book-row__body">
        <Link to={bookLinkOf(book.id)} className="book-row__title" data-testid="book-title">
          {book.title}
        </Link>
        <div className="book-row__line">
          <span className="book-row__author">{book.nickName}</span>
          <BookMeta book={book} />
        </div>
        <p className="book-row__synopsis">{book.synopsis}</p>
        <div className="book-row__foot">
          {book.latestChapterTitle && (
            <span className="book-row__latest">{t('novels.latest', { title: book.latestChapterTitle })}</span>
          )}
          <span>{t('novels.readers', { count: shortCount(book.readCount, i18n.language) })}</span>
        </div>
      </div>
      {aside && <div className="book-row__aside">{aside}</div>}
    </li>
  );
}
