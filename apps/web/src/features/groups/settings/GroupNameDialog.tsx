import { useState } from 'react';
import { groups } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { api } from '../../../api';
import { TextInput } from '../../../ui';
import { refreshConversations } from '../../im';
import { SaveDialog } from './SaveDialog';
import { useGroupChange } from './use-settings';

interface DialogProps {
  group: groups.Group;
  onClose: () => void;
}

/** Changes the group name (spec 002 §5: at most 16); only a success closes it (§8). The server announces it. */
export function GroupNameDialog({ group, onClose }: DialogProps) {
  const { t } = useTranslation();
  const { busy, run } = useGroupChange(group.id);
  const [name, setName] = useState(group.name);
  const missing = name.trim() === '';

  const save = async () => {
    if (missing) return;
    const saved = await run(() => api(groups.editGroup, { id: group.id, name }), 'groups.settings.modified');
    if (!saved) return;
    void refreshConversations().catch(() => {});
    onClose();
  };

  return (
    <SaveDialog
      title={t('groups.edit.nameTitle')}
      width={420}
      busy={busy}
      canSave={!missing}
      saveTestId="group-edit-save"
      onSave={() => void save()}
      onClose={onClose}
    >
      <TextInput
        value={name}
        onChange={setName}
        maxLength={groups.GROUP_NAME_MAX}
        showCount
        autoFocus
        placeholder={t('groups.settings.namePlaceholder')}
        data-testid="group-edit-input"
      />
      {missing ? <div className="group-edit__error">{t('groups.edit.nameRequired')}</div> : null}
    </SaveDialog>
  );
}
