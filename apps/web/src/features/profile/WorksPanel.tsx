import { useState } from 'react';
import { Segmented, Skeleton } from 'antd';
import { profiles } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState, Pagination } from '../../ui';
import { LoadFailed } from './LoadFailed';
import { PROFILE_PAGE_SIZE, useUserWorks } from './profile-queries';
import { ShelfButton } from './ShelfButton';
import { WorkItem } from './WorkItem';

/** A user's works by kind, newest first; the owner sees every state and can take works on or off shelf. */
export function WorksPanel({ userId, own }: { userId: number; own: boolean }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<profiles.WorkKind>('Video');
  const [page, setPage] = useState(1);
  const works = useUserWorks(userId, kind, page);

  return (
    <div className="profile-panel" data-testid="works-panel">
      <Segmented
        className="profile-panel__kinds"
        value={kind}
        onChange={(value) => {
          setKind(value);
          setPage(1);
        }}
        options={profiles.WORK_KINDS.map((value) => ({
          value,
          label: <span data-testid={`works-kind-${value}`}>{t(`profile.kinds.${value}`)}</span>,
        }))}
      />
      {works.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : works.isError ? (
        <LoadFailed onRetry={() => void works.refetch()} />
      ) : works.data.data.length === 0 ? (
        <EmptyState
          text={t(own ? 'profile.worksEmpty' : 'profile.othersWorksEmpty')}
          data-testid="works-empty"
        />
      ) : (
        <>
          <ul className="work-list" data-testid="work-list">
            {works.data.data.map((work) => (
              <WorkItem
                key={`${work.busyType}-${work.id}`}
                work={work}
                showState={own}
                extra={own ? <ShelfButton work={work} /> : undefined}
              />
            ))}
          </ul>
          {works.data.total > PROFILE_PAGE_SIZE && (
            <Pagination
              className="profile-panel__pages"
              current={page}
              total={works.data.total}
              pageSize={PROFILE_PAGE_SIZE}
              onChange={setPage}
            />
          )}
        </>
      )}
    </div>
  );
}
