import { Link } from 'react-router';
import type { novels } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { BookCover } from './BookCover';
import { readerLinkOf } from './novel-links';

/** A logged-in reader's latest books on the home, each opening where they stopped. */
export function ContinueReading({ items }: { items: readonly novels.ShelfItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section className="novel-section continue-reading" data-testid="novel-continue">
      <header className="novel-section__head">
        <h2 className="novel-section__title">{t('novels.continueReading')}</h2>
        <span className="novel-section__hint">{t('novels.continueHint')}</span>
      </header>
      <ul className="continue-reading__list">
        {items.slice(0, 4).map(({ book, progress, updated }) => (
          <li key={book.id}>
            <Link to={readerLinkOf(book.id)} className="continue-reading__item" data-testid="continue-book">
              <BookCover book={book} size="sm" />
              <div className="continue-reading__text">
                <strong>
                  {book.title}
                  {updated && <span className="shelf-updated">{t('novels.shelf.updated')}</span>}
                </strong>
                <span>
                  {progress
                    ? t('novels.shelf.readTo', { number: progress.chapterNumber })
                    : t('novels.shelf.unread')}
                </span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
