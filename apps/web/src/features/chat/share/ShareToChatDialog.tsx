import { useState } from 'react';
import { Avatar, Button, Empty, Modal, Result, Spin } from 'antd';
import type { im } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { useFeedback } from '../../../ui/feedback';
import { TextInput } from '../../../ui';
import { GroupAvatar, openChatWith, openGroupChat } from '../../im';
import { ShareCard } from '../bubbles/ShareCard';
import { sendShareToChat, ShareNotDelivered } from './send-share';
import { useShareTargets, type ShareChoice } from './use-share-targets';
import { registerChatShareMessages } from './share-i18n';
import '../chat-bubbles.css';
import './share-to-chat.css';

registerChatShareMessages();

/** The note sent after the card: a line or two, well under the composer's limit. */
export const SHARE_NOTE_MAX = 200;

export interface ShareToChatDialogProps {
  /** The card to send; null keeps the dialog closed. */
  card: im.Share | null;
  onClose: () => void;
}

/**
 * Shares a work into a chat: the card as the receiver will see it, the recent conversations (a page at a
 * time) or the friends and groups a typed name finds, an optional note; the card and the note go through
 * the chat's socket like any message, and the dialog says 已分享 once the server stored them.
 */
export function ShareToChatDialog({ card, onClose }: ShareToChatDialogProps) {
  const { t } = useTranslation();
  const [sharedTo, setSharedTo] = useState<ShareChoice | null>(null);
  const close = () => {
    setSharedTo(null);
    onClose();
  };
  return (
    <Modal
      open={card !== null}
      title={t('chatShare.title')}
      onCancel={close}
      footer={null}
      width={460}
      destroyOnHidden
      centered
    >
      {card && sharedTo ? (
        <SharedResult choice={sharedTo} onClose={close} />
      ) : card ? (
        <SharePicker card={card} onShared={setSharedTo} />
      ) : null}
    </Modal>
  );
}

function SharePicker({ card, onShared }: { card: im.Share; onShared: (choice: ShareChoice) => void }) {
  const { t } = useTranslation();
  const { message: toast } = useFeedback();
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<ShareChoice | null>(null);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const targets = useShareTargets(typed, true);

  const share = async () => {
    if (!picked) {
      void toast.warning(t('chatShare.pickFirst'));
      return;
    }
    setSending(true);
    try {
      await sendShareToChat(picked, card, note);
      onShared(picked);
    } catch (error) {
      if (error instanceof ShareNotDelivered) {
        void (error.slow ? toast.warning(t('chatShare.slow')) : toast.error(error.message));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="share-to-chat" data-testid="share-to-chat">
      {/* The card as it will show in the chat; inert here, so a click does not leave the page. */}
      <div className="share-to-chat__preview" inert data-testid="share-to-chat-preview">
        <ShareCard share={card} />
      </div>
      <TextInput
        value={typed}
        onChange={setTyped}
        maxLength={20}
        searchIcon
        clearable
        placeholder={t('chatShare.search')}
        aria-label={t('chatShare.search')}
        data-testid="share-to-chat-search"
      />
      <div className="share-to-chat__heading">
        {targets.searching ? t('chatShare.found') : t('chatShare.recent')}
      </div>
      <div className="share-to-chat__list" role="radiogroup" aria-label={t('chatShare.title')}>
        {targets.pending || targets.settling ? (
          <Spin className="share-to-chat__spin" />
        ) : targets.choices.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={targets.searching ? t('chatShare.noMatches') : t('chatShare.noConversations')}
            data-testid="share-to-chat-empty"
          />
        ) : (
          <>
            {targets.choices.map((choice) => (
              <ChoiceRow
                key={choice.key}
                choice={choice}
                picked={picked?.key === choice.key}
                onPick={() => setPicked(choice)}
              />
            ))}
            {targets.hasMore && (
              <Button
                type="link"
                block
                loading={targets.loadingMore}
                onClick={targets.loadMore}
                data-testid="share-to-chat-more"
              >
                {t('chatShare.loadMore')}
              </Button>
            )}
          </>
        )}
      </div>
      <TextInput
        textarea
        rows={2}
        showCount
        maxLength={SHARE_NOTE_MAX}
        value={note}
        onChange={setNote}
        placeholder={t('chatShare.note')}
        aria-label={t('chatShare.note')}
        data-testid="share-to-chat-note"
      />
      <Button
        type="primary"
        shape="round"
        block
        className="share-to-chat__send"
        disabled={!picked}
        loading={sending}
        onClick={() => void share()}
        data-testid="share-to-chat-send"
      >
        {picked ? `${t('chatShare.send')} · ${picked.name}` : t('chatShare.send')}
      </Button>
    </div>
  );
}

function ChoiceRow({ choice, picked, onPick }: { choice: ShareChoice; picked: boolean; onPick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      role="radio"
      aria-checked={picked}
      className={`share-to-chat__row${picked ? ' share-to-chat__row--picked' : ''}`}
      onClick={onPick}
      data-testid="share-to-chat-choice"
      data-key={choice.key}
    >
      {choice.group ? (
        <GroupAvatar logo={choice.avatar} avatars={choice.avatars} size={36} />
      ) : (
        <Avatar size={36} src={choice.avatar || undefined}>
          {choice.name.slice(0, 1)}
        </Avatar>
      )}
      <span className="share-to-chat__name">{choice.name}</span>
      <span className="share-to-chat__kind">
        {choice.group ? t('chatShare.group') : t('chatShare.friend')}
      </span>
    </button>
  );
}

function SharedResult({ choice, onClose }: { choice: ShareChoice; onClose: () => void }) {
  const { t } = useTranslation();
  const openChat = () => {
    onClose();
    void (choice.group ? openGroupChat(choice.receiverId) : openChatWith(choice.receiverId));
  };
  return (
    <Result
      status="success"
      title={t('chatShare.shared')}
      subTitle={t('chatShare.sharedTo', { name: choice.name })}
      data-testid="share-to-chat-done"
      extra={[
        <Button key="chat" type="primary" shape="round" onClick={openChat} data-testid="share-to-chat-open">
          {t('chatShare.openChat')}
        </Button>,
        <Button key="done" shape="round" onClick={onClose}>
          {t('chatShare.done')}
        </Button>,
      ]}
    />
  );
}
