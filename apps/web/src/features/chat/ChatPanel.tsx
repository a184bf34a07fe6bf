import { useCallback, useEffect, useState } from 'react';
import { Badge, Tabs } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../ui';
import { FriendsTab, useNewFriendCount } from '../friends';
import { ChatPlusMenu, MyGroupsPane } from '../groups';
import {
  useChatStore,
  chatActions,
  ensureChatConnection,
  markRead,
  refreshConversations,
  useConnectionStatus,
  conversationKey,
  useChatUnreadTotal,
} from '../im';
import { ChatThreadView } from './ChatThreadView';
import { ConversationSearchBox, ConversationSearchResults } from './ConversationSearch';
import { MyProfileCard } from './MyProfileCard';
import { ConversationList, UNREAD_BADGE_CAP } from './ConversationList';
import { NewChatSearch } from './NewChatSearch';
import './chat.css';

function MessageTab() {
  const { t } = useTranslation();
  const conversations = useChatStore((state) => state.conversations);
  const selectedPeer = useChatStore((state) => state.selectedPeer);
  const draftPeer = useChatStore((state) =>
    state.selectedPeer === null ? null : state.peers[state.selectedPeer],
  );
  const status = useConnectionStatus((state) => state.status);
  const [searchText, setSearchText] = useState('');
  const endSearch = useCallback(() => setSearchText(''), []);

  const select = useCallback((peer: number) => {
    chatActions.select(peer);
    const item = useChatStore.getState().conversations.find((entry) => conversationKey(entry) === peer);
    if (item && item.id > 0) void markRead(peer);
  }, []);

  const selected = conversations.find((item) => conversationKey(item) === selectedPeer);
  const title = selected?.userName ?? draftPeer?.name ?? '';

  return (
    <div className="chat-layout">
      <aside className="chat-layout__side">
        <div className="chat-layout__tools">
          <span className="chat-layout__status" data-testid="chat-status" data-status={status}>
            {status === 'open' ? '' : t('chat.connecting')}
          </span>
          <ConversationSearchBox value={searchText} onChange={setSearchText} />
          <NewChatSearch />
          <ChatPlusMenu />
        </div>
        {searchText.trim() ? (
          <ConversationSearchResults typed={searchText} onOpened={endSearch} />
        ) : (
          <ConversationList
            conversations={conversations}
            draft={draftPeer ?? null}
            selectedPeer={selectedPeer}
            onSelect={select}
          />
        )}
      </aside>
      <div className="chat-layout__main">
        {selectedPeer === null ? (
          <EmptyState text={t('chat.pickConversation')} className="chat-layout__pick" />
        ) : (
          <ChatThreadView key={selectedPeer} peer={selectedPeer} title={title} />
        )}
      </div>
    </div>
  );
}

/** The chat panel's body: the message tab (conversations and the open thread) and the friend tab. */
export function ChatPanel() {
  const { t } = useTranslation();
  const unread = useChatUnreadTotal();
  const newFriends = useNewFriendCount();
  const [tab, setTab] = useState('message');

  useEffect(() => {
    ensureChatConnection();
    void refreshConversations().then(
      () => {
        const peer = useChatStore.getState().selectedPeer;
        const item = useChatStore.getState().conversations.find((entry) => conversationKey(entry) === peer);
        if (peer !== null && item && item.unreadCount > 0) void markRead(peer);
      },
      () => {},
    );
  }, []);

  return (
    <Tabs
      className="chat-panel"
      activeKey={tab}
      onChange={setTab}
      tabBarExtraContent={{ left: <MyProfileCard /> }}
      items={[
        {
          key: 'message',
          label: (
            <Badge count={unread} overflowCount={UNREAD_BADGE_CAP} size="small" offset={[8, -2]}>
              <span data-testid="chat-tab-message">{t('chat.tabs.message')}</span>
            </Badge>
          ),
          children: <MessageTab />,
        },
        {
          key: 'friend',
          label: (
            <Badge count={newFriends} overflowCount={UNREAD_BADGE_CAP} size="small" offset={[8, -2]}>
              <span data-testid="chat-tab-friend">{t('chat.tabs.friend')}</span>
            </Badge>
          ),
          children: <FriendsTab groupsPane={<MyGroupsPane />} />,
        },
      ]}
    />
  );
}
