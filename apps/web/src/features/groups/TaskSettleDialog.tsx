import { useState } from 'react';
import { Modal } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { wishes } from '@fox/contracts';
import { api } from '../../api';
import { useTranslation } from '../../i18n/use-translation';
import { useFeedback } from '../../ui/feedback';

interface TaskSettleDialogProps {
  taskNumber: string;
  open: boolean;
  onClose: () => void;
  /** Called once the application was accepted by the server. */
  onApplied: () => void;
}

/**
 * The settlement confirmation (spec 001 §2, §5): the taker is warned that an application cannot be taken
 * back, then it goes to the publisher (settleApi). The button holds while the request runs, so a double
 * click applies once; a refusal is shown by the request layer and the dialog stays open to try again.
 */
export function TaskSettleDialog({ taskNumber, open, onClose, onApplied }: TaskSettleDialogProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await api(wishes.applySettlement, { taskNumber });
      void message.success(t('groups.task.applied'));
      onApplied();
      onClose();
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('groups.task.confirmTitle')}
      okText={t('groups.task.confirmOk')}
      cancelText={t('groups.task.confirmCancel')}
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={onClose}
      centered
      destroyOnHidden
      modalRender={(node) => <div data-testid="task-settle-dialog">{node}</div>}
    >
      <p className="task-settle__warning" data-testid="task-settle-warning">
        <ExclamationCircleFilled className="task-settle__icon" />
        {t('groups.task.confirmWarning')}
      </p>
    </Modal>
  );
}
