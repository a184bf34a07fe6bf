import { Button, Result } from 'antd';
import { ClockCircleFilled } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { RecordStateTag } from './FinanceNotices';
import { cardText } from './WithdrawalFacts';
import { FINANCE_PATH, financeDetailPath } from './finance-links';
import { yuanText } from './finance-format';
import type { CashOutAnswer } from './use-cash-out';

const STATUS = { processing: 'info', succeeded: 'success', failed: 'error' } as const;

/** A clock, not a warning: a payout on its way is the normal case. */
const WAITING_ICON = <ClockCircleFilled className="cash-out-result__waiting" />;

/** After a withdrawal was accepted: its state now, what reaches which card, and the way to its record. */
export function CashOutResult({ answer, hours }: { answer: CashOutAnswer; hours: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { withdrawal } = answer;
  const card = cardText(t, withdrawal.bankName, withdrawal.cardTail);
  const arrival = yuanText(withdrawal.arrival);
  const text = {
    processing: t('finance.cashOut.processingText', { arrival, hours, card }),
    succeeded: t('finance.cashOut.succeededText', { arrival, card }),
    failed: t('finance.cashOut.failedText', { reason: withdrawal.failReason }),
  }[withdrawal.state];
  return (
    <Result
      className="cash-out-result"
      status={STATUS[withdrawal.state]}
      icon={withdrawal.state === 'processing' ? WAITING_ICON : undefined}
      title={<span data-testid="cash-out-result-title">{t(`finance.cashOut.${withdrawal.state}Title`)}</span>}
      subTitle={
        <span className="cash-out-result__text" data-testid="cash-out-result">
          <RecordStateTag state={withdrawal.state} /> {text}
        </span>
      }
      extra={[
        <Button
          key="record"
          type="primary"
          shape="round"
          onClick={() => void navigate(financeDetailPath(answer.recordId))}
          data-testid="cash-out-view-record"
        >
          {t('finance.cashOut.viewRecord')}
        </Button>,
        <Button key="back" shape="round" onClick={() => void navigate(FINANCE_PATH)}>
          {t('finance.cashOut.backFinance')}
        </Button>,
      ]}
    />
  );
}
