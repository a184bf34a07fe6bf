import { useState, type ReactNode } from 'react';
import { Avatar, Button, Form, Select, Spin } from 'antd';
import { CloseOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { friends } from '@fox/contracts';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { usePanelsStore } from '../../ui/panels-store';
import { TextInput, textRule, useConfirmDialog } from '../../ui';
import { ImageUploader } from '../../ui/uploader';
import { useSessionStore } from '../auth';
import { openChatWith } from '../im';
import { openFriendRequestForm } from './add-friend-store';
import { LoadFailed } from './LoadFailed';
import { useFriendBook, useFriendDetail, useLabels, useRefreshFriends, useUserHome } from './friends-queries';

export interface BusinessCardProps {
  /** The user the card is about. */
  userId: number;
  /** Shown as 'confirm' for friends when given (a card opened in a dialog closes with it). */
  onConfirm?: () => void;
  /** Called after the friendship was deleted from this card. */
  onDeleted?: () => void;
}

/**
 * A user's business card (spec 001 §4): a stranger gets 'add friend'; a friend shows the remark, labels and
 * notes, editable in place, and can be deleted after a confirmation.
 */
export function BusinessCard({ userId, onConfirm, onDeleted }: BusinessCardProps) {
  const { t } = useTranslation();
  const viewerId = useSessionStore((state) => state.userId);
  const home = useUserHome(userId);
  const book = useFriendBook();
  const inBook = book.data?.data.some((friend) => friend.friendId === userId) ?? false;
  const detail = useFriendDetail(userId, inBook);

  if (home.isPending || book.isPending || (inBook && detail.isPending))
    return (
      <div className="friends-center">
        <Spin />
      </div>
    );
  if (home.isError && !(inBook && detail.data)) return <LoadFailed onRetry={() => void home.refetch()} />;
  const user = home.data;
  const friend = inBook ? (detail.data ?? null) : null;
  const name = friend?.alias || friend?.nickName || user?.nickName || user?.userName || '';

  let actions: ReactNode = null;
  if (!friend && userId !== viewerId)
    actions = (
      <Button
        type="primary"
        data-testid="card-add-friend"
        onClick={() => openFriendRequestForm({ id: userId, name })}
      >
        {t('friends.card.addFriend')}
      </Button>
    );
  else if (friend)
    actions = (
      <>
        {onConfirm && <Button onClick={onConfirm}>{t('friends.card.confirm')}</Button>}
        <Button
          type="primary"
          icon={<MessageOutlined />}
          data-testid="card-send-message"
          onClick={() => {
            // The chat panel opens on its message tab: closing it first makes openChatWith open it afresh
            // there, even when the card is shown inside the panel's friend tab.
            usePanelsStore.getState().close();
            void openChatWith(userId, { id: userId, name, avatar: friend.userAvatar }).catch(() => undefined);
          }}
        >
          {t('friends.card.sendMessage')}
        </Button>
      </>
    );

  return (
    <div className="friends-card" data-testid="business-card">
      <div className="friends-card__head">
        <Avatar size={64} src={friend?.userAvatar || user?.avatar || undefined} icon={<UserOutlined />} />
        <div className="friends-card__who">
          <div className="friends-card__name" data-testid="business-card-name">
            {name}
          </div>
          <div className="friends-card__sub">
            {t('friends.card.id', { id: friend?.userName ?? user?.userName ?? '' })}
          </div>
          {friend?.alias && (
            <div className="friends-card__sub">{t('friends.card.nickName', { name: friend.nickName })}</div>
          )}
        </div>
        <div className="friends-card__actions">{actions}</div>
      </div>
      {friend && <FriendNotes friend={friend} onDeleted={onDeleted} />}
    </div>
  );
}

interface NoteValues {
  remark: string;
  tag: number[];
  notePhone: string;
  noteTxt: string;
}

const PHONE_PATTERN = /^[0-9+\- ]*$/;

function FriendNotes({ friend, onDeleted }: { friend: friends.FriendDetail; onDeleted?: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const confirm = useConfirmDialog();
  const labels = useLabels();
  const refresh = useRefreshFriends();
  const [form] = Form.useForm<NoteValues>();
  const [images, setImages] = useState<string[]>(() => friend.noteImage.split(',').filter(Boolean));
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const name = friend.alias || friend.nickName || friend.userName;

  const save = async (values: NoteValues) => {
    setSaving(true);
    try {
      await api(friends.update, {
        friendId: friend.friendId,
        remark: values.remark ?? '',
        tag: values.tag ?? [],
        notePhone: values.notePhone ?? '',
        noteTxt: values.noteTxt ?? '',
        noteImage: images.join(','),
      });
      void message.success(t('friends.card.saved'));
      void refresh();
    } catch {
      // The request layer showed the reason; the values stay for a correction.
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    const sure = await confirm({
      title: t('friends.card.deleteTitle'),
      content: t('friends.card.deleteContent', { name }),
      danger: true,
      testId: 'delete-friend-confirm',
    });
    if (!sure) return;
    setDeleting(true);
    try {
      await api(friends.remove, { id: friend.friendId });
      void message.success(t('friends.card.deleted'));
      onDeleted?.();
      void refresh();
    } catch {
      // Shown by the request layer.
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      className="friends-card__form"
      initialValues={{
        remark: friend.alias,
        tag: friend.tagIds,
        notePhone: friend.notePhone,
        noteTxt: friend.noteTxt,
      }}
      onFinish={(values) => void save(values)}
    >
      <Form.Item name="remark" label={t('friends.card.remark')} rules={[textRule('name', t)]}>
        <TextInput
          maxLength={friends.REMARK_MAX}
          showCount
          placeholder={t('friends.card.remarkPlaceholder')}
          data-testid="card-remark"
        />
      </Form.Item>
      <Form.Item name="tag" label={t('friends.card.labels')}>
        <Select
          mode="multiple"
          allowClear
          placeholder={t('friends.card.labelsPlaceholder')}
          options={labels.data?.data.map((label) => ({ value: label.id, label: label.name })) ?? []}
          data-testid="card-labels"
        />
      </Form.Item>
      <Form.Item
        name="notePhone"
        label={t('friends.card.notePhone')}
        rules={[{ pattern: PHONE_PATTERN, message: t('friends.card.badPhone') }]}
      >
        <TextInput
          maxLength={friends.NOTE_PHONE_MAX}
          placeholder={t('friends.card.notePhonePlaceholder')}
          data-testid="card-phone"
        />
      </Form.Item>
      <Form.Item name="noteTxt" label={t('friends.card.noteTxt')} rules={[textRule('multiline', t)]}>
        <TextInput
          textarea
          rows={3}
          maxLength={friends.NOTE_TXT_MAX}
          showCount
          placeholder={t('friends.card.noteTxtPlaceholder')}
          data-testid="card-note"
        />
      </Form.Item>
      <Form.Item
        label={t('friends.card.noteImages')}
        extra={t('friends.card.noteImagesHint', { max: friends.NOTE_IMAGES_MAX })}
      >
        <div className="friends-card__images">
          {images.map((url) => (
            <div key={url} className="friends-card__image">
              <img src={url} alt="" />
              <button
                type="button"
                aria-label={t('friends.card.removeImage')}
                onClick={() => setImages((list) => list.filter((item) => item !== url))}
              >
                <CloseOutlined />
              </button>
            </div>
          ))}
          {images.length < friends.NOTE_IMAGES_MAX && (
            <ImageUploader
              key={images.length}
              data-testid="card-image-uploader"
              onUploaded={(file) =>
                setImages((list) => [...list, file.url].slice(0, friends.NOTE_IMAGES_MAX))
              }
            />
          )}
        </div>
      </Form.Item>
      <div className="friends-card__footer">
        <Button danger loading={deleting} onClick={() => void remove()} data-testid="card-delete">
          {t('friends.card.delete')}
        </Button>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="card-save">
          {t('friends.card.save')}
        </Button>
      </div>
    </Form>
  );
}
