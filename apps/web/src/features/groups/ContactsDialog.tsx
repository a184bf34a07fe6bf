import { useState } from 'react';
import { Avatar, Modal, Tabs } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { friends } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { useSessionStore } from '../auth';
import { openChatWith, openGroupChat } from '../im';
import { GroupPagedList } from './GroupPagedList';
import { PagedRows } from './PagedRows';

/** Friends ten a page from GET /app/friends/list (spec 001 §7); under the friends key, so friend changes refresh it. */
function useFriendPage(pageNum: number) {
  const viewerId = useSessionStore((state) => (state.token ? state.userId : null));
  return useQuery({
    queryKey: ['friends', viewerId, 'contacts', pageNum],
    queryFn: ({ signal }) =>
      api(
        friends.list,
        { applyState: 'pass', pageNum, pageSize: friends.FRIENDS_PAGE_SIZE },
        { signal, silent: true },
      ),
    enabled: viewerId !== null,
    placeholderData: keepPreviousData,
  });
}

function FriendPagedList({ onPick }: { onPick: (friend: friends.Friend) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useFriendPage(page);
  return (
    <PagedRows
      pending={list.isPending}
      emptyText={t('groups.contacts.noFriends')}
      page={page}
      pageSize={friends.FRIENDS_PAGE_SIZE}
      total={list.data?.total ?? 0}
      onPage={setPage}
      testId="contacts-friends"
    >
      {(list.data?.data ?? []).map((friend) => (
        <button
          type="button"
          key={friend.friendId}
          className="group-list__row"
          onClick={() => onPick(friend)}
          data-testid="contacts-friend"
          data-friend={friend.friendId}
        >
          <Avatar size={40} src={friend.userAvatar || undefined}>
            {friend.displayName.slice(0, 1)}
          </Avatar>
          <span className="group-list__name">{friend.displayName}</span>
        </button>
      ))}
    </PagedRows>
  );
}

/** 通讯录 (spec 001 §2): friends and groups ten a page; choosing one opens its chat. Mounted while open. */
export function ContactsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('groups.contacts.title')} onCancel={onClose} footer={null} width={440} centered>
      <Tabs
        size="small"
        items={[
          {
            key: 'friends',
            label: t('groups.contacts.friends'),
            children: (
              <FriendPagedList
                onPick={(friend) => {
                  onClose();
                  void openChatWith(friend.friendId, {
                    id: friend.friendId,
                    name: friend.displayName,
                    avatar: friend.userAvatar,
                  }).catch(() => {});
                }}
              />
            ),
          },
          {
            key: 'groups',
            label: <span data-testid="contacts-tab-groups">{t('groups.contacts.groups')}</span>,
            children: (
              <GroupPagedList
                onPick={(group) => {
                  onClose();
                  void openGroupChat(group.id, { name: group.name, avatar: group.logo }).catch(() => {});
                }}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
