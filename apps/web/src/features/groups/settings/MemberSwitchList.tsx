import { useState } from 'react';
import { Avatar, Spin, Switch } from 'antd';
import type { groups } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { TextInput } from '../../../ui';
import { memberMatches, shownNameOf } from '../group-rules';
import { RoleTag } from '../RoleTag';

interface MemberSwitchListProps {
  members: readonly groups.Member[] | undefined;
  /** Whether the member's switch is on. */
  checked: (member: groups.Member) => boolean;
  /** Whether the viewer may flip this member's switch. */
  enabled: (member: groups.Member) => boolean;
  onChange: (member: groups.Member, on: boolean) => void;
  busyId: number | null;
  testId: string;
}

/** Members with a switch each (set admins, mute one by one), searched by any of their names. */
export function MemberSwitchList({
  members,
  checked,
  enabled,
  onChange,
  busyId,
  testId,
}: MemberSwitchListProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  if (!members)
    return (
      <div className="group-select__center">
        <Spin />
      </div>
    );
  const shown = members.filter((member) => memberMatches(member, search));
  return (
    <div className="member-switches" data-testid={testId}>
      <TextInput
        value={search}
        onChange={setSearch}
        searchIcon
        clearable
        maxLength={24}
        placeholder={t('groups.settings.searchMembers')}
        data-testid={`${testId}-search`}
      />
      <div className="member-switches__list">
        {shown.length === 0 ? (
          <div className="mute-periods__empty">{t('groups.settings.noMembers')}</div>
        ) : null}
        {shown.map((member) => (
          <div
            className="member-switches__row"
            key={member.userId}
            data-testid={`${testId}-row`}
            data-user={member.userId}
          >
            <Avatar size={32} src={member.userAvatar || undefined}>
              {shownNameOf(member).slice(0, 1)}
            </Avatar>
            <span className="member-switches__name">{shownNameOf(member)}</span>
            <RoleTag role={member.permissionType} />
            <Switch
              size="small"
              checked={checked(member)}
              disabled={!enabled(member)}
              loading={busyId === member.userId}
              onChange={(on) => onChange(member, on)}
              data-testid={`${testId}-switch`}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
