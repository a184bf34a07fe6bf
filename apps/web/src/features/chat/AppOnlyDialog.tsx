import { Button, Modal } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { AppQrCode } from '../../ui/AppQrCode';
import './chat-bubbles.css';

interface AppOnlyDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Spec 001 §2: the download-app dialog for messages and cards the web cannot show. */
export function AppOnlyDialog({ open, onClose }: AppOnlyDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('download.title')}
      width={340}
      centered
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose} data-testid="chat-app-only-close">
          {t('chat.bubble.appOnly.close')}
        </Button>
      }
    >
      <div className="chat-app-only" data-testid="chat-app-only-dialog">
        <p className="chat-app-only__lead">{t('chat.unsupported')}</p>
        <AppQrCode data-testid="chat-app-only-qr" />
        <p className="chat-app-only__scan">{t('chat.bubble.appOnly.scan')}</p>
        <p className="chat-app-only__stores">{t('download.body')}</p>
      </div>
    </Modal>
  );
}
