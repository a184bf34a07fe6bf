import { Button } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { novels } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { BookCover } from './BookCover';
import { BookMeta } from './BookMeta';
import { bookLinkOf, readerLinkOf } from './novel-links';

/** The editors' picks: the first one large with its synopsis, the next ones as covers beside it. */
export function FeaturedBooks({ books }: { books: readonly novels.NovelCard[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [lead, ...others] = books;
  if (!lead) return null;
  return (
    <section className="featured-books" data-testid="novel-featured">
      <div className="featured-books__lead">
        <Link to={bookLinkOf(lead.id)} className="featured-books__cover" tabIndex={-1} aria-hidden>
          <BookCover book={lead} size="lg" />
        </Link>
        <div className="featured-books__text">
          <span className="featured-books__badge">{t('novels.featured')}</span>
          <Link to={bookLinkOf(lead.id)} className="featured-books__title" data-testid="featured-title">
            {lead.title}
          </Link>
          <div className="featured-books__meta">
            <span>{t('novels.author', { name: lead.nickName })}</span>
            <BookMeta book={lead} />
          </div>
          <p className="featured-books__synopsis">{lead.synopsis}</p>
          {lead.tags.length > 0 && (
            <div className="book-tags">
              {lead.tags.map((tag) => (
                <span key={tag} className="book-tag">
                  {tag}
                </span>
              ))}
            </div>
          )}
          <Button
            type="primary"
            shape="round"
            size="large"
            onClick={() => navigate(readerLinkOf(lead.id))}
            data-testid="featured-read"
          >
            {t('novels.startReading')}
          </Button>
        </div>
      </div>
      {others.length > 0 && (
        <ul className="featured-books__others">
          {others.slice(0, 4).map((book) => (
            <li key={book.id}>
              <Link to={bookLinkOf(book.id)} className="featured-books__other" data-testid="featured-other">
                <BookCover book={book} size="sm" />
                <strong>{book.title}</strong>
                <span>{book.nickName}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
