import { useState } from 'react';
import { groupAdmin, groups } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { api } from '../../../api';
import { TextInput } from '../../../ui';
import { SaveDialog } from './SaveDialog';
import { useGroupChange } from './use-settings';

interface DialogProps {
  group: groups.Group;
  onClose: () => void;
}

/**
 * The viewer's own name in the group (spec 002 §5): 2 to 24 characters once trimmed, save disabled under
 * 2. The hint names characters to avoid, which the spec leaves unenforced.
 */
export function NicknameDialog({ group, onClose }: DialogProps) {
  const { t } = useTranslation();
  const { busy, run } = useGroupChange(group.id);
  const [nickname, setNickname] = useState(group.groupUserNickName);
  const trimmed = nickname.trim();
  const tooShort = [...trimmed].length < groups.GROUP_NICKNAME_MIN;

  const save = async () => {
    if (tooShort) return;
    const saved = await run(
      () => api(groupAdmin.setMyNickname, { groupId: group.id, groupUserNickName: trimmed }),
      'groups.settings.modified',
    );
    if (saved) onClose();
  };

  return (
    <SaveDialog
      title={t('groups.settings.nicknameTitle')}
      width={420}
      busy={busy}
      canSave={!tooShort}
      saveTestId="group-nickname-save"
      onSave={() => void save()}
      onClose={onClose}
    >
      <TextInput
        value={nickname}
        onChange={setNickname}
        maxLength={groups.GROUP_NICKNAME_MAX}
        showCount
        autoFocus
        placeholder={t('groups.settings.nicknamePlaceholder')}
        data-testid="group-nickname-input"
      />
      <div className="group-settings__hint">{t('groups.settings.nicknameHint')}</div>
    </SaveDialog>
  );
}
