import { useState } from 'react';
import { groups } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { api } from '../../../api';
import { ImageUploader } from '../../../ui/uploader';
import { refreshConversations } from '../../im';
import { SaveDialog } from './SaveDialog';
import { useGroupChange } from './use-settings';

interface DialogProps {
  group: groups.Group;
  onClose: () => void;
}

/** Changes the group avatar (spec 002 §5: jpg, jpeg or png only): upload a picture, then save it. */
export function GroupAvatarDialog({ group, onClose }: DialogProps) {
  const { t } = useTranslation();
  const { busy, run } = useGroupChange(group.id);
  const [logo, setLogo] = useState<string | null>(null);

  const save = async () => {
    if (logo === null) return;
    const saved = await run(() => api(groups.editGroup, { id: group.id, logo }), 'groups.settings.modified');
    if (!saved) return;
    void refreshConversations().catch(() => {});
    onClose();
  };

  return (
    <SaveDialog
      title={t('groups.settings.avatarTitle')}
      width={380}
      busy={busy}
      canSave={logo !== null}
      saveTestId="group-avatar-save"
      onSave={() => void save()}
      onClose={onClose}
    >
      <div className="group-settings__avatar">
        <ImageUploader
          value={group.logo || undefined}
          extensions={groups.GROUP_LOGO_EXTENSIONS}
          onUploaded={(file) => setLogo(file.url)}
          data-testid="group-avatar-uploader"
        />
        <div className="group-settings__hint">{t('groups.settings.avatarHint')}</div>
      </div>
    </SaveDialog>
  );
}
