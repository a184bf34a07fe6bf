import { useState } from 'react';
import { Button } from 'antd';
import type { wishes } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { useFeedback } from '../../ui/feedback';
import { depositOrderPlacer } from './deposit-order';
import { WishPayDialog } from './WishPayDialog';
import { yuanText } from './wish-format';

/** A deposit still unpaid (the taker closed its code before paying): its QR again, and confirmation. */
export function DepositPayButton({
  taskNumber,
  reception,
  onPaid,
}: {
  taskNumber: string;
  reception: wishes.Reception;
  onPaid: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" block onClick={() => setOpen(true)} data-testid="pay-deposit">
        {t('wishes.detail.payDeposit')}
      </Button>
      {open && (
        <WishPayDialog
          open
          title={t('wishes.apply.payTitle')}
          amountLabel={t('wishes.apply.payAmount', { amount: yuanText(reception.amount) })}
          placeOrder={depositOrderPlacer(
            {
              taskNumber,
              amount: reception.amount,
              applyMsg: reception.applyMsg,
              applyAnnex: reception.applyAnnex,
            },
            { orderNo: reception.depositOrderNo },
          )}
          onPaid={() => {
            void message.success(t('wishes.apply.paid'));
            setOpen(false);
            onPaid();
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
