import { useState } from 'react';
import { Modal } from 'antd';
import { groups } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { api } from '../../../api';
import { useSessionStore } from '../../auth';
import { useGroupMembers } from '../groups-queries';
import { MemberSwitchList } from './MemberSwitchList';
import { useGroupChange } from './use-settings';

interface DialogProps {
  group: groups.Group;
  onClose: () => void;
}

/** Only ordinary members are muted one by one: never the owner, an admin (spec 001 §6) or oneself. */
export const mutableMember = (
  member: Pick<groups.Member, 'permissionType' | 'userId'>,
  viewerId: number | null,
) => member.permissionType === 'group_user' && member.userId !== viewerId;

/** Mute or unmute members one by one (imGroupBatchSetforbid), from in-group mute. */
export function MuteMembersDialog({ group, onClose }: DialogProps) {
  const { t } = useTranslation();
  const viewerId = useSessionStore((state) => state.userId);
  const members = useGroupMembers(group.id);
  const { run } = useGroupChange(group.id);
  const [busyId, setBusyId] = useState<number | null>(null);

  const toggle = async (member: groups.Member, forbid: boolean) => {
    setBusyId(member.userId);
    await run(
      () => api(groups.setMemberMute, { groupId: group.id, userIds: [member.userId], forbid }),
      'groups.settings.done',
    );
    setBusyId(null);
  };

  return (
    <Modal
      open
      title={t('groups.settings.muteMembers')}
      onCancel={onClose}
      footer={null}
      width={440}
      centered
    >
      <MemberSwitchList
        members={members.data}
        checked={(member) => member.forbid}
        enabled={(member) => mutableMember(member, viewerId)}
        onChange={(member, on) => void toggle(member, on)}
        busyId={busyId}
        testId="mute-members"
      />
    </Modal>
  );
}
