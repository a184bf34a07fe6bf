import { novels } from '@fox/contracts/client';
import type { novels as contract } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';

/** Category · status · word count, the line every Chinese bookstore puts under a title. */
export function BookMeta({ book }: { book: contract.NovelCard }) {
  const { t } = useTranslation();
  return (
    <span className="book-meta">
      <span>{book.category}</span>
      <span className={`book-status book-status--${book.status}`}>{t(`novels.status.${book.status}`)}</span>
      <span>{novels.formatWordCount(book.wordCount)}</span>
    </span>
  );
}
