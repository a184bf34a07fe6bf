import { Button, Modal, QRCode } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import './chat-bubbles.css';

/** Spec 001 §9: the download-app QR code is 157 px. */
export const APP_QR_SIZE = 157;

/**
 * What the QR code opens. The platform publishes no app download address (the header's download popover
 * also sends people to the app stores), so the code opens this portal on the phone, which works, and the
 * dialog says where the app is found.
 */
export function appQrAddress(origin: string): string {
  return new URL('/', origin).href;
}

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
        <div className="chat-app-only__qr" data-testid="chat-app-only-qr">
          <QRCode
            type="svg"
            value={appQrAddress(window.location.origin)}
            size={APP_QR_SIZE}
            bordered={false}
            color="#1f2329"
          />
        </div>
        <p className="chat-app-only__scan">{t('chat.bubble.appOnly.scan')}</p>
        <p className="chat-app-only__stores">{t('download.body')}</p>
      </div>
    </Modal>
  );
}
