import { memo } from 'react';
import { App, Avatar, Spin, Tooltip } from 'antd';
import { ExclamationCircleFilled, FileOutlined, LoadingOutlined } from '@ant-design/icons';
import type { im } from '@fox/contracts';
import { useTranslation } from 'react-i18next';
import { downloadChatFile } from './file-download';
import type { PendingMessage } from './chat-store';

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
}

/** One stored message. Memoised: a new message re-renders only itself, not the whole history. */
export const StoredBubble = memo(function StoredBubble({ message, own }: StoredBubbleProps) {
  return (
    <div
      className={`chat-row${own ? ' chat-row--own' : ''}`}
      data-testid="chat-message"
      data-seq={message.seq}
    >
      <Avatar size={36} src={message.sender.avatar || undefined} className="chat-row__avatar">
        {message.sender.name.slice(0, 1)}
      </Avatar>
      <div className={`chat-bubble chat-bubble--${message.messageType}`}>
        <MessageBody message={message} />
      </div>
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
