import { useState } from 'react';
import { Button, Spin } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { friends } from '@fox/contracts';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { EmptyState, useConfirmDialog } from '../../ui';
import { FriendItem } from './FriendBook';
import { canCreateLabel } from './friend-rules';
import { useLabelFriends, useLabels, useRefreshFriends } from './friends-queries';
import { LabelEditor } from './LabelEditor';
import { LoadFailed } from './LoadFailed';

/** 标签: the viewer's labels with their counts; the new button goes at the limit (spec 001 §5). */
export function LabelList({
  selectedId,
  onSelect,
}: {
  selectedId: number | null;
  onSelect: (labelId: number) => void;
}) {
  const { t } = useTranslation();
  const labels = useLabels();
  const [creating, setCreating] = useState(false);
  const list = labels.data?.data ?? [];

  return (
    <div className="friends-labels" data-testid="label-list">
      {labels.isPending ? (
        <div className="friends-center">
          <Spin size="small" />
        </div>
      ) : labels.isError ? (
        <LoadFailed onRetry={() => void labels.refetch()} />
      ) : (
        <>
          {canCreateLabel(list.length) ? (
            <Button
              block
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => setCreating(true)}
              data-testid="label-new"
            >
              {t('friends.label.new')}
            </Button>
          ) : (
            <div className="friends-row__sub">
              {t('friends.label.limitReached', { max: friends.LABELS_MAX })}
            </div>
          )}
          {list.length === 0 && <EmptyState text={t('friends.label.empty')} />}
          {list.map((label) => (
            <button
              type="button"
              key={label.id}
              className={label.id === selectedId ? 'friends-item friends-item--active' : 'friends-item'}
              onClick={() => onSelect(label.id)}
              data-testid="label-item"
            >
              <span className="friends-item__name">{label.name}</span>
              <span className="friends-item__count">
                {t('friends.label.count', { count: label.tagFriendCount })}
              </span>
            </button>
          ))}
        </>
      )}
      <LabelEditor
        label={null}
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(label) => {
          setCreating(false);
          onSelect(label.id);
        }}
      />
    </div>
  );
}

/** One label on the right: its friends, rename and reassign, delete. */
export function LabelPane({
  labelId,
  onOpenFriend,
  onDeleted,
}: {
  labelId: number;
  onOpenFriend: (friendId: number) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const confirm = useConfirmDialog();
  const labels = useLabels();
  const members = useLabelFriends(labelId);
  const refresh = useRefreshFriends();
  const [editing, setEditing] = useState(false);
  const label = labels.data?.data.find((item) => item.id === labelId) ?? null;

  if (labels.isPending)
    return (
      <div className="friends-center">
        <Spin />
      </div>
    );
  if (!label) return <EmptyState text={t('friends.pickSomething')} />;

  const remove = async () => {
    const sure = await confirm({
      title: t('friends.label.deleteTitle'),
      content: t('friends.label.deleteContent', { name: label.name }),
      danger: true,
      testId: 'delete-label-confirm',
    });
    if (!sure) return;
    try {
      await api(friends.deleteLabel, { id: label.id });
      void message.success(t('friends.label.deleted'));
      onDeleted();
      await refresh();
    } catch {
      // Shown by the request layer.
    }
  };

  const list = members.data?.data ?? [];
  return (
    <div className="friends-pane" data-testid="label-pane">
      <div className="friends-pane__head">
        <h3 className="friends-pane__title" data-testid="label-pane-name">
          {label.name}
          <span className="friends-pane__count">
            {t('friends.label.count', { count: label.tagFriendCount })}
          </span>
        </h3>
        <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="label-edit">
          {t('friends.label.edit')}
        </Button>
        <Button danger icon={<DeleteOutlined />} onClick={() => void remove()} data-testid="label-delete">
          {t('friends.label.delete')}
        </Button>
      </div>
      {members.isError ? (
        <LoadFailed onRetry={() => void members.refetch()} />
      ) : members.isPending ? (
        <div className="friends-center">
          <Spin />
        </div>
      ) : list.length === 0 ? (
        <EmptyState text={t('friends.label.noFriends')} />
      ) : (
        <div className="friends-pane__grid" data-testid="label-friends">
          {list.map((friend) => (
            <FriendItem key={friend.friendId} friend={friend} onClick={() => onOpenFriend(friend.friendId)} />
          ))}
        </div>
      )}
      <LabelEditor
        label={label}
        open={editing}
        onClose={() => setEditing(false)}
        onSaved={() => setEditing(false)}
      />
    </div>
  );
}
