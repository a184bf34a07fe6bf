import { useState } from 'react';
import { Segmented, Skeleton } from 'antd';
import type { profiles } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState, Pagination } from '../../ui';
import { LoadFailed } from './LoadFailed';
import { PROFILE_PAGE_SIZE, useCollections, useLikeList, type CollectionKind } from './profile-queries';
import { WorkItem } from './WorkItem';

interface Entry {
  busyType: string;
  busyCode: number;
  work: profiles.WorkCard | null;
}

interface PageQuery {
  isPending: boolean;
  isError: boolean;
  data?: { data: Entry[]; total: number } | undefined;
  refetch: () => unknown;
}

function EntryList({
  query,
  page,
  onPage,
  emptyText,
  testId,
}: {
  query: PageQuery;
  page: number;
  onPage: (page: number) => void;
  emptyText: string;
  testId: string;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton active avatar paragraph={{ rows: 3 }} />;
  if (query.isError || !query.data) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (query.data.data.length === 0) return <EmptyState text={emptyText} data-testid={`${testId}-empty`} />;
  return (
    <>
      <ul className="work-list" data-testid={testId}>
        {query.data.data.map((entry) =>
          entry.work ? (
            <WorkItem key={`${entry.busyType}-${entry.busyCode}`} work={entry.work} />
          ) : (
            <li key={`${entry.busyType}-${entry.busyCode}`} className="work-item work-item--gone">
              {t('profile.gone')}
            </li>
          ),
        )}
      </ul>
      {query.data.total > PROFILE_PAGE_SIZE && (
        <Pagination
          className="profile-panel__pages"
          current={page}
          total={query.data.total}
          pageSize={PROFILE_PAGE_SIZE}
          onChange={onPage}
        />
      )}
    </>
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
  const [kind, setKind] = useState<CollectionKind>('all');
  const [page, setPage] = useState(1);
  const collections = useCollections(kind, page);
  return (
    <div className="profile-panel">
      <Segmented
        className="profile-panel__kinds"
        value={kind}
        onChange={(value) => {
          setKind(value);
          setPage(1);
        }}
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
