import { useState } from 'react';
import { Modal, type ButtonProps } from 'antd';
import { groupAdmin, groups } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { api } from '../../../api';
import { TextInput } from '../../../ui';
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
    <Modal
      open
      title={t('groups.settings.nicknameTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('groups.settings.save')}
      cancelText={t('groups.settings.cancel')}
      okButtonProps={
        { loading: busy, disabled: tooShort, 'data-testid': 'group-nickname-save' } as ButtonProps
      }
      width={420}
      centered
      destroyOnHidden
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
    </Modal>
  );
}
