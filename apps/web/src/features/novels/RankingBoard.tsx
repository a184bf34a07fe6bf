import { Link } from 'react-router';
import type { novels } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { shortCount } from '../../ui/format';
import { BookCover } from './BookCover';
import { bookLinkOf, listLinkOf } from './novel-links';

/** How many books each ranking on the home shows. */
export const BOARD_SIZE = 10;

/**
 * One ranking on the home: the first book with its cover and a line of its synopsis, the rest as
 * numbered lines, as bookstores lay out their charts.
 */
export function RankingBoard({
  sort,
  books,
}: {
  sort: novels.NovelSort;
  books: readonly novels.NovelCard[];
}) {
  const { t, i18n } = useTranslation();
  const [first, ...rest] = books.slice(0, BOARD_SIZE);
  const figure = (book: novels.NovelCard) =>
    sort === 'collect'
      ? t('novels.collectors', { count: shortCount(book.collectCount, i18n.language) })
      : sort === 'new'
        ? book.updateTime.slice(5, 10)
        : t('novels.readers', { count: shortCount(book.readCount, i18n.language) });

  return (
    <section className={`ranking ranking--${sort}`} data-testid={`ranking-${sort}`}>
      <header className="ranking__head">
        <div>
          <h3 className="ranking__title">{t(`novels.rank.${sort}`)}</h3>
          <span className="ranking__hint">{t(`novels.rankHint.${sort}`)}</span>
        </div>
        <Link to={listLinkOf(sort)} className="ranking__more" data-testid={`ranking-more-${sort}`}>
          {t('novels.more')}
        </Link>
      </header>
      {!first ? (
        <p className="ranking__empty">{t('novels.empty')}</p>
      ) : (
        <ol className="ranking__list">
          <li className="ranking__top">
            <span className="book-rank book-rank--1">1</span>
            <Link to={bookLinkOf(first.id)} className="ranking__top-link" data-testid="ranking-book">
              <div className="ranking__top-text">
                <strong>{first.title}</strong>
                <span>{figure(first)}</span>
                <span className="ranking__top-author">
                  {first.category} · {first.nickName}
                </span>
              </div>
              <BookCover book={first} size="sm" />
            </Link>
          </li>
          {rest.map((book, index) => (
            <li key={book.id} className="ranking__line">
              <span className={`book-rank book-rank--${Math.min(index + 2, 4)}`}>{index + 2}</span>
              <Link to={bookLinkOf(book.id)} className="ranking__name" data-testid="ranking-book">
                {book.title}
              </Link>
              <span className="ranking__figure">{figure(book)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
