import { useEffect, useState } from 'react';
import { Modal, Switch } from 'antd';
import { groups } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { api } from '../../../api';
import { useConfirmDialog } from '../../../ui';
import { SettingRow } from './SettingRow';
import { useGroupChange } from './use-settings';

interface DialogProps {
  group: groups.Group;
  onClose: () => void;
  onEditPeriods: () => void;
  onMuteMembers: () => void;
}

/**
 * In-group mute (spec 002 §4.2): mute everyone and timed mute exclude each other, so turning one on turns
 * the other off in the same change; unmuting everyone is confirmed first. The periods and the members
 * muted one by one open from here.
 */
export function GroupMuteDialog({ group, onClose, onEditPeriods, onMuteMembers }: DialogProps) {
  const { t } = useTranslation();
  const confirm = useConfirmDialog();
  const { busy, run } = useGroupChange(group.id);
  const [state, setState] = useState({ forbid: group.forbid, forbidTime: group.forbidTime });
  // A change made elsewhere (another admin, a command message) shows once the group is fetched again.
  useEffect(
    () => setState({ forbid: group.forbid, forbidTime: group.forbidTime }),
    [group.forbid, group.forbidTime],
  );

  const apply = async (next: { forbid: boolean; forbidTime: boolean }) => {
    const saved = await run(() => api(groups.editGroup, { id: group.id, ...next }), 'groups.settings.set');
    if (saved) setState(next);
  };

  const setMuteAll = async (on: boolean) => {
    if (!on && !(await confirm({ title: t('groups.info.unmuteAllConfirm'), testId: 'group-unmute-confirm' })))
      return;
    await apply(on ? { forbid: true, forbidTime: false } : { forbid: false, forbidTime: state.forbidTime });
  };
  const setTimed = (on: boolean) =>
    apply(on ? { forbid: false, forbidTime: true } : { forbid: state.forbid, forbidTime: false });

  return (
    <Modal
      open
      title={t('groups.settings.groupMuteTitle')}
      onCancel={onClose}
      footer={null}
      width={420}
      centered
    >
      <div className="group-settings__list" data-testid="group-mute-dialog">
        <SettingRow
          label={t('groups.settings.muteAll')}
          hint={t('groups.settings.muteAllHint')}
          extra={
            <Switch
              checked={state.forbid}
              loading={busy}
              onChange={(on) => void setMuteAll(on)}
              data-testid="group-mute-all"
            />
          }
          testId="group-mute-all-row"
        />
        <SettingRow
          label={t('groups.settings.muteByTime')}
          hint={t('groups.settings.muteByTimeHint')}
          extra={
            <Switch
              checked={state.forbidTime}
              loading={busy}
              onChange={(on) => void setTimed(on)}
              data-testid="group-mute-time"
            />
          }
          testId="group-mute-time-row"
        />
        <SettingRow
          label={t('groups.settings.mutePeriods')}
          value={
            group.timeList.length > 0
              ? group.timeList
                  .map((period) => `${period.startTime}-${period.endTime}`)
                  .join(t('groups.settings.periodJoiner'))
              : t('groups.settings.notSet')
          }
          onClick={onEditPeriods}
          testId="group-mute-periods"
        />
        <SettingRow
          label={t('groups.settings.muteMembers')}
          onClick={onMuteMembers}
          testId="group-mute-members"
        />
      </div>
    </Modal>
  );
}
