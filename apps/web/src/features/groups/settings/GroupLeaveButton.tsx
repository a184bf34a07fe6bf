import { useState } from 'react';
import { Button } from 'antd';
import { groupRoles, groups } from '@fox/contracts';
import { useFeedback } from '../../../ui/feedback';
import { useTranslation } from '../../../i18n/use-translation';
import { api } from '../../../api';
import { useConfirmDialog } from '../../../ui';
import { chatActions, chatKeyOf, refreshConversations } from '../../im';
import { useRefreshGroup, useRefreshGroupLists } from '../groups-queries';
import { mayIn } from './use-settings';

/**
 * The panel's last button (spec 002 §2.6, §6): the owner dissolves (not while the linked order is at work,
 * §4.1), everyone else exits; each asks first and says so when done (§8).
 */
export function GroupLeaveButton({ group, onClose }: { group: groups.Group; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const confirm = useConfirmDialog();
  const refreshGroup = useRefreshGroup(group.id);
  const refreshLists = useRefreshGroupLists();
  const [busy, setBusy] = useState(false);
  const may = mayIn(group);
  const peer = chatKeyOf('group', group.id);

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
    if (groupRoles.dissolveBlockedBy(group.planVo?.state)) {
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

  if (may('dissolve'))
    return group.dissolved ? null : (
      <Button danger block loading={busy} onClick={() => void dissolve()} data-testid="group-dissolve">
        {t('groups.info.dissolve')}
      </Button>
    );
  if (!may('exit')) return null;
  return (
    <Button danger block loading={busy} onClick={() => void exit()} data-testid="group-exit">
      {t('groups.info.exit')}
    </Button>
  );
}
