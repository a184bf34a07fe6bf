import { useMemo } from 'react';
import { groups, type friends } from '@fox/contracts';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { useSessionStore } from '../auth';
import { openGroupChat } from '../im';
import { useFriendBook } from '../friends';
import { outranks, roleTagKey, shownNameOf } from './group-rules';
import { useRefreshGroup, useRefreshGroupLists } from './groups-queries';
import { SelectMembersDialog, type MemberCandidate } from './SelectMembersDialog';

const friendCandidate = (friend: friends.Friend): MemberCandidate => ({
  id: friend.friendId,
  name: friend.displayName,
  avatar: friend.userAvatar,
  aliases: [friend.alias, friend.nickName, friend.userName],
});

/** Mounted while open: the friend book is fetched when a pick starts. */
interface PickerProps {
  onClose: () => void;
}

/** 发起群聊: pick friends, create the group with the viewer as leader and open its chat. */
export function CreateGroupDialog({ onClose }: PickerProps) {
  const { t } = useTranslation();
  const book = useFriendBook();
  const refreshLists = useRefreshGroupLists();
  const candidates = useMemo(() => book.data?.data.map(friendCandidate), [book.data]);

  const create = async (userIds: number[]) => {
    const group = await api(groups.createGroup, { userIds });
    void refreshLists();
    onClose();
    // The creation line arrives live and brings the conversation into the list.
    await openGroupChat(group.id, { name: group.name, avatar: group.logo });
  };

  return (
    <SelectMembersDialog
      open
      title={t('groups.select.createTitle')}
      confirmText={(count) => t('groups.select.confirm', { count })}
      candidates={candidates}
      searchPlaceholder={t('groups.select.search')}
      emptyText={t('groups.select.none')}
      onConfirm={create}
      onClose={onClose}
    />
  );
}

/** Adding and removing members end alike: the change is made, said, and the group shown afresh. */
function useMemberChange(
  group: groups.Group,
  onClose: () => void,
  call: typeof groups.addMembers | typeof groups.removeMembers,
) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const refreshGroup = useRefreshGroup(group.id);
  return async (userIds: number[]) => {
    await api(call, { groupId: group.id, userIds });
    void message.success(t('groups.info.done'));
    void refreshGroup();
    onClose();
  };
}

interface GroupPickerProps extends PickerProps {
  group: groups.Group;
  members: readonly groups.Member[];
}

/** The + tile: friends not yet in the group (the server's notInGroupId filters nothing, so it is done here). */
export function AddMembersDialog({ group, members, onClose }: GroupPickerProps) {
  const { t } = useTranslation();
  const book = useFriendBook();
  const add = useMemberChange(group, onClose, groups.addMembers);
  const candidates = useMemo(() => {
    if (!book.data) return undefined;
    const inGroup = new Set(members.map((member) => member.userId));
    return book.data.data.filter((friend) => !inGroup.has(friend.friendId)).map(friendCandidate);
  }, [book.data, members]);

  return (
    <SelectMembersDialog
      open
      title={t('groups.select.addTitle')}
      confirmText={(count) => t('groups.select.confirm', { count })}
      candidates={candidates}
      leaderId={group.userId}
      searchPlaceholder={t('groups.select.search')}
      emptyText={t('groups.select.none')}
      onConfirm={add}
      onClose={onClose}
    />
  );
}

/** The − tile of the leader and admins: members they outrank; the leader and (for admins) admins are locked. */
export function RemoveMembersDialog({ group, members, onClose }: GroupPickerProps) {
  const { t } = useTranslation();
  const viewerId = useSessionStore((state) => state.userId);
  const remove = useMemberChange(group, onClose, groups.removeMembers);
  const candidates = members
    .filter((member) => member.userId !== viewerId)
    .map<MemberCandidate>((member) => {
      const tag = roleTagKey(member.permissionType);
      return {
        id: member.userId,
        name: shownNameOf(member),
        avatar: member.userAvatar,
        aliases: [member.alias, member.groupUserNickName, member.nickName, member.userName],
        locked: outranks(group.myRole, member.permissionType) ? null : tag ? t(tag) : null,
      };
    });

  return (
    <SelectMembersDialog
      open
      title={t('groups.select.removeTitle')}
      confirmText={(count) => t('groups.select.remove', { count })}
      candidates={candidates}
      leaderId={group.userId}
      searchPlaceholder={t('groups.select.searchMembers')}
      emptyText={t('groups.select.noneMembers')}
      onConfirm={remove}
      onClose={onClose}
    />
  );
}
