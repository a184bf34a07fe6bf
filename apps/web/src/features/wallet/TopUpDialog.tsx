import { Modal } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useTopUpDialog } from './top-up-store';

/** The top-up dialog container (spec 002 §2.9); packages and payment arrive with the wallet work. */
export function TopUpDialog() {
  const { t } = useTranslation();
  const isOpen = useTopUpDialog((state) => state.isOpen);
  const close = useTopUpDialog((state) => state.close);

  return (
    <Modal
      open={isOpen}
      onCancel={close}
      title={t('topUp.title')}
      footer={null}
      centered
      width={480}
      destroyOnHidden
      modalRender={(node) => <div data-testid="top-up-dialog">{node}</div>}
    >
      <div className="dialog-notice">
        <WalletOutlined className="dialog-notice__icon" aria-hidden />
        <p className="dialog-notice__text">{t('topUp.pending')}</p>
      </div>
    </Modal>
  );
}
