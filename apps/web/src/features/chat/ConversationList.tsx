import { memo, useCallback, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Avatar, Badge, Dropdown } from 'antd';
import { PushpinFilled } from '@ant-design/icons';
import { formatChinaTime, groups, im } from '@fox/contracts';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { EmptyState } from '../../ui';
import { instantOf } from '../../ui/answer-time';
import {
  chatActions,
  type ChatPeer,
  conversationKey,
  isGroupKey,
  targetOf,
  GroupAvatar,
  type ConversationItem,
} from '../im';
import { formatConversationTime } from './chat-time';

/** Spec 001 §2: unread badges stop at 99+. */
export const UNREAD_BADGE_CAP = 99;

export function previewText(item: ConversationItem, t: (key: string) => string): string {
  const type = item.messageType;
  if (type === null) return '';
  if (item.recalled) return t(item.recalled === 'own' ? 'chat.recalledOwn' : 'chat.recalledOther');
  if (type === 'text' || type === 'tip' || type === 'notice' || type === 'command') return item.body.content;
  const known = ['photo', 'video', 'voice', 'file', 'share', 'voiceCall', 'videoCall'];
  return t(`chat.preview.${known.includes(type) ? type : 'other'}`);
}

interface RowProps {
  item: ConversationItem;
  selected: boolean;
  now: number;
  onSelect: (peer: number) => void;
  onMenu: (item: im.Conversation, event: MouseEvent) => void;
}

const ConversationRow = memo(function ConversationRow({ item, selected, now, onSelect, onMenu }: RowProps) {
  const { t } = useTranslation();
  const peer = conversationKey(item);
  const pinned = item.asTopTime !== null;
  const timeTexts = {
    yesterday: t('chat.yesterday'),
    weekdays: t('chat.weekdays', { returnObjects: true }) as string[],
  };

  return (
    <button
      type="button"
      className={`chat-conv${selected ? ' chat-conv--selected' : ''}${pinned ? ' chat-conv--pinned' : ''}`}
      onClick={() => onSelect(peer)}
      onContextMenu={(event) => onMenu(item, event)}
      data-testid="chat-conversation"
      data-peer={peer}
    >
      <Badge count={item.unreadCount} overflowCount={UNREAD_BADGE_CAP} size="small">
        {isGroupKey(peer) ? (
          <GroupAvatar logo={item.userAvatar} avatars={item.avatars} size={40} />
        ) : (
          <Avatar size={40} src={item.userAvatar || undefined}>
            {item.userName.slice(0, 1)}
          </Avatar>
        )}
      </Badge>
      <span className="chat-conv__main">
        <span className="chat-conv__top">
          <span className="chat-conv__name">{item.userName}</span>
          {/* Spec 001 §4: a task group counts as done once its wish is settled. */}
          {item.planVo?.state === groups.DONE_PLAN_STATE ? (
            <span className="chat-conv__done" data-testid="chat-conv-done">
              {t('chat.taskDone')}
            </span>
          ) : null}
          <span className="chat-conv__time">
            {item.messageType ? formatConversationTime(instantOf(item.updateTime), now, timeTexts) : ''}
          </span>
        </span>
        <span className="chat-conv__preview">
          {pinned ? <PushpinFilled className="chat-conv__pin" /> : null}
          {item.atMe && item.unreadCount > 0 ? (
            <span className="chat-conv__at" data-testid="chat-conv-at">
              {t('chat.atMe')}
            </span>
          ) : null}
          {previewText(item, t)}
        </span>
      </span>
    </button>
  );
});

interface MenuAt {
  item: im.Conversation;
  x: number;
  y: number;
}

/**
 * The conversation context menu (pin or unpin, delete). It opens at the pointer, measured inside the
 * list: the drawer's transform would throw off a menu placed by page coordinates.
 */
function ConversationMenu({
  at,
  onClose,
  container,
}: {
  at: MenuAt | null;
  onClose: () => void;
  container: HTMLElement | null;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  if (!at || !container) return null;
  const { item } = at;
  const peer = conversationKey(item);
  const pinned = item.asTopTime !== null;

  const togglePin = async () => {
    const nowPinned = await api(im.asTop, targetOf(peer));
    chatActions.setPinned(peer, nowPinned);
    message.success(t(nowPinned ? 'chat.pinned' : 'chat.unpinned'));
  };
  const remove = async () => {
    await api(im.deleteConversation, { id: item.id });
    chatActions.removeConversation(peer);
    message.success(t('chat.deleted'));
  };

  return (
    <Dropdown
      open
      trigger={['click']}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      getPopupContainer={() => container}
      menu={{
        items: [
          { key: 'pin', label: t(pinned ? 'chat.unpin' : 'chat.pin') },
          { key: 'delete', label: t('chat.delete'), danger: true },
        ],
        onClick: ({ key }) => {
          onClose();
          void (key === 'pin' ? togglePin() : remove()).catch(() => {});
        },
      }}
    >
      <span className="chat-convs__anchor" style={{ left: at.x, top: at.y }} />
    </Dropdown>
  );
}

interface ListProps {
  conversations: ConversationItem[];
  draft: ChatPeer | null;
  selectedPeer: number | null;
  onSelect: (peer: number) => void;
}

/** The conversation column: a chat opened with someone new shows on top until its first message. */
export function ConversationList({ conversations, draft, selectedPeer, onSelect }: ListProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const [menuAt, setMenuAt] = useState<MenuAt | null>(null);
  const closeMenu = useCallback(() => setMenuAt(null), []);
  const openMenu = useCallback((item: im.Conversation, event: MouseEvent) => {
    const container = containerRef.current;
    // A conversation only opened here has nothing on the server to pin or delete yet.
    if (!container || item.id === 0) return;
    event.preventDefault();
    const box = container.getBoundingClientRect();
    setMenuAt({ item, x: event.clientX - box.left, y: event.clientY - box.top + container.scrollTop });
  }, []);
  // Minute precision is all the times show; a steady value lets unchanged rows skip re-rendering.
  const now = Math.floor(Date.now() / 60_000) * 60_000;
  const items = useMemo(() => {
    if (!draft || conversations.some((item) => conversationKey(item) === draft.id)) return conversations;
    const local: im.Conversation = {
      id: 0,
      chatId: '',
      ...(() => {
        const { sessionType, receiverId } = targetOf(draft.id);
        return { sessionType, receiver: { id: receiverId, name: draft.name } };
      })(),
      userName: draft.name,
      userAvatar: draft.avatar,
      unreadCount: 0,
      asTopTime: null,
      updateTime: formatChinaTime(now),
      messageType: null,
      body: { content: '', duration: null },
      atIds: [],
      shareId: null,
      shareType: null,
      msgSource: null,
      lastSeq: 0,
      groupType: isGroupKey(draft.id) ? 'group' : null,
      groupUserCount: null,
      avatars: [],
      atMe: false,
      lastSenderId: null,
      lastRecalled: false,
      specialRole: null,
      planVo: null,
      groupExt: null,
    };
    return [local, ...conversations];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversations, draft]);

  if (items.length === 0) return <EmptyState text={t('chat.empty')} data-testid="chat-empty" />;
  return (
    <div className="chat-convs" data-testid="chat-conversations" ref={containerRef}>
      {items.map((item) => (
        <ConversationRow
          key={conversationKey(item)}
          item={item}
          selected={conversationKey(item) === selectedPeer}
          now={now}
          onSelect={onSelect}
          onMenu={openMenu}
        />
      ))}
      <ConversationMenu at={menuAt} onClose={closeMenu} container={containerRef.current} />
    </div>
  );
}
