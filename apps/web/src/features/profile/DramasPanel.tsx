import { Skeleton } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { DramaCard } from './DramaCard';
import { DRAMA_PAGE_SIZE, useDramaShelf, type DramaShelf } from './drama-queries';
import { KindSwitch, PagedWorks, useKindPages } from './PagedWorks';
import './dramas.css';

const SHELVES: DramaShelf[] = ['mine', 'bought', 'watched', 'collected'];

/**
 * /my's dramas: the ones the viewer published (with their shelf switches), bought episodes of, watched
 * (with how far), and collected.
 */
export function DramasPanel() {
  const { t } = useTranslation();
  const { kind: shelf, chooseKind, page, setPage } = useKindPages<DramaShelf>('mine');
  const list = useDramaShelf(shelf, page);

  return (
    <div className="profile-panel" data-testid="dramas-panel">
      <KindSwitch
        value={shelf}
        onChange={chooseKind}
        options={SHELVES.map((value) => ({
          value,
          label: <span data-testid={`dramas-shelf-${value}`}>{t(`profile.dramas.${value}`)}</span>,
        }))}
      />
      <PagedWorks
        query={list}
        page={page}
        onPage={setPage}
        emptyText={t(`profile.dramas.${shelf}Empty`)}
        emptyTestId="dramas-empty"
        listTestId={`dramas-${shelf}`}
        listClassName="my-drama-grid"
        pageSize={DRAMA_PAGE_SIZE}
        loading={<Skeleton active paragraph={{ rows: 4 }} />}
        renderItem={(drama) => (
          <DramaCard key={drama.id} drama={drama} own={shelf === 'mine'} shelf={shelf} />
        )}
      />
    </div>
  );
}
