import { memo, useState } from 'react';
import { App, Avatar, Dropdown, Spin, Tooltip } from 'antd';
import { ExclamationCircleFilled, FileOutlined, LoadingOutlined } from '@ant-design/icons';
import type { im } from '@fox/contracts';
import { useTranslation } from 'react-i18next';
import { downloadChatFile } from './file-download';
import type { PendingMessage } from './chat-store';
import { menuActionsFor, type MessageAction } from './message-menu';

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function FileBody({ message }: { message: im.Message }) {
  const { t } = useTranslation();
  const { message: toast } = App.useApp();
  const file = message.file;
  const name = file?.fileName ?? message.body.content.split('/').pop() ?? '';
  const download = async () => {
    if (!(await downloadChatFile(message.body.content, name))) toast.error(t('chat.expired'));
  };
  return (
    <button type="button" className="chat-file" onClick={() => void download()} data-testid="chat-file">
      <FileOutlined className="chat-file__icon" />
      <span className="chat-file__text">
        <span className="chat-file__name">{name}</span>
        <span className="chat-file__size">
          {file ? sizeText(file.fileSize) : ''} · {t('chat.download')}
        </span>
      </span>
    </button>
  );
}

function MessageBody({ message }: { message: im.Message }) {
  const { t } = useTranslation();
  switch (message.messageType) {
    case 'text':
      return <div className="chat-bubble__text">{message.body.content}</div>;
    case 'photo':
      return <img className="chat-bubble__photo" src={message.body.content} alt="" loading="lazy" />;
    case 'file':
      return <FileBody message={message} />;
    case 'share':
      return (
        <div className="chat-share" data-testid="chat-share">
          {message.share?.coverImage ? <img src={message.share.coverImage} alt="" /> : null}
          <div className="chat-share__title">
            {message.share?.title ?? message.share?.name ?? t('chat.shareCard')}
          </div>
        </div>
      );
    default:
      return <div className="chat-bubble__text chat-bubble__text--muted">{t('chat.unsupported')}</div>;
  }
}

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
  const actions = openedAt > 0 ? menuActionsFor(message, viewerId, openedAt) : [];
  const bubble = (
    <div className={`chat-bubble chat-bubble--${message.messageType}`} data-testid="chat-bubble">
      <MessageBody message={message} />
    </div>
  );
  return (
    <div
      className={`chat-row${own ? ' chat-row--own' : ''}`}
      data-testid="chat-message"
      data-seq={message.seq}
    >
      <Avatar size={36} src={message.sender.avatar || undefined} className="chat-row__avatar">
        {message.sender.name.slice(0, 1)}
      </Avatar>
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
        {item.frame.messageType === 'photo' ? (
          <img className="chat-bubble__photo" src={item.frame.content} alt="" />
        ) : (
          <div className="chat-bubble__text">{item.frame.content}</div>
        )}
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
