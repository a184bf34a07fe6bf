import { Fragment, useState } from 'react';
import { Button, Empty, Modal, Pagination, Skeleton, Spin, Tag } from 'antd';
import { EditOutlined, EyeOutlined, LockOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { novels } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { readerLinkOf } from './novel-links';
import { useCatalogue } from './novel-queries';
import { WriterChapterForm } from './WriterChapterForm';
import { WriterVolumeAdd } from './WriterVolumeAdd';
import { useAuthorChapter } from './writing-queries';

interface WriterChaptersProps {
  book: novels.NovelDetail;
  onChanged: () => void;
}

const P = 'novelWriting.chapter';
const PAGE_SIZE = novels.CATALOGUE_PAGE_SIZE;

/**
 * The book's volumes and chapters as its author manages them: each volume with its chapter count (a click
 * goes to its first page), the chapters a catalogue page at a time with words and price, each one open
 * to correct, and a new volume for the chapters to come.
 */
export function WriterChapters({ book, onChanged }: WriterChaptersProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(() => novels.cataloguePageOf(Math.max(1, book.chapterCount), PAGE_SIZE));
  const [editing, setEditing] = useState<number | null>(null);
  const fromNumber = (page - 1) * PAGE_SIZE + 1;
  const catalogue = useCatalogue(book.id, fromNumber, book.chapterCount > 0);
  const entries = catalogue.data?.data ?? [];
  const volumeTitle = (number: number) =>
    book.volumes.find((volume) => volume.volumeNumber === number)?.title ?? '';

  return (
    <div className="writer-chapters" data-testid="writer-chapters">
      <aside className="writer-volumes">
        <ol className="writer-volumes__list">
          {book.volumes.map((volume) => (
            <li key={volume.id}>
              <button
                type="button"
                className="writer-volumes__item"
                disabled={volume.chapterCount === 0}
                onClick={() => setPage(novels.cataloguePageOf(volume.firstChapterNumber, PAGE_SIZE))}
                data-testid="writer-volume"
              >
                <span>{volume.title}</span>
                <small>{t('novelWriting.volume.chapters', { count: volume.chapterCount })}</small>
              </button>
            </li>
          ))}
        </ol>
        <WriterVolumeAdd bookId={book.id} onAdded={onChanged} />
      </aside>
      <div className="writer-chapters__main">
        {book.chapterCount === 0 ? (
          <Empty description={t(`${P}.empty`)} data-testid="writer-chapters-empty" />
        ) : catalogue.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <ol className="writer-chapter-list">
            {entries.map((entry, index) => (
              <Fragment key={entry.chapterNumber}>
                {(index === 0 || entries[index - 1]!.volumeNumber !== entry.volumeNumber) && (
                  <li className="writer-chapter-list__volume">{volumeTitle(entry.volumeNumber)}</li>
                )}
                <li
                  className="writer-chapter-list__item"
                  data-testid="writer-chapter"
                  data-chapter={entry.chapterNumber}
                  data-paid={entry.paid}
                >
                  <span className="writer-chapter-list__title">{entry.title}</span>
                  <span className="writer-chapter-list__words">
                    {t(`${P}.words`, { count: entry.wordCount })}
                  </span>
                  <span className="writer-chapter-list__sale">
                    {entry.paid ? (
                      <Tag color="orange" icon={<LockOutlined />}>
                        {t(`${P}.priceShown`, { coins: entry.price })}
                      </Tag>
                    ) : (
                      <Tag color="green">{t(`${P}.free`)}</Tag>
                    )}
                  </span>
                  <span className="writer-chapter-list__time">{entry.createTime.slice(0, 16)}</span>
                  <span className="writer-chapter-list__actions">
                    <Button
                      size="small"
                      type="link"
                      icon={<EditOutlined />}
                      onClick={() => setEditing(entry.chapterNumber)}
                      data-testid="writer-chapter-edit"
                    >
                      {t(`${P}.edit`)}
                    </Button>
                    <Link
                      to={readerLinkOf(book.id, entry.chapterNumber)}
                      className="writer-chapter-list__read"
                    >
                      <EyeOutlined /> {t(`${P}.read`)}
                    </Link>
                  </span>
                </li>
              </Fragment>
            ))}
          </ol>
        )}
        {book.chapterCount > PAGE_SIZE && (
          <Pagination
            className="writer-chapters__pager"
            simple
            current={page}
            pageSize={PAGE_SIZE}
            total={book.chapterCount}
            onChange={setPage}
            showSizeChanger={false}
          />
        )}
      </div>
      {editing !== null && (
        <ChapterEditDialog
          bookId={book.id}
          chapter={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            onChanged();
          }}
        />
      )}
    </div>
  );
}

/** Corrects one chapter in a dialog over the desk, starting from its stored text. */
function ChapterEditDialog({
  bookId,
  chapter,
  onClose,
  onSaved,
}: {
  bookId: number;
  chapter: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const stored = useAuthorChapter(bookId, chapter);
  const view = stored.data;
  return (
    <Modal
      open
      width={760}
      title={t(`${P}.editing`, { number: chapter })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {view?.paragraphs ? (
        <WriterChapterForm
          bookId={bookId}
          nextNumber={chapter}
          latestVolume={null}
          draft={{
            chapterNumber: view.chapterNumber,
            title: view.title,
            text: view.paragraphs.join('\n'),
            price: view.price,
          }}
          onSaved={onSaved}
          onCancel={onClose}
        />
      ) : stored.isError ? (
        <Empty description={t(`${P}.loadFailed`)} />
      ) : (
        <Spin tip={t(`${P}.loading`)}>
          <div className="writer-chapter-form__loading" />
        </Spin>
      )}
    </Modal>
  );
}
