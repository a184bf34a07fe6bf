import { memo, useState } from 'react';
import { Avatar, Dropdown, Spin, Tooltip } from 'antd';
import { ExclamationCircleFilled, LoadingOutlined } from '@ant-design/icons';
import type { im } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { type PendingMessage, isGroupSession } from '../im';
import { menuActionsFor, type MessageAction } from './message-menu';
import { MessageBody, PendingBody } from './bubbles/MessageBody';
import { messageKindOf } from './bubbles/message-kind';
import { SystemLine } from './bubbles/SystemLine';
import { GroupSenderName } from '../groups';

interface StoredBubbleProps {
  message: im.Message;
  own: boolean;
  viewerId: number | null;
  onAction?: (message: im.Message, action: MessageAction) => void;
}

/** One stored message. Memoised: a new message re-renders only itself, not the whole history. */
export const StoredBubble = memo(function StoredBubble({
  message,
  own,
  viewerId,
  onAction,
}: StoredBubbleProps) {
  const { t } = useTranslation();
  // The recall window is judged when the menu opens, not when the bubble last rendered.
  const [openedAt, setOpenedAt] = useState(0);
  if (message.isRecall) {
    return (
      <div className="chat-recalled" data-testid="chat-recalled" data-seq={message.seq}>
        {t(own ? 'chat.recalledOwn' : 'chat.recalledOther')}
      </div>
    );
  }
  const kind = messageKindOf(message.messageType);
  if (kind === 'system') return <SystemLine message={message} />;
  const actions = openedAt > 0 ? menuActionsFor(message, viewerId, openedAt) : [];
  // In a group, others' bubbles carry the sender's name and role tag above them.
  const grouped = !own && isGroupSession(message.sessionType);
  const bubble = (
    <div
      className={`chat-bubble chat-bubble--${message.messageType}${kind === 'appOnly' ? ' chat-bubble--app-only' : ''}`}
      data-testid="chat-bubble"
    >
      <MessageBody message={message} />
    </div>
  );
  return (
    <div
      className={`chat-row${own ? ' chat-row--own' : ''}${grouped ? ' chat-row--group' : ''}`}
      data-testid="chat-message"
      data-seq={message.seq}
    >
      <Avatar size={36} src={message.sender.avatar || undefined} className="chat-row__avatar">
        {message.sender.name.slice(0, 1)}
      </Avatar>
      {grouped ? <GroupSenderName groupId={message.receiver.id} sender={message.sender} /> : null}
      {onAction ? (
        <Dropdown
          trigger={['contextMenu']}
          // Inside the panel's drawer, so that the drawer never covers it and it scrolls with the thread.
          getPopupContainer={(node) => node.closest<HTMLElement>('.chat-thread') ?? document.body}
          onOpenChange={(open) => setOpenedAt(open ? Date.now() : 0)}
          menu={{
            items: actions.map((action) => ({
              key: action,
              label: <span data-testid={`chat-menu-${action}`}>{t(`chat.menu.${action}`)}</span>,
              danger: action === 'delete',
            })),
            onClick: ({ key }) => {
              setOpenedAt(0);
              onAction(message, key as MessageAction);
            },
          }}
        >
          {bubble}
        </Dropdown>
      ) : (
        bubble
      )}
    </div>
  );
});

interface PendingBubbleProps {
  item: PendingMessage;
  avatar: string;
  name: string;
  onResend: (localId: string) => void;
}

/** A send waiting for the server: a spinner, or the refusal with a warning icon that resends on click. */
export const PendingBubble = memo(function PendingBubble({
  item,
  avatar,
  name,
  onResend,
}: PendingBubbleProps) {
  const { t } = useTranslation();
  return (
    <div className="chat-row chat-row--own" data-testid="chat-pending">
      <Avatar size={36} src={avatar || undefined} className="chat-row__avatar">
        {name.slice(0, 1)}
      </Avatar>
      <div className={`chat-bubble chat-bubble--${item.frame.messageType}`}>
        <PendingBody frame={item.frame} />
      </div>
      {item.error ? (
        <Tooltip title={`${item.error} · ${t('chat.resend')}`}>
          <button
            type="button"
            className="chat-row__status chat-row__status--error"
            aria-label={t('chat.resend')}
            onClick={() => onResend(item.localId)}
            data-testid="chat-resend"
          >
            <ExclamationCircleFilled />
          </button>
        </Tooltip>
      ) : (
        <span className="chat-row__status" aria-label={t('chat.sending')}>
          <Spin size="small" indicator={<LoadingOutlined spin />} />
        </span>
      )}
      {item.error ? <div className="chat-row__error">{item.error}</div> : null}
    </div>
  );
});
