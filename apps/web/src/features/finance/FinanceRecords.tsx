import { useState } from 'react';
import { Button, Select, Skeleton, Tabs } from 'antd';
import { finance } from '@fox/contracts';
import { formatChinaTime } from '@fox/contracts/client';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../ui';
import { FinanceLoadFailed } from './FinanceNotices';
import { RecordRow } from './RecordRow';
import { recentMonths } from './finance-format';
import { useFinanceRecords, type RecordFilters } from './finance-queries';

const ALL = 'all';

/** The statement: every record newest first, narrowed by kind (tabs) and China-time month. */
export function FinanceRecords() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<RecordFilters>({});
  const months = recentMonths(formatChinaTime(Date.now()).slice(0, 7));
  const tabs = [ALL, ...finance.FINANCE_RECORD_KINDS].map((kind) => ({
    key: kind,
    label: <span data-testid={`records-tab-${kind}`}>{t(`finance.kind.${kind}`)}</span>,
  }));
  const monthOptions = [
    { value: ALL, label: t('finance.records.allMonths') },
    ...months.map((month) => ({
      value: month,
      label: t('finance.records.month', { year: month.slice(0, 4), month: Number(month.slice(5, 7)) }),
    })),
  ];

  return (
    <section className="finance-records" data-testid="finance-records">
      <header className="finance-section-head">
        <h2 className="finance-section-head__title">{t('finance.records.title')}</h2>
        <Select
          className="finance-records__month"
          value={filters.month ?? ALL}
          options={monthOptions}
          onChange={(month: string) =>
            setFilters((current) => ({ ...current, month: month === ALL ? undefined : month }))
          }
          popupMatchSelectWidth={false}
          aria-label={t('finance.records.allMonths')}
          data-testid="records-month"
        />
      </header>
      <Tabs
        className="finance-records__tabs"
        activeKey={filters.kind ?? ALL}
        items={tabs}
        onChange={(key) =>
          setFilters((current) => ({
            ...current,
            kind: key === ALL ? undefined : (key as finance.FinanceRecordKind),
          }))
        }
      />
      <RecordList filters={filters} />
    </section>
  );
}

function RecordList({ filters }: { filters: RecordFilters }) {
  const { t } = useTranslation();
  const query = useFinanceRecords(filters);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (query.isError && !query.data) return <FinanceLoadFailed onRetry={() => void query.refetch()} />;
  const records = query.data.pages.flatMap((page) => page.records);
  if (records.length === 0) {
    const filtered = filters.kind !== undefined || filters.month !== undefined;
    return (
      <EmptyState
        text={t(filtered ? 'finance.records.emptyFiltered' : 'finance.records.empty')}
        data-testid="records-empty"
      />
    );
  }
  return (
    <>
      <ul className="finance-rows" data-testid="records-list">
        {records.map((record) => (
          <RecordRow key={record.id} record={record} />
        ))}
      </ul>
      <div className="finance-records__more">
        {query.hasNextPage ? (
          <Button
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
            data-testid="records-more"
          >
            {t('finance.records.loadMore')}
          </Button>
        ) : (
          <span className="finance-records__end">{t('finance.records.noMore')}</span>
        )}
      </div>
    </>
  );
}
