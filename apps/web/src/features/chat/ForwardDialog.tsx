import { useState } from 'react';
import { App, Avatar, Checkbox, Empty, Modal, Spin } from 'antd';
import { friends, im } from '@fox/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { chatActions } from './chat-store';

interface ForwardDialogProps {
  message: im.Message | null;
  onClose: () => void;
}

/** Picks up to 9 friends from the friend book and forwards the message to each of them. */
export function ForwardDialog({ message, onClose }: ForwardDialogProps) {
  const { t } = useTranslation();
  const { message: toast } = App.useApp();
  const [picked, setPicked] = useState<number[]>([]);
  const [sending, setSending] = useState(false);
  const book = useQuery({
    queryKey: ['chat', 'forward-book'],
    queryFn: ({ signal }) => api(friends.book, undefined, { signal, silent: true }),
    enabled: message !== null,
  });

  const friendList = book.data?.data ?? [];

  const close = () => {
    setPicked([]);
    onClose();
  };
  const toggle = (friendId: number, on: boolean) => {
    if (on && picked.length >= im.FORWARD_MAX) {
      toast.warning(t('chat.forwardMax', { max: im.FORWARD_MAX }));
      return;
    }
    setPicked((list) => (on ? [...list, friendId] : list.filter((id) => id !== friendId)));
  };
  const submit = async () => {
    if (!message) return;
    setSending(true);
    try {
      const sent = await api(im.forwardMessage, { id: message.id, receiverIds: picked });
      chatActions.receive(sent, false);
      toast.success(t('chat.forwarded'));
      close();
    } catch {
      // The api layer already showed the server's message.
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={message !== null}
      title={t('chat.forwardTitle')}
      onCancel={close}
      onOk={() => void submit()}
      okText={t('chat.forwardSend', { count: picked.length, max: im.FORWARD_MAX })}
      okButtonProps={{ disabled: picked.length === 0, loading: sending }}
      destroyOnHidden
      width={420}
    >
      <div className="chat-forward" data-testid="chat-forward">
        {book.isPending ? (
          <Spin />
        ) : friendList.length === 0 ? (
          <Empty description={t('chat.forwardNoFriends')} />
        ) : (
          friendList.map((friend) => (
            <label
              key={friend.friendId}
              className="chat-forward__row"
              data-testid="chat-forward-friend"
              data-friend={friend.friendId}
            >
              <Checkbox
                checked={picked.includes(friend.friendId)}
                onChange={(event) => toggle(friend.friendId, event.target.checked)}
              />
              <Avatar size={32} src={friend.userAvatar || undefined}>
                {friend.displayName.slice(0, 1)}
              </Avatar>
              <span className="chat-forward__name">{friend.displayName}</span>
            </label>
          ))
        )}
      </div>
    </Modal>
  );
}
