import { useState } from 'react';
import type { profiles } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { KindSwitch, PagedWorks, useKindPages, type WorksPageQuery } from './PagedWorks';
import { useCollections, useLikeList, type CollectionKind } from './profile-queries';
import { WorkItem } from './WorkItem';

interface Entry {
  busyType: string;
  busyCode: number;
  work: profiles.WorkCard | null;
}

function EntryList({
  query,
  page,
  onPage,
  emptyText,
  testId,
}: {
  query: WorksPageQuery<Entry>;
  page: number;
  onPage: (page: number) => void;
  emptyText: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <PagedWorks
      query={query}
      page={page}
      onPage={onPage}
      emptyText={emptyText}
      emptyTestId={`${testId}-empty`}
      listTestId={testId}
      renderItem={(entry) =>
        entry.work ? (
          <WorkItem key={`${entry.busyType}-${entry.busyCode}`} work={entry.work} />
        ) : (
          <li key={`${entry.busyType}-${entry.busyCode}`} className="work-item work-item--gone">
            {t('profile.gone')}
          </li>
        )
      }
    />
  );
}

/** What the viewer liked, newest first. */
export function LikesPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const likes = useLikeList(page);
  return (
    <div className="profile-panel">
      <EntryList
        query={likes}
        page={page}
        onPage={setPage}
        emptyText={t('profile.likesEmpty')}
        testId="likes-list"
      />
    </div>
  );
}

/** What the viewer collected: everything, or questions and answers only. */
export function CollectionsPanel() {
  const { t } = useTranslation();
  const { kind, chooseKind, page, setPage } = useKindPages<CollectionKind>('all');
  const collections = useCollections(kind, page);
  return (
    <div className="profile-panel">
      <KindSwitch
        value={kind}
        onChange={chooseKind}
        options={(['all', 'qa'] as const).map((value) => ({
          value,
          label: t(`profile.collectionKinds.${value}`),
        }))}
      />
      <EntryList
        query={collections}
        page={page}
        onPage={setPage}
        emptyText={t('profile.collectionsEmpty')}
        testId="collections-list"
      />
    </div>
  );
}
