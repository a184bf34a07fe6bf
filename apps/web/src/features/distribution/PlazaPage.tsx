import { Button, Segmented, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { distribution } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState, Pagination } from '../../ui';
import { PageHeading, type PageProps } from '../../ui/PageHeading';
import { PlazaCard } from './PlazaCard';
import { PLAZA_PAGE_SIZE, usePlazaPage, type PlazaSort } from './distribution-queries';
import { registerDistributionMessages } from './distribution-i18n';
import './distribution.css';

registerDistributionMessages();

const SORT_LABELS: Record<PlazaSort, string> = {
  commission: 'distribution.sortCommission',
  sales: 'distribution.sortSales',
  newest: 'distribution.sortNewest',
};

function sortOf(raw: string | null): PlazaSort {
  return distribution.PLAZA_SORTS.find((sort) => sort === raw) ?? 'commission';
}

/** /makeMoney/distributionPlaza?sort&pageNum: dramas open to distribution, by commission, sales or newest. */
export function PlazaPage({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const sort = sortOf(params.get('sort'));
  const pageNum = Math.max(1, Number(params.get('pageNum')) || 1);
  const page = usePlazaPage(sort, pageNum);

  const change = (next: { sort?: PlazaSort; pageNum?: number }) => {
    const merged = new URLSearchParams(params);
    if (next.sort) merged.set('sort', next.sort);
    if (next.pageNum && next.pageNum > 1) merged.set('pageNum', String(next.pageNum));
    else merged.delete('pageNum');
    setParams(merged);
  };

  const items = page.data?.data ?? [];
  const total = page.data?.total ?? 0;
  return (
    <section className="page-card plaza" data-testid="distribution-plaza">
      <PageHeading
        routeKey={routeKey}
        extra={
          <Segmented
            aria-label={t('distribution.sorts')}
            value={sort}
            onChange={(value) => change({ sort: sortOf(String(value)) })}
            options={distribution.PLAZA_SORTS.map((value) => ({
              value,
              label: <span data-testid={`plaza-sort-${value}`}>{t(SORT_LABELS[value])}</span>,
            }))}
          />
        }
      />
      {page.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : page.isError ? (
        <EmptyState text={t('distribution.loadFailed')} data-testid="plaza-failed">
          <Button onClick={() => void page.refetch()}>{t('distribution.retry')}</Button>
        </EmptyState>
      ) : items.length === 0 ? (
        <EmptyState text={t('distribution.empty')} data-testid="plaza-empty" />
      ) : (
        <ul className="plaza-grid" data-testid="plaza-grid">
          {items.map((item) => (
            <PlazaCard key={item.id} item={item} />
          ))}
        </ul>
      )}
      {total > PLAZA_PAGE_SIZE && (
        <Pagination
          className="plaza__pages"
          current={pageNum}
          pageSize={PLAZA_PAGE_SIZE}
          total={total}
          onChange={(next) => change({ pageNum: next })}
        />
      )}
    </section>
  );
}
