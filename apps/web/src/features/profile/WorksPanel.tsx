import { profiles } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { KindSwitch, PagedWorks, useKindPages } from './PagedWorks';
import { useUserWorks } from './profile-queries';
import { ShelfButton } from './ShelfButton';
import { WorkItem } from './WorkItem';

/** A user's works by kind, newest first; the owner sees every state and can take works on or off shelf. */
export function WorksPanel({ userId, own }: { userId: number; own: boolean }) {
  const { t } = useTranslation();
  const { kind, chooseKind, page, setPage } = useKindPages<profiles.WorkKind>('Video');
  const works = useUserWorks(userId, kind, page);

  return (
    <div className="profile-panel" data-testid="works-panel">
      <KindSwitch
        value={kind}
        onChange={chooseKind}
        options={profiles.WORK_KINDS.map((value) => ({
          value,
          label: <span data-testid={`works-kind-${value}`}>{t(`profile.kinds.${value}`)}</span>,
        }))}
      />
      <PagedWorks
        query={works}
        page={page}
        onPage={setPage}
        emptyText={t(own ? 'profile.worksEmpty' : 'profile.othersWorksEmpty')}
        emptyTestId="works-empty"
        listTestId="work-list"
        renderItem={(work) => (
          <WorkItem
            key={`${work.busyType}-${work.id}`}
            work={work}
            showState={own}
            extra={own ? <ShelfButton work={work} /> : undefined}
          />
        )}
      />
    </div>
  );
}
