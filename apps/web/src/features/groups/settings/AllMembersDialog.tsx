import { useState } from 'react';
import { Modal, Spin } from 'antd';
import type { groups } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { TextInput } from '../../../ui';
import { memberMatches } from '../group-rules';
import { useGroupMembers } from '../groups-queries';
import { MemberTile } from '../MemberGrid';

interface DialogProps {
  group: groups.Group;
  onOpen: (member: groups.Member) => void;
  onClose: () => void;
}

/** 'View more members': the whole list, asked for only now, searchable by any of the members' names. */
export function AllMembersDialog({ group, onOpen, onClose }: DialogProps) {
  const { t } = useTranslation();
  const members = useGroupMembers(group.id);
  const [search, setSearch] = useState('');
  const shown = members.data?.filter((member) => memberMatches(member, search));

  return (
    <Modal
      open
      title={`${t('groups.info.members')} ${t('groups.info.memberCount', { count: group.groupUserNum })}`}
      onCancel={onClose}
      footer={null}
      width={480}
      centered
    >
      <div className="member-switches" data-testid="all-members">
        <TextInput
          value={search}
          onChange={setSearch}
          searchIcon
          clearable
          maxLength={24}
          placeholder={t('groups.settings.searchMembers')}
          data-testid="all-members-search"
        />
        {shown ? (
          <div className="group-members__grid group-members__grid--all">
            {shown.map((member) => (
              <MemberTile key={member.userId} member={member} onOpen={onOpen} />
            ))}
          </div>
        ) : (
          <div className="group-select__center">
            <Spin />
          </div>
        )}
      </div>
    </Modal>
  );
}
