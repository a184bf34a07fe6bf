import type { im } from '@fox/contracts';
import { shownNameOf } from './group-rules';
import { useGroupMembers } from './groups-queries';
import { RoleTag } from './RoleTag';
import './groups.css';

interface GroupSenderNameProps {
  groupId: number;
  sender: im.Message['sender'];
}

/**
 * The line above someone else's bubble in a group: their name as the viewer knows them (remark first)
 * and their role tag. The member list gives today's name and role; the message's own copy stands in for
 * someone who has left.
 */
export function GroupSenderName({ groupId, sender }: GroupSenderNameProps) {
  const members = useGroupMembers(groupId);
  const member = members.data?.find((item) => item.userId === sender.id);
  return (
    <div className="group-sender" data-testid="group-sender">
      <span className="group-sender__name">{member ? shownNameOf(member) : sender.name}</span>
      <RoleTag role={member?.permissionType ?? sender.role} />
    </div>
  );
}
