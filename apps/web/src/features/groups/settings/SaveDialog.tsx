import type { ReactNode } from 'react';
import { Modal, type ButtonProps } from 'antd';
import { useTranslation } from '../../../i18n/use-translation';

interface SaveDialogProps {
  title: string;
  width: number;
  busy: boolean;
  /** False dims the save button (an empty or too short value). */
  canSave?: boolean;
  saveTestId: string;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The settings dialogs that edit one thing and save it (name, avatar, nickname, mute periods): cancel and
 * save, the save button spinning while the request runs; the dialog itself closes only on success (§8).
 */
export function SaveDialog({
  title,
  width,
  busy,
  canSave = true,
  saveTestId,
  onSave,
  onClose,
  children,
}: SaveDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={onSave}
      okText={t('groups.settings.save')}
      cancelText={t('groups.settings.cancel')}
      okButtonProps={{ loading: busy, disabled: !canSave, 'data-testid': saveTestId } as ButtonProps}
      width={width}
      centered
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
