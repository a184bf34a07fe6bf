import { Fragment, useState } from 'react';
import { Pagination, Skeleton } from 'antd';
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { novels } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { useCatalogue } from './novel-queries';
import { readerLinkOf } from './novel-links';
import './novels.css';

interface CatalogueListProps {
  bookId: number;
  chapterCount: number;
  volumes: readonly novels.Volume[];
  /** The chapter being read: its page opens first and its line is marked. */
  currentChapter?: number;
  /** Two columns on the details page, one in the reader's drawer. */
  columns?: 1 | 2;
  onPick?: () => void;
}

/**
 * A book's catalogue a page of chapters at a time, under the heading of the volume each page starts in
 * or enters: free, unlocked and locked chapters marked. A 5,000-chapter book costs one small page.
 */
export function CatalogueList({
  bookId,
  chapterCount,
  volumes,
  currentChapter,
  columns = 2,
  onPick,
}: CatalogueListProps) {
  const { t } = useTranslation();
  const pageSize = novels.CATALOGUE_PAGE_SIZE;
  const [page, setPage] = useState(() => novels.cataloguePageOf(currentChapter ?? 1, pageSize));
  const fromNumber = (page - 1) * pageSize + 1;
  const catalogue = useCatalogue(bookId, fromNumber, chapterCount > 0);
  const entries = catalogue.data?.data ?? [];
  const volumeTitle = (number: number) =>
    volumes.find((volume) => volume.volumeNumber === number)?.title ?? '';

  return (
    <div className="catalogue" data-testid="catalogue">
      {catalogue.isPending && chapterCount > 0 ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <ol className={`catalogue__list catalogue__list--${columns}`}>
          {entries.map((entry, index) => {
            const opensVolume = index === 0 || entries[index - 1]!.volumeNumber !== entry.volumeNumber;
            const current = entry.chapterNumber === currentChapter;
            return (
              <Fragment key={entry.chapterNumber}>
                {opensVolume && volumes.length > 0 && (
                  <li className="catalogue__volume" data-testid="catalogue-volume">
                    {volumeTitle(entry.volumeNumber)}
                  </li>
                )}
                <li className={`catalogue__item${current ? ' catalogue__item--current' : ''}`}>
                  <Link
                    to={readerLinkOf(bookId, entry.chapterNumber)}
                    onClick={onPick}
                    data-testid="catalogue-chapter"
                    data-chapter={entry.chapterNumber}
                    aria-current={current ? 'true' : undefined}
                  >
                    <span className="catalogue__title">{entry.title}</span>
                    {entry.paid &&
                      (entry.readable ? (
                        <UnlockOutlined
                          className="catalogue__mark catalogue__mark--open"
                          aria-label={t('novels.unlocked')}
                        />
                      ) : (
                        <span
                          className="catalogue__mark catalogue__mark--paid"
                          data-testid="catalogue-locked"
                        >
                          <LockOutlined /> {entry.price}
                        </span>
                      ))}
                  </Link>
                </li>
              </Fragment>
            );
          })}
        </ol>
      )}
      {chapterCount > pageSize && (
        <Pagination
          className="catalogue__pager"
          simple
          current={page}
          pageSize={pageSize}
          total={chapterCount}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
    </div>
  );
}
