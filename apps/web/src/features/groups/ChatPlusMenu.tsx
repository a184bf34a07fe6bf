import { useState } from 'react';
import { Button, Dropdown } from 'antd';
import {
  AuditOutlined,
  ContactsOutlined,
  KeyOutlined,
  PlusOutlined,
  UserAddOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { groupRoles, groups } from '@fox/contracts';
import { api } from '../../api';
import { useTranslation } from '../../i18n/use-translation';
import { useSessionStore } from '../auth';
import { openAddFriendDialog } from '../friends';
import { isGroupKey, useChatStore } from '../im';
import { ApplicationsDialog, JoinByWordDialog } from './community';
import { ContactsDialog } from './ContactsDialog';
import { groupQueryKey } from './groups-queries';
import { CreateGroupDialog } from './MemberPickers';
import './groups.css';

type Opened = 'createGroup' | 'contacts' | 'joinByWord' | 'approval' | null;

/**
 * Spec 001 §6 platform facts: the leader and admins see group approval when the group asks for it and is
 * not a form group (whose members come from the form, not from applications).
 */
export const showsGroupApproval = (group: groups.Group) =>
  groupRoles.may(group.role, 'approveJoin', { groupType: group.groupType }) &&
  group.needConfirm &&
  group.groupType !== groupRoles.GROUP_TYPE_FORM;

/** The open group chat's details, or null when the open chat is a one-to-one chat or none. */
function useOpenGroup(): groups.Group | null {
  const selected = useChatStore((state) => state.selectedPeer);
  const groupId = selected !== null && isGroupKey(selected) ? -selected : 0;
  const viewerId = useSessionStore((state) => (state.token ? state.userId : null));
  // The thread header's query (same key), so the open chat's details come from the cache; nothing is
  // fetched while no group chat is open.
  const detail = useQuery({
    queryKey: [...groupQueryKey(viewerId, groupId), 'detail'],
    queryFn: ({ signal }) => api(groups.groupDetail, { id: groupId }, { signal, silent: true }),
    enabled: viewerId !== null && groupId > 0,
  });
  return groupId > 0 && detail.data?.id === groupId ? detail.data : null;
}

/**
 * The message tab's plus menu (spec 001 §2): create a group chat, add a friend, the contacts dialog, join a
 * group by its passphrase, and, in an open group chat that approves its members, that group's approvals.
 */
export function ChatPlusMenu() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<Opened>(null);
  const openGroup = useOpenGroup();
  const approvalGroup = openGroup && showsGroupApproval(openGroup) ? openGroup : null;
  const close = () => setOpened(null);

  const items = [
    { key: 'createGroup', icon: <UsergroupAddOutlined />, label: t('groups.plus.createGroup') },
    { key: 'addFriend', icon: <UserAddOutlined />, label: t('groups.plus.addFriend') },
    { key: 'contacts', icon: <ContactsOutlined />, label: t('groups.plus.contacts') },
    { key: 'joinByWord', icon: <KeyOutlined />, label: t('groupCommunity.word.entry') },
    ...(approvalGroup
      ? [{ key: 'approval', icon: <AuditOutlined />, label: t('groupCommunity.plus.approval') }]
      : []),
  ].map((item) => ({ ...item, label: <span data-testid={`chat-plus-${item.key}`}>{item.label}</span> }));

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        getPopupContainer={(node) => node.parentElement ?? document.body}
        menu={{
          items,
          onClick: ({ key }) => {
            if (key === 'addFriend') openAddFriendDialog();
            else setOpened(key as Opened);
          },
        }}
      >
        <Button
          type="primary"
          shape="circle"
          size="small"
          icon={<PlusOutlined />}
          aria-label={t('groups.plus.menu')}
          data-testid="chat-plus"
        />
      </Dropdown>
      {opened === 'createGroup' ? <CreateGroupDialog onClose={close} /> : null}
      {opened === 'contacts' ? <ContactsDialog onClose={close} /> : null}
      {/* Mounted only when asked for: it navigates, and the panel is also drawn outside a router in tests. */}
      {opened === 'joinByWord' ? <JoinByWordDialog open onClose={close} /> : null}
      {opened === 'approval' && approvalGroup ? (
        <ApplicationsDialog group={approvalGroup} open onClose={close} />
      ) : null}
    </>
  );
}
