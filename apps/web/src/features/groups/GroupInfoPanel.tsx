import { useState, type ReactNode } from 'react';
import { Button, Modal, Spin, Switch } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { groups, im } from '@fox/contracts';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { useConfirmDialog } from '../../ui';
import { useSessionStore } from '../auth';
import { refreshConversations, chatKeyOf, conversationKey, targetOf, chatActions, useChatStore } from '../im';
import { BusinessCard } from '../friends';
import { GroupEditDialog, type GroupEditField } from './GroupEditDialog';
import { isManager } from './group-rules';
import { dissolveBlocked } from './task-rules';
import { useGroupMembers, useRefreshGroup, useRefreshGroupLists } from './groups-queries';
import { AddMembersDialog, RemoveMembersDialog } from './MemberPickers';
import { MemberGrid } from './MemberGrid';
import { ThreadSidePanel } from './ThreadSidePanel';
import './group-panels.css';

interface GroupInfoPanelProps {
  group: groups.Group;
  open: boolean;
  onClose: () => void;
}

function SettingRow(props: {
  label: string;
  value?: ReactNode;
  extra?: ReactNode;
  onClick?: (() => void) | undefined;
  testId: string;
}) {
  const body = (
    <>
      <span className="group-info__label">{props.label}</span>
      {props.value !== undefined ? <span className="group-info__value">{props.value}</span> : null}
      {props.extra}
      {props.onClick ? <RightOutlined className="group-info__arrow" /> : null}
    </>
  );
  return props.onClick ? (
    <button type="button" className="group-info__row" onClick={props.onClick} data-testid={props.testId}>
      {body}
    </button>
  ) : (
    <div className="group-info__row" data-testid={props.testId}>
      {body}
    </div>
  );
}

type Dialog = { kind: 'add' } | { kind: 'remove' } | { kind: 'edit'; field: GroupEditField } | null;

/**
 * Group info (spec 002 §2.6, §6): the member grid, name and notice (editable by leader and admins), pin,
 * mute everyone (leader and admins), and exit, or dissolve for the leader.
 */
export function GroupInfoPanel({ group, open, onClose }: GroupInfoPanelProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const confirm = useConfirmDialog();
  const viewerId = useSessionStore((state) => state.userId);
  const members = useGroupMembers(group.id, open);
  const refreshGroup = useRefreshGroup(group.id);
  const refreshLists = useRefreshGroupLists();
  const peer = chatKeyOf('group', group.id);
  const pinned = useChatStore((state) =>
    state.conversations.some((item) => conversationKey(item) === peer && item.asTopTime !== null),
  );
  const [dialog, setDialog] = useState<Dialog>(null);
  const [card, setCard] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const manager = isManager(group.myRole);
  const leader = group.myRole === 'group_leader';
  const closeDialog = () => setDialog(null);

  /** Runs one change with the switches and buttons held; failures were shown by the request layer. */
  const act = async (change: () => Promise<void>) => {
    setBusy(true);
    try {
      await change();
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(false);
    }
  };

  const togglePin = () =>
    act(async () => {
      const nowPinned = await api(im.asTop, targetOf(peer));
      chatActions.setPinned(peer, nowPinned);
      void message.success(t(nowPinned ? 'chat.pinned' : 'chat.unpinned'));
    });

  const setMuteAll = async (on: boolean) => {
    // Spec 002 §4.2: unmuting everyone is confirmed first.
    if (!on && !(await confirm({ title: t('groups.info.unmuteAllConfirm'), testId: 'group-unmute-confirm' })))
      return;
    await act(async () => {
      await api(groups.editGroup, { id: group.id, forbid: on });
      void message.success(t('groups.info.done'));
      void refreshGroup();
    });
  };

  const openMember = (member: groups.Member) => {
    // Spec 002 §6: a task group's publisher and its takers cannot open each other's cards.
    if (member.userId !== viewerId && groups.crossesTaskRoles(group.specialRole, member.specialRole)) {
      void message.warning(t('groups.task.cardRefused'));
      return;
    }
    // Spec 001 §6: a group that forbids adding friends keeps ordinary members from others' cards.
    if (member.userId !== viewerId && !group.addFriend && group.myRole === 'group_user') {
      void message.warning(t('groups.info.noAddFriend'));
      return;
    }
    setCard(member.userId);
  };

  const exit = async () => {
    if (!(await confirm({ title: t('groups.info.exitConfirm'), danger: true, testId: 'group-exit-confirm' })))
      return;
    await act(async () => {
      await api(groups.exitGroup, { id: group.id });
      void message.success(t('groups.info.exited'));
      onClose();
      chatActions.removeConversation(peer);
      void refreshLists();
    });
  };

  const dissolve = async () => {
    // Spec 002 §4.1: not while the wish is at work (the server refuses it too).
    if (dissolveBlocked(group.planVo)) {
      void message.warning(t('groups.task.inProgress'));
      return;
    }
    if (
      !(await confirm({
        title: t('groups.info.dissolveConfirm'),
        danger: true,
        testId: 'group-dissolve-confirm',
      }))
    )
      return;
    await act(async () => {
      await api(groups.dissolveGroup, { id: group.id });
      void message.success(t('groups.info.dissolved'));
      onClose();
      void refreshGroup();
      void refreshLists();
      void refreshConversations().catch(() => {});
    });
  };

  return (
    <ThreadSidePanel open={open} onClose={onClose} title={t('groups.info.title')}>
      <div className="group-info" data-testid="group-info">
        <div className="group-info__section-title">
          {t('groups.info.members')}
          <span className="group-info__count">
            {t('groups.info.memberCount', { count: group.groupUserNum })}
          </span>
        </div>
        {members.data ? (
          <MemberGrid
            group={group}
            members={members.data}
            onOpen={openMember}
            onAdd={() => setDialog({ kind: 'add' })}
            onRemove={() => setDialog({ kind: 'remove' })}
          />
        ) : (
          <div className="group-select__center">
            <Spin />
          </div>
        )}
        <div className="group-info__rows">
          <SettingRow
            label={t('groups.info.name')}
            value={group.name}
            onClick={
              manager && !group.dissolved ? () => setDialog({ kind: 'edit', field: 'name' }) : undefined
            }
            testId="group-info-name"
          />
          <SettingRow
            label={t('groups.info.notice')}
            value={
              <span className="group-info__notice">{group.groupNotice || t('groups.info.noNotice')}</span>
            }
            onClick={
              manager && !group.dissolved ? () => setDialog({ kind: 'edit', field: 'notice' }) : undefined
            }
            testId="group-info-notice"
          />
          <SettingRow
            label={t('groups.info.pin')}
            extra={
              <Switch
                size="small"
                checked={pinned}
                loading={busy}
                onChange={() => void togglePin()}
                data-testid="group-pin"
              />
            }
            testId="group-info-pin"
          />
          {manager ? (
            <SettingRow
              label={t('groups.info.muteAll')}
              value={<span className="group-info__hint">{t('groups.info.muteAllHint')}</span>}
              extra={
                <Switch
                  size="small"
                  checked={group.forbid}
                  loading={busy}
                  disabled={group.dissolved}
                  onChange={(on) => void setMuteAll(on)}
                  data-testid="group-mute-all"
                />
              }
              testId="group-info-mute"
            />
          ) : null}
        </div>
        {leader ? (
          group.dissolved ? null : (
            <Button danger block loading={busy} onClick={() => void dissolve()} data-testid="group-dissolve">
              {t('groups.info.dissolve')}
            </Button>
          )
        ) : (
          <Button danger block loading={busy} onClick={() => void exit()} data-testid="group-exit">
            {t('groups.info.exit')}
          </Button>
        )}
      </div>
      {dialog?.kind === 'add' && members.data ? (
        <AddMembersDialog group={group} members={members.data} onClose={closeDialog} />
      ) : null}
      {dialog?.kind === 'remove' && members.data ? (
        <RemoveMembersDialog group={group} members={members.data} onClose={closeDialog} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <GroupEditDialog group={group} field={dialog.field} onClose={closeDialog} />
      ) : null}
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
