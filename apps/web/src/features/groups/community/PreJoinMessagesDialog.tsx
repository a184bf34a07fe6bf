import { useState } from 'react';
import { Button, Modal, Spin } from 'antd';
import { DeleteOutlined, EditOutlined, MessageOutlined, PlusOutlined } from '@ant-design/icons';
import { groupChannels } from '@fox/contracts';
import { api } from '../../../api';
import { useTranslation } from '../../../i18n/use-translation';
import { EmptyState, TextInput, textProblemMessage, useConfirmDialog } from '../../../ui';
import { useFeedback } from '../../../ui/feedback';
import type { CommunityDialogProps } from './ChannelsDialog';
import { useFakeMessages, useRefreshCommunity } from './community-queries';
import './community.css';

/** The editor's state: closed, or open to add (no message) or to change one message. */
type Editing = { message: groupChannels.FakeMessage | null } | null;

function MessageEditor({
  groupId,
  editing,
  onClose,
  onSaved,
}: {
  groupId: number;
  editing: groupChannels.FakeMessage | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [text, setText] = useState(editing?.busyContent ?? '');
  const [saving, setSaving] = useState(false);
  const problem = textProblemMessage(text, 'multiline', t);

  const save = async () => {
    if (text === '' || problem) return;
    setSaving(true);
    try {
      if (editing) await api(groupChannels.editFakeMessage, { id: editing.id, groupId, busyContent: text });
      else await api(groupChannels.addFakeMessage, { groupId, busyContent: text });
      void message.success(t('groupCommunity.common.saved'));
      onSaved();
      onClose();
    } catch {
      // The request layer showed why; the text stays for a correction.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t(editing ? 'groupCommunity.fake.editTitle' : 'groupCommunity.fake.addTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('groupCommunity.common.save')}
      cancelText={t('groupCommunity.common.cancel')}
      okButtonProps={{
        loading: saving,
        disabled: text === '' || problem !== null,
        ...{ 'data-testid': 'fake-save' },
      }}
      width={440}
      centered
      modalRender={(node) => <div data-testid="fake-editor">{node}</div>}
    >
      <TextInput
        textarea
        rows={5}
        value={text}
        onChange={setText}
        maxLength={groupChannels.FAKE_MESSAGE_MAX}
        showCount
        autoFocus
        placeholder={t('groupCommunity.fake.placeholder')}
        data-testid="fake-input"
      />
      {problem ? <div className="community__error">{problem}</div> : null}
    </Modal>
  );
}

/**
 * Pre-join messages (spec 002 §3, §5, §8): what a newcomer reads on arrival, in order, at most 10 of 200
 * characters; added, changed and deleted (after a confirm) here.
 */
export function PreJoinMessagesDialog({ group, open, onClose }: CommunityDialogProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const confirm = useConfirmDialog();
  const [editing, setEditing] = useState<Editing>(null);
  const list = useFakeMessages(group.id, open);
  const refresh = useRefreshCommunity(group.id);
  const items = list.data ?? [];

  const add = () => {
    if (items.length >= groupChannels.FAKE_MESSAGES_MAX) {
      void message.warning(t('groupCommunity.fake.limit'));
      return;
    }
    setEditing({ message: null });
  };

  const remove = async (item: groupChannels.FakeMessage) => {
    if (!(await confirm({ title: t('groupCommunity.fake.deleteConfirm'), danger: true }))) return;
    try {
      // Spec 002 §8: a refused delete shows the server's msg, which the request layer does.
      await api(groupChannels.deleteFakeMessage, { groupId: group.id, id: item.id });
      void message.success(t('groupCommunity.common.deleted'));
      void refresh('fake');
    } catch {
      // Shown already.
    }
  };

  return (
    <>
      <Modal
        open={open}
        title={
          <div className="community__title">
            <span>
              {t('groupCommunity.fake.title')}
              <span className="community__count" data-testid="fake-count">
                {t('groupCommunity.fake.count', {
                  count: items.length,
                  max: groupChannels.FAKE_MESSAGES_MAX,
                })}
              </span>
            </span>
            <Button
              type="primary"
              size="small"
              icon={<PlusOutlined />}
              onClick={add}
              disabled={list.isPending}
              data-testid="fake-add"
            >
              {t('groupCommunity.fake.add')}
            </Button>
          </div>
        }
        onCancel={onClose}
        footer={null}
        width={520}
        centered
        modalRender={(node) => <div data-testid="fake-dialog">{node}</div>}
      >
        <p className="community__hint">{t('groupCommunity.fake.hint')}</p>
        <div className="community__scroll">
          {list.isPending ? (
            <div className="community__center">
              <Spin />
            </div>
          ) : items.length === 0 ? (
            <EmptyState text={t('groupCommunity.fake.empty')} data-testid="fake-empty" />
          ) : (
            <ol className="community-fake" data-testid="fake-list">
              {items.map((item, index) => (
                <li key={item.id} className="community-fake__item" data-testid="fake-row">
                  <span className="community-fake__index">
                    <MessageOutlined /> {index + 1}
                  </span>
                  <div className="community-fake__bubble">{item.busyContent}</div>
                  <span className="community-fake__actions">
                    <Button
                      type="text"
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={t('groupCommunity.common.edit')}
                      onClick={() => setEditing({ message: item })}
                      data-testid="fake-edit"
                    />
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('groupCommunity.common.delete')}
                      onClick={() => void remove(item)}
                      data-testid="fake-delete"
                    />
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </Modal>
      {editing ? (
        <MessageEditor
          key={editing.message?.id ?? 'new'}
          groupId={group.id}
          editing={editing.message}
          onClose={() => setEditing(null)}
          onSaved={() => void refresh('fake')}
        />
      ) : null}
    </>
  );
}
