import { useState } from 'react';
import { Modal, type ButtonProps } from 'antd';
import { wishes } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { useFeedback } from '../../ui/feedback';
import { api } from '../../api';
import { TextInput } from '../../ui';
import { ImagePicker } from './ImagePicker';

/** settleApi: the taker applies for settlement with what they delivered (text and pictures). */
export function SettleDialog({
  taskNumber,
  onClose,
  onDone,
}: {
  taskNumber: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [deliveryMsg, setDeliveryMsg] = useState('');
  const [deliveryAnnex, setDeliveryAnnex] = useState<string[]>([]);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    setSending(true);
    try {
      await api(wishes.applySettlement, { taskNumber, deliveryMsg: deliveryMsg.trim(), deliveryAnnex });
      void message.success(t('wishes.order.settleSubmitted'));
      onDone();
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
      title={t('wishes.order.settleTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('wishes.order.settleSubmit')}
      cancelText={t('common.cancel')}
      confirmLoading={sending}
      okButtonProps={{ 'data-testid': 'settle-submit' } as ButtonProps}
      centered
      width={560}
      modalRender={(node) => <div data-testid="settle-dialog">{node}</div>}
    >
      <div className="wish-form">
        <label className="wish-form__label" htmlFor="settle-msg">
          {t('wishes.order.settleMsg')}
        </label>
        <TextInput
          id="settle-msg"
          textarea
          rows={5}
          showCount
          maxLength={wishes.DELIVERY_MSG_MAX}
          value={deliveryMsg}
          onChange={setDeliveryMsg}
          placeholder={t('wishes.order.settleMsgPlaceholder')}
          data-testid="settle-msg"
        />
        <div className="wish-form__label">{t('wishes.order.settleImages')}</div>
        <ImagePicker
          value={deliveryAnnex}
          onChange={setDeliveryAnnex}
          max={wishes.DELIVERY_IMAGES_MAX}
          testId="settle-images"
        />
      </div>
    </Modal>
  );
}
