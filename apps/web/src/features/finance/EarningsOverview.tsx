import { Button, Skeleton, Tooltip } from 'antd';
import { QuestionCircleOutlined, RightOutlined } from '@ant-design/icons';
import type { EndpointResult, finance } from '@fox/contracts';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { EarningsChart } from './EarningsChart';
import { FinanceLoadFailed } from './FinanceNotices';
import { CASH_OUT_PATH } from './finance-links';
import { yuanText } from './finance-format';
import { useFinanceSummary } from './finance-queries';

type Summary = EndpointResult<typeof finance.summary>;

/** The top of the settlement centre: the balance card and the chart of the last 30 days. */
export function EarningsOverview() {
  const summary = useFinanceSummary();
  if (summary.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!summary.data) return <FinanceLoadFailed onRetry={() => void summary.refetch()} />;
  return (
    <>
      <BalanceCard summary={summary.data} />
      <EarningsChart days={summary.data.days} />
    </>
  );
}

function BalanceCard({ summary }: { summary: Summary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="finance-balance" data-testid="finance-balance">
      <div className="finance-balance__main">
        <div>
          <div className="finance-balance__label">{t('finance.summary.available')}</div>
          <div className="finance-balance__available" data-testid="summary-available">
            {yuanText(summary.available)}
          </div>
        </div>
        <Button
          size="large"
          shape="round"
          className="finance-balance__withdraw"
          onClick={() => void navigate(CASH_OUT_PATH)}
          data-testid="finance-withdraw"
        >
          {t('finance.summary.withdraw')}
          <RightOutlined />
        </Button>
      </div>
      <div className="finance-balance__figures">
        <Figure
          label={t('finance.summary.pending')}
          value={summary.pending}
          testId="summary-pending"
          hint={t('finance.summary.pendingHint', { days: summary.holdDays })}
        />
        <Figure label={t('finance.summary.frozen')} value={summary.frozen} testId="summary-frozen" />
        <Figure
          label={t('finance.summary.totalEarned')}
          value={summary.totalEarned}
          testId="summary-earned"
        />
        <Figure
          label={t('finance.summary.totalWithdrawn')}
          value={summary.totalWithdrawn}
          testId="summary-withdrawn"
        />
      </div>
    </div>
  );
}

function Figure({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: number;
  hint?: string;
  testId: string;
}) {
  return (
    <div className="finance-figure">
      <div className="finance-figure__label">
        {label}
        {hint && (
          <Tooltip title={hint}>
            <QuestionCircleOutlined className="finance-figure__help" aria-label={hint} />
          </Tooltip>
        )}
      </div>
      <div className="finance-figure__value" data-testid={testId}>
        ¥{yuanText(value)}
      </div>
      {hint && (
        <div className="finance-figure__hint" data-testid={`${testId}-hint`}>
          {hint}
        </div>
      )}
    </div>
  );
}
