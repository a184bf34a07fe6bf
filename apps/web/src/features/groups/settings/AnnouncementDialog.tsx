import { useState } from 'react';
import { Button, Modal, type ButtonProps } from 'antd';
import { groups } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { api } from '../../../api';
import { TextInput } from '../../../ui';
import { useGroupChange } from './use-settings';

interface DialogProps {
  group: groups.Group;
  /** Spec 002 §6: plain members read the notice; the managing roles edit it. */
  editable: boolean;
  onClose: () => void;
}

/**
 * The group notice (spec 002 §5): up to 1000 characters, publish disabled while empty, and a rules
 * template of three lines to start from. The server announces a new notice to everyone (@所有人).
 */
export function AnnouncementDialog({ group, editable, onClose }: DialogProps) {
  const { t } = useTranslation();
  const { busy, run } = useGroupChange(group.id);
  const [notice, setNotice] = useState(group.groupNotice);
  const empty = notice.trim() === '';

  const insertTemplate = () => {
    const template = t('groups.settings.announcementTemplate');
    setNotice((current) =>
      (current.trim() === '' ? template : `${current}\n${template}`).slice(0, groups.GROUP_NOTICE_MAX),
    );
  };

  const save = async () => {
    if (empty) return;
    const saved = await run(
      () => api(groups.editGroup, { id: group.id, groupNotice: notice }),
      'groups.settings.modified',
    );
    if (saved) onClose();
  };

  if (!editable)
    return (
      <Modal
        open
        title={t('groups.settings.announcementTitle')}
        onCancel={onClose}
        footer={null}
        width={460}
        centered
        destroyOnHidden
      >
        <div className="group-settings__notice" data-testid="group-notice-readonly">
          {group.groupNotice || (
            <span className="group-settings__muted">{t('groups.settings.announcementEmpty')}</span>
          )}
        </div>
        <div className="group-settings__hint">{t('groups.settings.announcementReadOnly')}</div>
      </Modal>
    );

  return (
    <Modal
      open
      title={t('groups.settings.announcementTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('groups.settings.publish')}
      cancelText={t('groups.settings.cancel')}
      okButtonProps={{ loading: busy, disabled: empty, 'data-testid': 'group-edit-save' } as ButtonProps}
      width={460}
      centered
      destroyOnHidden
    >
      <TextInput
        textarea
        rows={8}
        value={notice}
        onChange={setNotice}
        maxLength={groups.GROUP_NOTICE_MAX}
        showCount
        autoFocus
        placeholder={t('groups.settings.announcementPlaceholder')}
        data-testid="group-edit-input"
      />
      <Button
        size="small"
        className="group-settings__template"
        onClick={insertTemplate}
        data-testid="group-notice-template"
      >
        {t('groups.settings.insertTemplate')}
      </Button>
    </Modal>
  );
}
