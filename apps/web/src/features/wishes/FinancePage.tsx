import { Button, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { PageProps } from '../../ui/PageHeading';
import { PageHeading } from '../../ui/PageHeading';
import { EmptyState } from '../../ui';
import { useIsLoggedIn } from '../auth';
import { LoginNeeded } from './LoginNeeded';
import { registerWishMessages } from './wish-i18n';
import { minuteOf, yuanText } from './wish-format';
import { takerOrderPath } from './wish-links';
import { useEarnings } from './wish-queries';
import { WishLoadFailed } from './WishUnavailable';
import './wishes.css';

registerWishMessages();

/** /makeMoney/finance: the earnings from wishes, their total, and each settlement paid in (cash-out later). */
export function FinancePage({ routeKey }: PageProps) {
  const loggedIn = useIsLoggedIn();
  return (
    <section className="page-card" data-testid="wish-finance">
      <PageHeading routeKey={routeKey} />
      {loggedIn ? <Earnings /> : <LoginNeeded />}
    </section>
  );
}

function Earnings() {
  const { t } = useTranslation();
  const query = useEarnings();
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError && !query.data) return <WishLoadFailed onRetry={() => void query.refetch()} />;
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const records = pages.flatMap((page) => page.records);
  return (
    <>
      <div className="wish-earnings">
        <div className="wish-earnings__card wish-earnings__card--main">
          <span>{t('wishes.finance.balance')}</span>
          <strong data-testid="earnings-balance">¥{yuanText(first?.balance ?? 0)}</strong>
          <small>{t('wishes.finance.cashOutLater')}</small>
        </div>
        <div className="wish-earnings__card">
          <span>{t('wishes.finance.totalEarned')}</span>
          <strong data-testid="earnings-total">¥{yuanText(first?.totalEarned ?? 0)}</strong>
        </div>
      </div>
      <h2 className="wish-order__heading">{t('wishes.finance.records')}</h2>
      {records.length === 0 ? (
        <EmptyState text={t('wishes.finance.recordsEmpty')} data-testid="earnings-empty" />
      ) : (
        <ul className="wish-rows" data-testid="earnings-records">
          {records.map((record) => (
            <li key={record.id} className="wish-row" data-testid="earnings-record">
              <Link to={takerOrderPath(record.taskNumber)} className="wish-row__main">
                <div className="wish-row__title">
                  <span>{record.title}</span>
                </div>
                <div className="wish-row__meta">
                  <span>{t('wishes.finance.settle')}</span>
                  <span>{minuteOf(record.createTime)}</span>
                  <span>{t('wishes.finance.fee', { amount: yuanText(record.fee) })}</span>
                </div>
              </Link>
              <div className="wish-row__side">
                <span className="wish-row__reward wish-row__reward--green">+¥{yuanText(record.amount)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button
          block
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          data-testid="earnings-more"
        >
          {t('wishes.finance.loadMore')}
        </Button>
      )}
    </>
  );
}
