import { Button, Switch } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { groupAdmin, groups } from '@fox/contracts';
import { useFeedback } from '../../../ui/feedback';
import { useTranslation } from '../../../i18n/use-translation';
import { api } from '../../../api';
import { copyText } from '../../../ui/copy-text';
import { communityDialogs, type CommunityDialogName } from '../community-slots';
import { useJoinCode } from '../groups-queries';
import { joinAddress } from './join-link';
import { SettingRow } from './SettingRow';
import { useGroupChange, mayIn } from './use-settings';

interface JoinSettingsRowsProps {
  group: groups.Group;
  onOpenCommunity: (name: CommunityDialogName) => void;
}

const ENTRIES: ReadonlyArray<{ name: CommunityDialogName; label: string; testId: string }> = [
  { name: 'channels', label: 'groups.settings.channels', testId: 'group-join-channels' },
  { name: 'inviteRecords', label: 'groups.settings.inviteRecords', testId: 'group-invite-records' },
  { name: 'preJoinMessages', label: 'groups.settings.preJoinMessages', testId: 'group-prejoin-messages' },
];

/**
 * Inside the join-settings fold (spec 002 §2.6): the viewer's join link to copy, join approval, binding
 * inviter and invitee as friends (owner and admins only), and the channel, invitation and pre-join
 * message dialogs. Mounted only while the fold is open, so the link is made only when wanted.
 */
export function JoinSettingsRows({ group, onOpenCommunity }: JoinSettingsRowsProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const may = mayIn(group);
  const code = useJoinCode(group.id, true);
  const { busy, run } = useGroupChange(group.id);
  const link = code.data ? joinAddress(code.data.link) : null;

  const copyLink = async () => {
    if (!link) return;
    try {
      await copyText(link);
      void message.success(t('groups.settings.linkCopied'));
    } catch {
      void message.error(t('groups.settings.copyFailed'));
    }
  };

  return (
    <>
      <SettingRow
        label={t('groups.settings.joinLink')}
        value={
          <span data-testid="group-join-link">
            {link ?? (code.isError ? t('groups.settings.linkFailed') : '')}
          </span>
        }
        extra={
          <Button
            size="small"
            type="text"
            icon={<CopyOutlined />}
            disabled={!link}
            aria-label={t('groups.settings.copyLink')}
            onClick={() => void copyLink()}
            data-testid="group-join-link-copy"
          />
        }
        testId="group-join-link-row"
      />
      <SettingRow
        label={t('groups.settings.approval')}
        hint={t('groups.settings.approvalHint')}
        extra={
          <Switch
            size="small"
            checked={group.needConfirm}
            loading={busy}
            // Spec 002 §6: the approval switch is disabled for plain users.
            disabled={!may('joinSettings')}
            onChange={(on) =>
              void run(
                () => api(groupAdmin.switchApproval, { id: group.id, needConfirm: on }),
                'groups.settings.set',
              )
            }
            data-testid="group-approval"
          />
        }
        testId="group-approval-row"
      />
      {may('bindFriends') ? (
        <SettingRow
          label={t('groups.settings.bindFriends')}
          hint={t('groups.settings.bindFriendsHint')}
          extra={
            <Switch
              size="small"
              checked={group.bindUser}
              loading={busy}
              onChange={(on) =>
                void run(() => api(groups.editGroup, { id: group.id, bindUser: on }), 'groups.settings.set')
              }
              data-testid="group-bind-friends"
            />
          }
          testId="group-bind-friends-row"
        />
      ) : null}
      {ENTRIES.filter((entry) => communityDialogs[entry.name]).map((entry) => (
        <SettingRow
          key={entry.name}
          label={t(entry.label)}
          onClick={() => onOpenCommunity(entry.name)}
          testId={entry.testId}
        />
      ))}
    </>
  );
}
