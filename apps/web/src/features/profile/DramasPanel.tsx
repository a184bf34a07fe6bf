import { useState } from 'react';
import { Segmented, Skeleton } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState, Pagination } from '../../ui';
import { DramaCard } from './DramaCard';
import { DRAMA_PAGE_SIZE, useDramaShelf, type DramaShelf } from './drama-queries';
import { LoadFailed } from './LoadFailed';
import './dramas.css';

const SHELVES: DramaShelf[] = ['mine', 'collected'];

/** /my's dramas: the ones the viewer published (with their shelf switches) and the ones they collected. */
export function DramasPanel() {
  const { t } = useTranslation();
  const [shelf, setShelf] = useState<DramaShelf>('mine');
  const [page, setPage] = useState(1);
  const list = useDramaShelf(shelf, page);

  return (
    <div className="profile-panel" data-testid="dramas-panel">
      <Segmented
        className="profile-panel__kinds"
        value={shelf}
        onChange={(value) => {
          setShelf(value);
          setPage(1);
        }}
        options={SHELVES.map((value) => ({
          value,
          label: <span data-testid={`dramas-shelf-${value}`}>{t(`profile.dramas.${value}`)}</span>,
        }))}
      />
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState text={t(`profile.dramas.${shelf}Empty`)} data-testid="dramas-empty" />
      ) : (
        <>
          <ul className="my-drama-grid" data-testid={`dramas-${shelf}`}>
            {list.data.data.map((drama) => (
              <DramaCard key={drama.id} drama={drama} own={shelf === 'mine'} />
            ))}
          </ul>
          {list.data.total > DRAMA_PAGE_SIZE && (
            <Pagination
              className="profile-panel__pages"
              current={page}
              total={list.data.total}
              pageSize={DRAMA_PAGE_SIZE}
              onChange={setPage}
            />
          )}
        </>
      )}
    </div>
  );
}
