import { useState } from 'react';
import { Modal, Tag } from 'antd';
import type { groupAdmin } from '@fox/contracts';
import { useFeedback } from '../../../ui/feedback';
import { useTranslation } from '../../../i18n/use-translation';
import { GroupAvatar, openGroupChat } from '../../im';
import { SUB_GROUP_PAGE, useSubGroups } from '../groups-queries';
import { PagedRows } from '../PagedRows';

interface SubGroupsDialogProps {
  groupId: number;
  /** associations: the settings row (spec 002 §2.7); switch: the thread header's switch-subgroup dialog. */
  mode: 'associations' | 'switch';
  onClose: () => void;
  /** Called once another group's chat opens (the settings panel closes). */
  onOpened?: () => void;
}

/**
 * The main group and its sub-groups. The group one is in shows as current; one the viewer is in opens
 * its chat; one they are not in is marked so and opens nothing.
 */
export function SubGroupsDialog({ groupId, mode, onClose, onOpened }: SubGroupsDialogProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [page, setPage] = useState(1);
  const list = useSubGroups(groupId, page);
  const items = list.data?.data ?? [];
  // The list always holds the main group; with nothing else there is no association.
  const none = list.data !== undefined && list.data.total <= 1;

  const open = async (item: groupAdmin.SubGroup) => {
    if (item.id === groupId || !item.inGroup) return;
    onClose();
    onOpened?.();
    await openGroupChat(item.id, { name: item.name, avatar: item.logo });
    if (mode === 'switch') void message.success(t('groups.settings.switched'));
  };

  const rows = none
    ? []
    : items.map((item) => {
        const current = item.id === groupId;
        return (
          <button
            type="button"
            key={item.id}
            className="group-list__row"
            disabled={current || !item.inGroup}
            onClick={() => void open(item)}
            data-testid="sub-group"
            data-group={item.id}
          >
            <GroupAvatar logo={item.logo} avatars={item.avatars} size={36} />
            <span className="group-list__name">{item.name}</span>
            {item.isMain ? <Tag color="orange">{t('groups.settings.mainGroup')}</Tag> : null}
            {current ? <Tag>{t('groups.settings.current')}</Tag> : null}
            {!item.inGroup ? <Tag>{t('groups.settings.notJoined')}</Tag> : null}
            <span className="group-list__count">
              {t('groups.contacts.members', { count: item.groupUserNum })}
            </span>
          </button>
        );
      });

  return (
    <Modal
      open
      title={t(mode === 'switch' ? 'groups.settings.switchGroup' : 'groups.settings.associations')}
      onCancel={onClose}
      footer={null}
      width={420}
      centered
    >
      <PagedRows
        pending={list.isPending}
        emptyText={t('groups.settings.noAssociations')}
        page={page}
        pageSize={SUB_GROUP_PAGE}
        total={list.data?.total ?? 0}
        onPage={setPage}
        testId="sub-groups"
      >
        {rows}
      </PagedRows>
    </Modal>
  );
}
