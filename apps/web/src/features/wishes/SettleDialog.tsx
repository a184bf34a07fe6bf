import { useState } from 'react';
import { wishes } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { useFeedback } from '../../ui/feedback';
import { api } from '../../api';
import { TextInput } from '../../ui';
import { ImagePicker } from './ImagePicker';
import { OrderDialog } from './OrderDialog';

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
  const send = async () => {
    await api(wishes.applySettlement, { taskNumber, deliveryMsg: deliveryMsg.trim(), deliveryAnnex });
    void message.success(t('wishes.order.settleSubmitted'));
    onDone();
  };

  return (
    <OrderDialog
      title={t('wishes.order.settleTitle')}
      okText={t('wishes.order.settleSubmit')}
      testId="settle"
      width={560}
      send={send}
      onClose={onClose}
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
    </OrderDialog>
  );
}
