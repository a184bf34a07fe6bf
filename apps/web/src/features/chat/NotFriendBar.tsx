import { Button } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { useSessionStore } from '../auth';
import { openFriendRequestForm, useFriendBook } from '../friends';
import { useChatStore, conversationKey, isGroupKey, type ChatKey } from '../im';
import './thread-messages.css';

/** Spec 001 §3: msgSource 1 marks a task chat. */
const TASK_CHAT_SOURCE = 1;

/**
 * 'The other party is not your friend', with a button that opens the friend request form for them
 * (spec 001 §2): in one-to-one chats only, never with oneself nor in a task chat. Friendship is read
 * from the friend book, so the bar waits for the book rather than flashing while it loads.
 */
export function NotFriendBar({ peer, name }: { peer: ChatKey; name: string }) {
  const { t } = useTranslation();
  const viewerId = useSessionStore((state) => state.userId);
  const taskChat = useChatStore((state) =>
    state.conversations.some((item) => conversationKey(item) === peer && item.msgSource === TASK_CHAT_SOURCE),
  );
  const single = !isGroupKey(peer) && peer !== viewerId && !taskChat;
  const book = useFriendBook();
  const isFriend = book.data?.data.some((friend) => friend.friendId === peer);
  if (!single || isFriend !== false) return null;
  return (
    <div className="chat-not-friend" data-testid="chat-not-friend">
      <span>{t('chat.notFriend.text')}</span>
      <Button
        size="small"
        type="primary"
        ghost
        icon={<UserAddOutlined />}
        onClick={() => openFriendRequestForm({ id: peer, name })}
        data-testid="chat-not-friend-add"
      >
        {t('chat.notFriend.add')}
      </Button>
    </div>
  );
}
