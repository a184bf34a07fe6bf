import { Modal, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLoginPrompt } from './login-prompt-store';

/**
 * The login prompt every gated action opens. Its login tabs (app scan, phone, password, WeChat) arrive
 * with the accounts work; until then it says plainly that logging in is not possible yet.
 */
export function LoginPrompt() {
  const { t } = useTranslation();
  const isOpen = useLoginPrompt((state) => state.isOpen);
  const close = useLoginPrompt((state) => state.close);

  return (
    <Modal
      open={isOpen}
      onCancel={close}
      title={t('loginPrompt.title')}
      footer={null}
      centered
      width={420}
      destroyOnHidden
      // The wrapper gives end-to-end tests one visible element to find, whatever antd's inner markup.
      modalRender={(node) => <div data-testid="login-prompt">{node}</div>}
    >
      <div className="login-prompt__body">
        <LockOutlined className="login-prompt__icon" aria-hidden />
        <Typography.Paragraph data-testid="login-pending" className="login-prompt__text">
          {t('loginPrompt.pending')}
        </Typography.Paragraph>
      </div>
    </Modal>
  );
}
