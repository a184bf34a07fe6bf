import type { novels } from '@fox/contracts';

/** Warm, distinct backgrounds for books without a cover, chosen by the book's id so each keeps its own. */
const BLANK_TONES = [
  ['#8c5a3c', '#c98b5e'],
  ['#2f4858', '#5b8a9b'],
  ['#5b3f6b', '#9474a8'],
  ['#3f5f3a', '#7ea070'],
  ['#7a2f2f', '#c0605a'],
  ['#394a7a', '#7088c4'],
] as const;

/** Characters of the title a blank cover sets in its one vertical line, by size (a small one shows its first, as a seal). */
const TITLE_FITS = { sm: 1, md: 5, lg: 7 } as const;

/**
 * A book's cover (3:4), or, without a picture, a cloth-bound look with its title set vertically and its
 * author, as a printed spine would carry them.
 */
export function BookCover({
  book,
  size = 'md',
}: {
  book: Pick<novels.NovelCard, 'id' | 'title' | 'coverUrl' | 'nickName'>;
  size?: 'sm' | 'md' | 'lg';
}) {
  if (book.coverUrl) {
    return (
      <div className={`book-cover book-cover--${size}`}>
        <img src={book.coverUrl} alt="" loading="lazy" />
      </div>
    );
  }
  const [from, to] = BLANK_TONES[book.id % BLANK_TONES.length]!;
  return (
    <div
      className={`book-cover book-cover--${size} book-cover--blank`}
      style={{ background: `linear-gradient(160deg, ${to} 0%, ${from} 100%)` }}
      aria-hidden
    >
      <span className="book-cover__title">{book.title.slice(0, TITLE_FITS[size])}</span>
      <span className="book-cover__author">{book.nickName}</span>
    </div>
  );
}
