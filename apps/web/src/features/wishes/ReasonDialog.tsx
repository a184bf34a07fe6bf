import { useState } from 'react';
import { wishes } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { TextInput } from '../../ui';
import { OrderDialog } from './OrderDialog';

/** Asks the publisher why (declining an application, refusing a delivery): required, up to 200 characters. */
export function ReasonDialog({
  title,
  onSubmit,
  onClose,
}: {
  title: string;
  /** Resolves when the server took it; a refusal keeps the dialog open (the request layer said why). */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const complete = () => {
    if (!reason.trim()) setMissing(true);
    return Boolean(reason.trim());
  };

  return (
    <OrderDialog
      title={title}
      testId="reason"
      danger
      complete={complete}
      send={() => onSubmit(reason.trim())}
      onClose={onClose}
    >
      <label className="wish-form__label wish-form__label--required" htmlFor="wish-reason">
        {t('wishes.order.reason')}
      </label>
      <TextInput
        id="wish-reason"
        textarea
        rows={4}
        showCount
        maxLength={wishes.REASON_MAX}
        value={reason}
        onChange={(value) => {
          setReason(value);
          if (value) setMissing(false);
        }}
        placeholder={t('wishes.order.reasonPlaceholder')}
        data-testid="reason-input"
      />
      {missing && (
        <div className="wish-field-error" role="alert" data-testid="reason-error">
          {t('wishes.order.reasonRequired')}
        </div>
      )}
    </OrderDialog>
  );
}
