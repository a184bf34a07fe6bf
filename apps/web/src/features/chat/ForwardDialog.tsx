import { useState } from 'react';
import { Avatar, Checkbox, Empty, Modal, Spin, Tabs } from 'antd';
import { friends, groups, im } from '@fox/contracts';
import { useQuery } from '@tanstack/react-query';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { chatKeyOf, targetOf, type ChatKey, chatActions, GroupAvatar } from '../im';

interface ForwardDialogProps {
  message: im.Message | null;
  onClose: () => void;
}

interface Choice {
  key: ChatKey;
  name: string;
  avatar: React.ReactNode;
}

/** Picks up to 9 friends or groups and forwards the message to each of them (spec 001 §5). */
export function ForwardDialog({ message, onClose }: ForwardDialogProps) {
  const { t } = useTranslation();
  const { message: toast } = useFeedback();
  const [picked, setPicked] = useState<ChatKey[]>([]);
  const [sending, setSending] = useState(false);
  const book = useQuery({
    queryKey: ['chat', 'forward-book'],
    queryFn: ({ signal }) => api(friends.book, undefined, { signal, silent: true }),
    enabled: message !== null,
  });
  const myGroups = useQuery({
    queryKey: ['chat', 'forward-groups'],
    queryFn: ({ signal }) => api(groups.groupList, { pageNum: 1, pageSize: 100 }, { signal, silent: true }),
    enabled: message !== null,
  });

  const friendChoices: Choice[] = (book.data?.data ?? []).map((friend) => ({
    key: chatKeyOf('single', friend.friendId),
    name: friend.displayName,
    avatar: (
      <Avatar size={32} src={friend.userAvatar || undefined}>
        {friend.displayName.slice(0, 1)}
      </Avatar>
    ),
  }));
  const groupChoices: Choice[] = (myGroups.data?.data ?? []).map((group) => ({
    key: chatKeyOf('group', group.id),
    name: group.name,
    avatar: <GroupAvatar logo={group.logo} avatars={group.avatars} size={32} />,
  }));

  const close = () => {
    setPicked([]);
    onClose();
  };
  const toggle = (key: ChatKey, on: boolean) => {
    if (on && picked.length >= im.FORWARD_MAX) {
      toast.warning(t('chat.forwardMax', { max: im.FORWARD_MAX }));
      return;
    }
    setPicked((list) => (on ? [...list, key] : list.filter((item) => item !== key)));
  };
  const submit = async () => {
    if (!message) return;
    setSending(true);
    try {
      const result = await api(im.forwardMessage, { id: message.id, targets: picked.map(targetOf) });
      chatActions.receive(result.sent, false);
      toast.success(t('chat.forwarded'));
      close();
    } catch {
      // The api layer already showed the server's message ('send failed' when every target is muted).
    } finally {
      setSending(false);
    }
  };

  const list = (choices: Choice[], pending: boolean, empty: string, testId: string) =>
    pending ? (
      <Spin />
    ) : choices.length === 0 ? (
      <Empty description={empty} />
    ) : (
      choices.map((choice) => (
        <label key={choice.key} className="chat-forward__row" data-testid={testId} data-key={choice.key}>
          <Checkbox
            checked={picked.includes(choice.key)}
            onChange={(event) => toggle(choice.key, event.target.checked)}
          />
          {choice.avatar}
          <span className="chat-forward__name">{choice.name}</span>
        </label>
      ))
    );

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
      <Tabs
        size="small"
        items={[
          {
            key: 'friends',
            label: t('chat.contacts.friends'),
            children: (
              <div className="chat-forward" data-testid="chat-forward">
                {list(friendChoices, book.isPending, t('chat.forwardNoFriends'), 'chat-forward-friend')}
              </div>
            ),
          },
          {
            key: 'groups',
            label: t('chat.contacts.groups'),
            children: (
              <div className="chat-forward" data-testid="chat-forward-groups">
                {list(groupChoices, myGroups.isPending, t('chat.contacts.noGroups'), 'chat-forward-group')}
              </div>
            ),
          },
        ]}
      />
    </Modal>
  );
}
