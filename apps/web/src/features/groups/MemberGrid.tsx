import { Avatar, Button } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import type { groups } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { MEMBER_GRID_MORE_AT, memberGridSize, shownNameOf } from './group-rules';
import { RoleTag } from './RoleTag';

interface MemberGridProps {
  /** The first members in grid order (leader first, then admins, then by join time). */
  members: readonly groups.Member[];
  /** The head count. */
  total: number;
  canAdd: boolean;
  canRemove: boolean;
  onOpen: (member: groups.Member) => void;
  onAdd: () => void;
  onRemove: () => void;
  onMore: () => void;
}

/** One member's tile: avatar with the role tag, and the name the viewer knows them by. */
export function MemberTile({
  member,
  onOpen,
}: {
  member: groups.Member;
  onOpen: (member: groups.Member) => void;
}) {
  return (
    <button
      type="button"
      className="group-member"
      onClick={() => onOpen(member)}
      data-testid="group-member"
      data-user={member.userId}
    >
      <span className="group-member__avatar">
        <Avatar size={44} shape="square" src={member.userAvatar || undefined}>
          {shownNameOf(member).slice(0, 1)}
        </Avatar>
        <RoleTag role={member.permissionType} />
      </span>
      <span className="group-member__name">{shownNameOf(member)}</span>
    </button>
  );
}

/**
 * The member avatars of the settings panel (spec 002 §2.6, §9): 10 for those who may remove members, who
 * also get the remove tile, 11 for others; 'view more members' opens the whole list at 11 or more.
 */
export function MemberGrid({
  members,
  total,
  canAdd,
  canRemove,
  onOpen,
  onAdd,
  onRemove,
  onMore,
}: MemberGridProps) {
  const { t } = useTranslation();
  const shown = members.slice(0, memberGridSize(canRemove));

  return (
    <div className="group-members" data-testid="group-members">
      <div className="group-members__grid">
        {shown.map((member) => (
          <MemberTile key={member.userId} member={member} onOpen={onOpen} />
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
      {total >= MEMBER_GRID_MORE_AT ? (
        <Button type="link" size="small" block onClick={onMore} data-testid="group-members-more">
          {t('groups.info.more')}
        </Button>
      ) : null}
    </div>
  );
}
