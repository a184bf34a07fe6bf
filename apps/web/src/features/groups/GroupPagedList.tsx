import { useState } from 'react';
import { groups } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { GroupAvatar } from '../im';
import { useMyGroups } from './groups-queries';
import { PagedRows } from './PagedRows';
import { RoleTag } from './RoleTag';
import './group-panels.css';

/** The viewer's groups, ten a page with page buttons (spec 001 §2, §9); a click picks one. */
export function GroupPagedList({ onPick }: { onPick: (group: groups.GroupItem) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useMyGroups(page);

  return (
    <PagedRows
      pending={list.isPending}
      emptyText={t('groups.contacts.noGroups')}
      page={page}
      pageSize={groups.GROUP_PAGE_SIZE}
      total={list.data?.total ?? 0}
      onPage={setPage}
      testId="group-list"
    >
      {(list.data?.data ?? []).map((group) => (
        <button
          type="button"
          key={group.id}
          className="group-list__row"
          onClick={() => onPick(group)}
          data-testid="group-list-row"
          data-group={group.id}
        >
          <GroupAvatar logo={group.logo} avatars={group.avatars} size={40} />
          <span className="group-list__name">{group.name}</span>
          <RoleTag role={group.myRole} />
          <span className="group-list__count">
            {t('groups.contacts.members', { count: group.groupUserNum })}
          </span>
        </button>
      ))}
    </PagedRows>
  );
}
