import { Button, Skeleton } from 'antd';
import { HeartFilled, HeartOutlined, MessageOutlined, ReadOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { shortCount } from '../../ui/format';
import type { PageProps } from '../../ui/PageHeading';
import { BookActions } from './BookActions';
import { BookCover } from './BookCover';
import { BookMeta } from './BookMeta';
import { CatalogueList } from './CatalogueList';
import { commentsLinkOf, idParam, NOVEL_HOME_PATH, readerLinkOf } from './novel-links';
import { useNovelInfo } from './novel-queries';
import { registerNovelsMessages } from './novels-i18n';
import { useShelfToggle } from './use-shelf-toggle';
import { WriterDeskEntry } from './WriterDeskEntry';
import type { novels } from '@fox/contracts';
import './novels.css';

registerNovelsMessages();

/**
 * /novel/novelDetails?id: a book's page — cover and facts, reading from the start or where the reader
 * stopped, the bookshelf button, the synopsis and tags, the catalogue by volume, and its comments.
 */
export function NovelDetailPage(_props: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const info = useNovelInfo(id);

  if (id === null || info.isError) {
    return (
      <div className="novel-missing" data-testid="novel-not-found">
        <p>{t('novels.notFound')}</p>
        <Button type="primary" shape="round" onClick={() => navigate(NOVEL_HOME_PATH)}>
          {t('novels.backHome')}
        </Button>
      </div>
    );
  }
  if (info.isPending) return <Skeleton active avatar paragraph={{ rows: 10 }} className="novel-detail" />;
  return <BookDetail book={info.data} />;
}

function BookDetail({ book }: { book: novels.NovelDetail }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const shelf = useShelfToggle(book);
  const progress = book.progress;

  return (
    <div className="novel-detail" data-testid="novel-detail" data-book-id={book.id}>
      <section className="book-head">
        <BookCover book={book} size="lg" />
        <div className="book-head__text">
          <h1 className="book-head__title" data-testid="book-detail-title">
            {book.title}
          </h1>
          <div className="book-head__author">{t('novels.author', { name: book.nickName })}</div>
          <div className="book-head__meta">
            <BookMeta book={book} />
            <span>{t('novels.chapters', { count: book.chapterCount })}</span>
          </div>
          {book.tags.length > 0 && (
            <div className="book-tags">
              {book.tags.map((tag) => (
                <span key={tag} className="book-tag">
                  {tag}
                </span>
              ))}
            </div>
          )}
          <div className="book-head__figures">
            <div>
              <strong>{shortCount(book.readCount, i18n.language)}</strong>
              <span>{t('novels.figureReads')}</span>
            </div>
            <div>
              <strong>{shortCount(book.collectCount, i18n.language)}</strong>
              <span>{t('novels.figureCollects')}</span>
            </div>
            <div>
              <strong>{book.commentCount}</strong>
              <span>{t('novels.figureComments')}</span>
            </div>
          </div>
          <div className="book-head__actions">
            <Button
              type="primary"
              size="large"
              shape="round"
              icon={<ReadOutlined />}
              disabled={book.chapterCount === 0}
              onClick={() => navigate(readerLinkOf(book.id, progress ? undefined : 1))}
              data-testid="book-read"
            >
              {progress
                ? t('novels.continueAt', { number: progress.chapterNumber })
                : t('novels.startReading')}
            </Button>
            <Button
              size="large"
              shape="round"
              icon={book.collected ? <HeartFilled /> : <HeartOutlined />}
              loading={shelf.busy}
              onClick={shelf.toggle}
              className={book.collected ? 'book-head__shelved' : undefined}
              data-testid="book-shelf"
              data-collected={book.collected}
            >
              {book.collected ? t('novels.onShelf') : t('novels.addShelf')}
            </Button>
            <WriterDeskEntry book={book} />
            <BookActions book={book} />
          </div>
        </div>
      </section>

      <section className="novel-card">
        <h2 className="novel-card__title">{t('novels.synopsis')}</h2>
        <p className="book-synopsis" data-testid="book-synopsis">
          {book.synopsis}
        </p>
        {book.latestChapterTitle && (
          <Link to={readerLinkOf(book.id, book.latestChapterNumber)} className="book-latest">
            {t('novels.latest', { title: book.latestChapterTitle })}
            <span>{t('novels.updatedAt', { time: book.updateTime.slice(0, 16) })}</span>
          </Link>
        )}
      </section>

      <section className="novel-card">
        <h2 className="novel-card__title">
          {t('novels.catalogue')}
          <small>{t('novels.catalogueCount', { count: book.chapterCount })}</small>
        </h2>
        <CatalogueList
          bookId={book.id}
          chapterCount={book.chapterCount}
          volumes={book.volumes}
          currentChapter={progress?.chapterNumber}
        />
      </section>

      <section className="novel-card" data-testid="book-comments">
        <h2 className="novel-card__title">
          {t('novels.comments')}
          <small>{t('novels.commentsCount', { count: book.commentCount })}</small>
        </h2>
        <div className="book-comments">
          <span>
            {book.commentCount > 0
              ? t('novels.commentsCount', { count: book.commentCount })
              : t('novels.commentsEmpty')}
          </span>
          <Link
            to={commentsLinkOf(book.id)}
            className="ant-btn ant-btn-default ant-btn-round"
            data-testid="book-comments-link"
          >
            <MessageOutlined /> {book.commentCount > 0 ? t('novels.commentsAll') : t('novels.commentsWrite')}
          </Link>
        </div>
      </section>
    </div>
  );
}
