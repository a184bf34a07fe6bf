import { useState } from 'react';
import { Avatar, Button } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import type { groups } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { isManager, memberGridSize, shownNameOf } from './group-rules';
import { RoleTag } from './RoleTag';

interface MemberGridProps {
  group: groups.Group;
  /** Leader first, then admins, then by join time, as the server orders them. */
  members: readonly groups.Member[];
  onOpen: (member: groups.Member) => void;
  onAdd: () => void;
  onRemove: () => void;
}

/**
 * The member avatars of the group info panel (spec 002 §2.6): 10 for managers, who also get the remove
 * tile, 11 for others; 'view more members' shows the rest. Add is hidden for form groups, and both tools
 * once the group is dissolved.
 */
export function MemberGrid({ group, members, onOpen, onAdd, onRemove }: MemberGridProps) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const limit = memberGridSize(group.myRole);
  const shown = all ? members : members.slice(0, limit);
  // A task group's members come with the wish's takers: nobody is brought in by hand.
  const canAdd = !group.dissolved && group.groupType !== 'groupForm' && group.groupType !== 'groupTask';
  const canRemove = !group.dissolved && isManager(group.myRole);

  return (
    <div className="group-members" data-testid="group-members">
      <div className="group-members__grid">
        {shown.map((member) => (
          <button
            type="button"
            key={member.userId}
            className="group-member"
            onClick={() => onOpen(member)}
            data-testid="group-member"
            data-user={member.userId}
          >
            <span className="group-member__avatar">
              <Avatar size={44} src={member.userAvatar || undefined}>
                {shownNameOf(member).slice(0, 1)}
              </Avatar>
              <RoleTag role={member.permissionType} />
            </span>
            <span className="group-member__name">{shownNameOf(member)}</span>
          </button>
        ))}
        {canAdd ? (
          <button type="button" className="group-member" onClick={onAdd} data-testid="group-member-add">
            <span className="group-member__tool">
              <PlusOutlined />
            </span>
            <span className="group-member__name">{t('groups.info.add')}</span>
          </button>
        ) : null}
        {canRemove ? (
          <button type="button" className="group-member" onClick={onRemove} data-testid="group-member-remove">
            <span className="group-member__tool">
              <MinusOutlined />
            </span>
            <span className="group-member__name">{t('groups.info.remove')}</span>
          </button>
        ) : null}
      </div>
      {members.length > limit ? (
        <Button type="link" size="small" block onClick={() => setAll((value) => !value)}>
          {all ? t('groups.info.less') : t('groups.info.more')}
        </Button>
      ) : null}
    </div>
  );
}
