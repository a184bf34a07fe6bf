import { useState } from 'react';
import { Modal, Spin, Switch } from 'antd';
import { groupAdmin, groupRoles, groups, im } from '@fox/contracts';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { useSessionStore } from '../auth';
import { chatActions, chatKeyOf, conversationKey, GroupAvatar, targetOf, useChatStore } from '../im';
import { BusinessCard } from '../friends';
import { communityDialogs } from './community-slots';
import { useGroupMemberGrid } from './groups-queries';
import { MemberGrid } from './MemberGrid';
import { ThreadSidePanel } from './ThreadSidePanel';
import { GroupLeaveButton } from './settings/GroupLeaveButton';
import { JoinSettingsRows } from './settings/JoinSettingsRows';
import { SettingsDialogs, type SettingsDialog } from './settings/SettingsDialogs';
import { CollapsibleRow, SettingRow, SettingSection } from './settings/SettingRow';
import { mayIn, showsMemberManagement, useGroupChange } from './settings/use-settings';
import './group-panels.css';
import './settings/group-settings.css';

interface GroupInfoPanelProps {
  group: groups.Group;
  open: boolean;
  onClose: () => void;
}

/**
 * The group settings panel (spec 002 §2.6, §2.7, §6): the member grid and the rows, each shown to the
 * roles of its row of the matrix (`groupRoles.may`) and opening its dialog. Changes are refused on a
 * dissolved group, which keeps only what reads (the name, the notice, pin, exit).
 */
export function GroupInfoPanel({ group, open, onClose }: GroupInfoPanelProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const viewerId = useSessionStore((state) => state.userId);
  const may = mayIn(group);
  const live = !group.dissolved;
  /** An action that changes the group: its row of the matrix, and a group that still exists. */
  const can = (action: groupRoles.GroupAction) => live && may(action);
  const grid = useGroupMemberGrid(group.id, open);
  const [dialog, setDialog] = useState<SettingsDialog>(null);
  const [card, setCard] = useState<number | null>(null);
  const peer = chatKeyOf('group', group.id);
  const pinned = useChatStore((state) =>
    state.conversations.some((item) => conversationKey(item) === peer && item.asTopTime !== null),
  );
  const settings = useGroupChange(group.id);
  const closeDialog = () => setDialog(null);
  const show = (next: SettingsDialog) => () => setDialog(next);

  const [pinning, setPinning] = useState(false);
  /** Spec 002 §4.3: the switch toggles; the server says which way it went (置顶成功 or 取消置顶). */
  const togglePin = async () => {
    setPinning(true);
    try {
      const nowPinned = await api(im.asTop, targetOf(peer));
      chatActions.setPinned(peer, nowPinned);
      void message.success(t(nowPinned ? 'chat.pinned' : 'chat.unpinned'));
    } catch {
      // Shown by the request layer.
    } finally {
      setPinning(false);
    }
  };

  const openMember = (member: groups.Member) => {
    // Spec 002 §6: a task group's publisher and its takers cannot open each other's cards.
    if (member.userId !== viewerId && groups.crossesTaskRoles(group.specialRole, member.specialRole)) {
      void message.warning(t('groups.task.cardRefused'));
      return;
    }
    // Spec 002 §6: a group that forbids adding friends keeps non-managers from others' cards.
    if (member.userId !== viewerId && !group.addFriend && !groupRoles.isManagingRole(group.role)) {
      void message.warning(t('groups.info.noAddFriend'));
      return;
    }
    setCard(member.userId);
  };

  return (
    <ThreadSidePanel
      open={open}
      onClose={onClose}
      title={t('groups.info.title')}
      className="group-settings-panel"
    >
      <div className="group-info" data-testid="group-info">
        <SettingSection testId="group-info-members">
          <div className="group-info__section-title">
            {t('groups.info.members')}
            <span className="group-info__count">
              {t('groups.info.memberCount', { count: group.groupUserNum })}
            </span>
          </div>
          {grid.data ? (
            <MemberGrid
              members={grid.data.data}
              total={Math.max(grid.data.total, grid.data.data.length)}
              canAdd={can('addMember')}
              canRemove={can('removeMember')}
              onOpen={openMember}
              onAdd={show('add')}
              onRemove={show('remove')}
              onMore={show('more')}
            />
          ) : (
            <div className="group-select__center">
              <Spin />
            </div>
          )}
        </SettingSection>

        <SettingSection>
          <SettingRow
            label={t('groups.info.name')}
            value={group.name}
            onClick={can('editName') ? show('name') : undefined}
            testId="group-info-name"
          />
          {can('avatar') ? (
            <SettingRow
              label={t('groups.settings.avatar')}
              value={<GroupAvatar logo={group.logo} avatars={group.avatars} size={28} />}
              onClick={show('avatar')}
              testId="group-info-avatar"
            />
          ) : null}
          {can('qrCode') ? (
            <SettingRow label={t('groups.settings.qrCode')} onClick={show('qr')} testId="group-info-qr" />
          ) : null}
          {can('passphrase') ? (
            <SettingRow
              label={t('groups.settings.passphrase')}
              onClick={show('word')}
              testId="group-info-word"
            />
          ) : null}
          {can('joinSettings') ? (
            <CollapsibleRow label={t('groups.settings.joinSettings')} testId="group-info-join">
              <JoinSettingsRows group={group} onOpenCommunity={(name) => setDialog(name)} />
            </CollapsibleRow>
          ) : null}
          {can('approveJoin') && communityDialogs.applications ? (
            <SettingRow
              label={t('groups.settings.applications')}
              onClick={show('applications')}
              testId="group-info-applications"
            />
          ) : null}
        </SettingSection>

        <SettingSection>
          {may('viewAnnouncement') ? (
            <SettingRow
              label={t('groups.info.notice')}
              value={
                <span className="group-info__notice">{group.groupNotice || t('groups.info.noNotice')}</span>
              }
              onClick={show('notice')}
              testId="group-info-notice"
            />
          ) : null}
          {can('nickname') ? (
            <SettingRow
              label={t('groups.settings.nickname')}
              value={group.groupUserNickName || t('groups.settings.notSet')}
              onClick={show('nickname')}
              testId="group-info-nickname"
            />
          ) : null}
          <SettingRow
            label={t('groups.settings.associations')}
            onClick={show('associations')}
            testId="group-info-associations"
          />
        </SettingSection>

        {live && showsMemberManagement(group) ? (
          <SettingSection>
            <CollapsibleRow label={t('groups.settings.memberManagement')} testId="group-info-manage">
              {may('antiHarassment') && communityDialogs.harassRule ? (
                <SettingRow
                  label={t('groups.settings.antiHarassment')}
                  onClick={show('harassRule')}
                  testId="group-info-harass"
                />
              ) : null}
              {may('setAdmins') ? (
                <SettingRow
                  label={t('groups.settings.setAdmins')}
                  onClick={show('admins')}
                  testId="group-info-admins"
                />
              ) : null}
              {may('memberManagement') ? (
                <SettingRow
                  label={t('groups.settings.memberList')}
                  onClick={show('managed')}
                  testId="group-info-managed"
                />
              ) : null}
            </CollapsibleRow>
          </SettingSection>
        ) : null}

        <SettingSection>
          {can('forbidAddFriend') ? (
            <SettingRow
              label={t('groups.settings.forbidAddFriend')}
              extra={
                <Switch
                  size="small"
                  checked={!group.addFriend}
                  loading={settings.busy}
                  onChange={(on) =>
                    void settings.run(
                      () => api(groupAdmin.setAddFriend, { id: group.id, addFriend: !on }),
                      'groups.settings.set',
                    )
                  }
                  data-testid="group-forbid-add-friend"
                />
              }
              testId="group-info-forbid-friend"
            />
          ) : null}
          {may('pin') ? (
            <SettingRow
              label={t('groups.info.pin')}
              extra={
                <Switch
                  size="small"
                  checked={pinned}
                  loading={pinning}
                  onChange={() => void togglePin()}
                  data-testid="group-pin"
                />
              }
              testId="group-info-pin"
            />
          ) : null}
          {can('mute') ? (
            <SettingRow
              label={t('groups.settings.groupMute')}
              value={
                group.forbid
                  ? t('groups.settings.muteAll')
                  : group.forbidTime
                    ? t('groups.settings.muteByTime')
                    : undefined
              }
              onClick={show('mute')}
              testId="group-info-mute"
            />
          ) : null}
        </SettingSection>

        <div className="group-info__leave">
          <GroupLeaveButton group={group} onClose={onClose} />
        </div>
      </div>

      <SettingsDialogs
        group={group}
        dialog={dialog}
        can={can}
        onClose={closeDialog}
        onOpenMember={openMember}
        onClosePanel={onClose}
      />
      <Modal
        open={card !== null}
        onCancel={() => setCard(null)}
        footer={null}
        width={460}
        destroyOnHidden
        centered
      >
        {card !== null ? <BusinessCard userId={card} onConfirm={() => setCard(null)} /> : null}
      </Modal>
    </ThreadSidePanel>
  );
}
