import { useState } from 'react';
import { Avatar, Modal, Switch } from 'antd';
import { groups, type groupAdmin } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { api } from '../../../api';
import { TextInput } from '../../../ui';
import { useDebounced } from '../../../ui/use-debounced';
import { useSessionStore } from '../../auth';
import { MANAGED_PAGE, useManagedMembers } from '../groups-queries';
import { PagedRows } from '../PagedRows';
import { RoleTag } from '../RoleTag';
import { mutableMember } from './MuteMembersDialog';
import { useGroupChange } from './use-settings';

interface DialogProps {
  group: groups.Group;
  /** Whether the viewer may mute members one by one (the in-group mute roles). */
  canMute: boolean;
  onClose: () => void;
}

/** Member management's list: newest first, how and through whom each came in, and a mute switch. */
export function ManagedMembersDialog({ group, canMute, onClose }: DialogProps) {
  const { t } = useTranslation();
  const viewerId = useSessionStore((state) => state.userId);
  const [search, setSearch] = useState('');
  const name = useDebounced(search, 300);
  const [page, setPage] = useState(1);
  const members = useManagedMembers(group.id, name, page);
  const { run } = useGroupChange(group.id);
  const [busyId, setBusyId] = useState<number | null>(null);

  const toggle = async (member: groupAdmin.ManagedMember, forbid: boolean) => {
    setBusyId(member.userId);
    const done = await run(
      () => api(groups.setMemberMute, { groupId: group.id, userIds: [member.userId], forbid }),
      'groups.settings.done',
    );
    if (done) void members.refetch();
    setBusyId(null);
  };

  const rows = (members.data?.data ?? []).map((member) => (
    <div
      className="member-switches__row"
      key={member.userId}
      data-testid="managed-member"
      data-user={member.userId}
    >
      <Avatar size={36} src={member.userAvatar || undefined}>
        {member.nickName.slice(0, 1)}
      </Avatar>
      <span className="member-switches__main">
        <span className="member-switches__name">
          {member.nickName}
          <RoleTag role={member.permissionType} />
        </span>
        <span className="member-switches__sub">
          {t('groups.settings.joinedBy', {
            time: member.joinTime.slice(0, 10),
            way: t(`groups.settings.joinWay.${member.joinWay}`),
          })}
          {member.inviterName ? ` · ${t('groups.settings.invitedBy', { name: member.inviterName })}` : ''}
        </span>
      </span>
      {canMute && mutableMember(member, viewerId) ? (
        <Switch
          size="small"
          checked={member.forbid}
          loading={busyId === member.userId}
          checkedChildren={t('groups.settings.muted')}
          onChange={(on) => void toggle(member, on)}
          data-testid="managed-member-mute"
        />
      ) : null}
    </div>
  ));

  return (
    <Modal open title={t('groups.settings.memberList')} onCancel={onClose} footer={null} width={480} centered>
      <div className="member-switches" data-testid="managed-members">
        <TextInput
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          searchIcon
          clearable
          maxLength={24}
          placeholder={t('groups.settings.searchMembers')}
          data-testid="managed-members-search"
        />
        <PagedRows
          pending={members.isPending}
          emptyText={t('groups.settings.noMembers')}
          page={page}
          pageSize={MANAGED_PAGE}
          total={members.data?.total ?? 0}
          onPage={setPage}
          testId="managed-members-list"
        >
          {rows}
        </PagedRows>
      </div>
    </Modal>
  );
}
