import { useState } from 'react';
import { Modal } from 'antd';
import { groups } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { api } from '../../../api';
import { useGroupMembers } from '../groups-queries';
import { MemberSwitchList } from './MemberSwitchList';
import { useGroupChange } from './use-settings';

interface DialogProps {
  group: groups.Group;
  onClose: () => void;
}

/**
 * Set admins (spec 002 §2.7, §4.2): every member but the owner with a switch; turning it off makes the
 * admin an ordinary member (group_user) again.
 */
export function SetAdminsDialog({ group, onClose }: DialogProps) {
  const { t } = useTranslation();
  const members = useGroupMembers(group.id);
  const { run } = useGroupChange(group.id);
  const [busyId, setBusyId] = useState<number | null>(null);
  const candidates = members.data?.filter((member) => member.permissionType !== 'group_leader');

  const toggle = async (member: groups.Member, on: boolean) => {
    setBusyId(member.userId);
    await run(
      () =>
        api(groups.setRole, {
          groupId: group.id,
          userIds: [member.userId],
          permissionType: on ? 'group_admin' : 'group_user',
        }),
      'groups.settings.set',
    );
    setBusyId(null);
  };

  return (
    <Modal open title={t('groups.settings.setAdmins')} onCancel={onClose} footer={null} width={440} centered>
      <div className="group-settings__hint">{t('groups.settings.setAdminsHint')}</div>
      <MemberSwitchList
        members={candidates}
        checked={(member) => member.permissionType === 'group_admin'}
        enabled={() => true}
        onChange={(member, on) => void toggle(member, on)}
        busyId={busyId}
        testId="set-admins"
      />
    </Modal>
  );
}
