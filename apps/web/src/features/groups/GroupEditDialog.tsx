import { useState } from 'react';
import { Modal } from 'antd';
import { groups } from '@fox/contracts';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { TextInput } from '../../ui';
import { refreshConversations } from '../im';
import { useRefreshGroup } from './groups-queries';

export type GroupEditField = 'name' | 'notice';

interface GroupEditDialogProps {
  group: groups.Group;
  field: GroupEditField;
  onClose: () => void;
}

/**
 * Changes the group name or notice (leader and admins). Spec 002 §8: only a success closes the dialog;
 * the server announces the change in the chat.
 */
export function GroupEditDialog({ group, field, onClose }: GroupEditDialogProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const refreshGroup = useRefreshGroup(group.id);
  const [value, setValue] = useState(field === 'name' ? group.name : group.groupNotice);
  const [saving, setSaving] = useState(false);
  const nameMissing = field === 'name' && value.trim() === '';

  const save = async () => {
    if (nameMissing) return;
    setSaving(true);
    try {
      await api(
        groups.editGroup,
        field === 'name' ? { id: group.id, name: value } : { id: group.id, groupNotice: value },
      );
      void message.success(t('groups.info.saved'));
      void refreshGroup();
      if (field === 'name') void refreshConversations().catch(() => {});
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
      title={t(field === 'name' ? 'groups.edit.nameTitle' : 'groups.edit.noticeTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('groups.edit.save')}
      okButtonProps={{ loading: saving, disabled: nameMissing, ...{ 'data-testid': 'group-edit-save' } }}
      width={440}
      centered
    >
      {field === 'name' ? (
        <TextInput
          value={value}
          onChange={setValue}
          maxLength={groups.GROUP_NAME_MAX}
          showCount
          autoFocus
          placeholder={t('groups.edit.namePlaceholder')}
          data-testid="group-edit-input"
        />
      ) : (
        <TextInput
          textarea
          rows={6}
          value={value}
          onChange={setValue}
          maxLength={groups.GROUP_NOTICE_MAX}
          showCount
          autoFocus
          placeholder={t('groups.edit.noticePlaceholder')}
          data-testid="group-edit-input"
        />
      )}
      {nameMissing ? <div className="group-edit__error">{t('groups.edit.nameRequired')}</div> : null}
    </Modal>
  );
}
