import { Descriptions, Skeleton, type DescriptionsProps } from 'antd';
import { LeftOutlined } from '@ant-design/icons';
import type { finance } from '@fox/contracts';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { PageProps } from '../../ui/PageHeading';
import { PageHeading } from '../../ui/PageHeading';
import { EmptyState } from '../../ui';
import { useIsLoggedIn } from '../auth';
import { FinanceLoadFailed, FinanceLoginNeeded, RecordStateTag } from './FinanceNotices';
import { RecordKindIcon } from './RecordKindIcon';
import { RecordSource } from './RecordSource';
import { TransferTable } from './TransferTable';
import { WithdrawalFacts } from './WithdrawalFacts';
import { FINANCE_PATH } from './finance-links';
import { signedYuanText } from './finance-format';
import { registerFinanceMessages } from './finance-i18n';
import { useFinanceRecord } from './finance-queries';
import './finance.css';
import './finance-detail.css';

registerFinanceMessages();

/** The record's id from `?id=`; null when the address carries none that could be one. */
function recordIdOf(text: string | null): number | null {
  return text !== null && /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
}

/**
 * /makeMoney/finance/detail?id=: one record of the statement, where its money came from (the drama, the
 * wish, the withdrawal's card), and every ledger transfer behind it.
 */
export function FinanceDetailPage({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [params] = useSearchParams();
  const id = recordIdOf(params.get('id'));
  const back = (
    <Link to={FINANCE_PATH} className="finance-back" data-testid="detail-back">
      <LeftOutlined /> {t('finance.detail.back')}
    </Link>
  );
  return (
    <section className="page-card finance-page" data-testid="finance-detail">
      <PageHeading routeKey={routeKey} extra={back} />
      {!loggedIn ? (
        <FinanceLoginNeeded />
      ) : id === null ? (
        <EmptyState text={t('finance.detail.missing')} data-testid="detail-missing" />
      ) : (
        <RecordDetail id={id} />
      )}
    </section>
  );
}

function RecordDetail({ id }: { id: number }) {
  const query = useFinanceRecord(id);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!query.data) return <FinanceLoadFailed onRetry={() => void query.refetch()} />;
  const { record, transfers, withdrawal } = query.data;
  return (
    <>
      <RecordHead record={record} />
      <RecordFacts record={record} />
      {withdrawal && <WithdrawalFacts withdrawal={withdrawal} />}
      <TransferTable transfers={transfers} />
    </>
  );
}

function RecordHead({ record }: { record: finance.FinanceRecord }) {
  const { t } = useTranslation();
  const direction = record.state === 'failed' ? 'void' : record.amount >= 0 ? 'in' : 'out';
  return (
    <div className="finance-detail-head">
      <RecordKindIcon kind={record.kind} />
      <div className="finance-detail-head__title" data-testid="detail-title">
        {record.title || t(`finance.kind.${record.kind}`)}
      </div>
      <div className={`finance-detail-head__amount finance-amount--${direction}`} data-testid="detail-amount">
        {signedYuanText(record.amount)}
      </div>
      <RecordStateTag state={record.state} />
    </div>
  );
}

type DescriptionItem = NonNullable<DescriptionsProps['items']>[number];

function RecordFacts({ record }: { record: finance.FinanceRecord }) {
  const { t } = useTranslation();
  const items: DescriptionItem[] = [
    { key: 'kind', label: t('finance.detail.kind'), children: t(`finance.kind.${record.kind}`) },
    { key: 'createTime', label: t('finance.detail.createTime'), children: record.createTime },
  ];
  if (record.availableTime) {
    items.push({
      key: 'availableTime',
      label: t('finance.detail.availableTime'),
      children: record.availableTime,
    });
  }
  if (record.sourceType !== 'withdrawal') {
    items.push({
      key: 'source',
      label: t('finance.detail.source'),
      children: <RecordSource record={record} />,
    });
  }
  if (record.orderNo) {
    items.push({
      key: 'orderNo',
      label: t('finance.detail.orderNo'),
      children: <span data-testid="detail-order-no">{record.orderNo}</span>,
    });
  }
  items.push({ key: 'id', label: t('finance.detail.recordNo'), children: String(record.id) });
  return (
    <Descriptions
      className="finance-facts"
      column={2}
      items={items}
      data-testid="detail-facts"
      size="medium"
    />
  );
}
