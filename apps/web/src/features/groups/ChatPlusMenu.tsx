import { useState } from 'react';
import { Button, Dropdown } from 'antd';
import { ContactsOutlined, PlusOutlined, UserAddOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { openAddFriendDialog } from '../friends';
import { ContactsDialog } from './ContactsDialog';
import { CreateGroupDialog } from './MemberPickers';
import './groups.css';

type Opened = 'createGroup' | 'contacts' | null;

/** The message tab's plus menu (spec 001 §2): create a group chat, add a friend, the contacts dialog. */
export function ChatPlusMenu() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<Opened>(null);
  const close = () => setOpened(null);

  const items = [
    { key: 'createGroup', icon: <UsergroupAddOutlined />, label: t('groups.plus.createGroup') },
    { key: 'addFriend', icon: <UserAddOutlined />, label: t('groups.plus.addFriend') },
    { key: 'contacts', icon: <ContactsOutlined />, label: t('groups.plus.contacts') },
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
    </>
  );
}
