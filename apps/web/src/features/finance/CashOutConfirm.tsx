import { Modal, type ButtonProps } from 'antd';
import { useTranslation } from '../../i18n/use-translation';

interface CashOutConfirmProps {
  amount: string;
  fee: string;
  arrival: string;
  card: string;
  hours: number;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The last look before money moves: the amount, the fee taken from it, what arrives, where and when. */
export function CashOutConfirm({
  amount,
  fee,
  arrival,
  card,
  hours,
  sending,
  onConfirm,
  onCancel,
}: CashOutConfirmProps) {
  const { t } = useTranslation();
  const rows: [string, string, string][] = [
    ['amount', t('finance.cashOut.confirmAmount'), `¥${amount}`],
    ['fee', t('finance.cashOut.confirmFee'), `¥${fee}`],
    ['arrival', t('finance.cashOut.confirmArrival'), `¥${arrival}`],
    ['card', t('finance.cashOut.confirmCard'), card],
    ['time', t('finance.cashOut.confirmTime'), t('finance.cashOut.confirmTimeValue', { hours })],
  ];
  return (
    <Modal
      open
      centered
      width={420}
      title={t('finance.cashOut.confirmTitle')}
      okText={t('finance.cashOut.confirmOk')}
      cancelText={t('finance.cashOut.cancel')}
      okButtonProps={{ loading: sending, 'data-testid': 'cash-out-confirm-ok' } as ButtonProps}
      cancelButtonProps={{ disabled: sending }}
      mask={{ closable: !sending }}
      closable={!sending}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      <div className="cash-out-confirm" data-testid="cash-out-confirm">
        <div className="cash-out-confirm__amount">¥{amount}</div>
        <dl className="cash-out-confirm__rows">
          {rows.map(([key, label, value]) => (
            <div key={key} className="cash-out-confirm__row" data-testid={`confirm-${key}`}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Modal>
  );
}
