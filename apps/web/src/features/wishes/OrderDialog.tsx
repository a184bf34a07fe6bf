import { useState, type ReactNode } from 'react';
import { Modal, type ButtonProps } from 'antd';
import { useTranslation } from '../../i18n/use-translation';

/**
 * The shell of the order pages' dialogs (a reason, a settlement, a rating): OK runs `complete`, then `send`
 * with a spinner; the dialog closes once the server took it. `complete` answers false when the form is not
 * complete yet (and shows why), before any spinner; a refusal keeps the dialog open, since the request
 * layer has said why.
 */
export function OrderDialog({
  title,
  okText,
  testId,
  danger = false,
  width,
  complete = () => true,
  send,
  onClose,
  children,
}: {
  title: ReactNode;
  okText?: string;
  /** `<testId>-dialog` on the dialog, `<testId>-submit` on OK. */
  testId: string;
  danger?: boolean;
  width?: number;
  complete?: () => boolean;
  send: () => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (!complete()) return;
    setSending(true);
    try {
      await send();
      onClose();
    } catch {
      // Shown by the request layer.
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={okText ?? t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={sending}
      okButtonProps={{ danger, 'data-testid': `${testId}-submit` } as ButtonProps}
      centered
      {...(width === undefined ? {} : { width })}
      modalRender={(node) => <div data-testid={`${testId}-dialog`}>{node}</div>}
    >
      {children}
    </Modal>
  );
}
