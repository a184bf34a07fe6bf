import { useCallback, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { EllipsisOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { GroupInfoPanel } from './GroupInfoPanel';
import { GroupNoticeBar } from './GroupNoticeBar';
import { useGroupDetail, useSubGroups } from './groups-queries';
import { SubGroupsDialog } from './settings/SubGroupsDialog';
import { useGroupLiveRefresh } from './use-group-live-refresh';
import { isTaskGroup } from './task-rules';
import { TaskProgressBar } from './TaskProgressBar';
import './groups.css';

interface GroupThreadHeaderProps {
  groupId: number;
  /** The conversation's name, shown until the group's detail has loaded. */
  title: string;
}

/**
 * The top of a group thread: name and head count, the group info button, a task chat's order progress
 * bar, and the notice bar below. It keeps the group fresh while the thread is open (command messages
 * refetch it).
 */
export function GroupThreadHeader({ groupId, title }: GroupThreadHeaderProps) {
  const { t } = useTranslation();
  const group = useGroupDetail(groupId).data;
  const [infoOpen, setInfoOpen] = useState(false);
  const closeInfo = useCallback(() => setInfoOpen(false), []);
  // Spec 001 §2 switch-subgroup dialog: offered when the group has sub-groups (or is one).
  const family = useSubGroups(groupId, 1, group !== undefined && !group.dissolved).data;
  const [switchOpen, setSwitchOpen] = useState(false);
  useGroupLiveRefresh(groupId);

  return (
    <>
      <header className="chat-thread__header group-thread-header">
        <span className="group-thread-header__name" data-testid="chat-thread-title">
          {group?.name ?? title}
        </span>
        {group ? (
          <span className="group-thread-header__count" data-testid="group-member-count">
            {t('groups.header.count', { count: group.groupUserNum })}
          </span>
        ) : null}
        {family && family.total > 1 ? (
          <Tooltip title={t('groups.settings.switchGroup')}>
            <Button
              type="text"
              icon={<SwapOutlined />}
              aria-label={t('groups.settings.switchGroup')}
              onClick={() => setSwitchOpen(true)}
              className="group-thread-header__switch"
              data-testid="group-switch-open"
            />
          </Tooltip>
        ) : null}
        <Tooltip title={t('groups.header.info')}>
          <Button
            type="text"
            icon={<EllipsisOutlined />}
            aria-label={t('groups.header.info')}
            disabled={!group}
            onClick={() => setInfoOpen(true)}
            className="group-thread-header__info"
            data-testid="group-info-open"
          />
        </Tooltip>
      </header>
      {group && isTaskGroup(group) ? <TaskProgressBar group={group} /> : null}
      <GroupNoticeBar groupId={groupId} />
      {group ? <GroupInfoPanel group={group} open={infoOpen} onClose={closeInfo} /> : null}
      {switchOpen ? (
        <SubGroupsDialog groupId={groupId} mode="switch" onClose={() => setSwitchOpen(false)} />
      ) : null}
    </>
  );
}
