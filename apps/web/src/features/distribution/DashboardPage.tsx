import { useState } from 'react';
import { Button, Skeleton } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { distribution } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState, Pagination } from '../../ui';
import { PageHeading, type PageProps } from '../../ui/PageHeading';
import { openLoginPrompt, useIsLoggedIn } from '../auth';
import { PromotionFigures, type Figures } from './PromotionFigures';
import {
  distributionDetailLink,
  PLAZA_PATH,
  PROMOTIONS_PAGE_SIZE,
  TOTALS_SPAN,
  useMyPromotions,
} from './distribution-queries';
import { registerDistributionMessages } from './distribution-i18n';
import './distribution.css';

registerDistributionMessages();

function sumOf(promotions: distribution.Promotion[]): Figures {
  const cents = promotions.reduce((sum, row) => sum + Math.round(row.commission * 100), 0);
  return {
    visits: promotions.reduce((sum, row) => sum + row.visits, 0),
    buyers: promotions.reduce((sum, row) => sum + row.buyers, 0),
    orders: promotions.reduce((sum, row) => sum + row.orders, 0),
    commission: cents / 100,
  };
}

/**
 * /makeMoney/indepent: the promoter's dashboard — the totals of their promotions and each item promoted
 * with its figures, from the server's per-promotion rollups.
 */
export function DashboardPage({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) {
    return (
      <section className="page-card promoter" data-testid="promoter-dashboard">
        <PageHeading routeKey={routeKey} />
        <div className="not-available" data-testid="promoter-login-needed">
          <LockOutlined className="not-available__icon" aria-hidden />
          <div className="not-available__text">{t('distribution.dashboardLogin')}</div>
          <Button type="primary" onClick={openLoginPrompt}>
            {t('distribution.login')}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <section className="page-card promoter" data-testid="promoter-dashboard">
      <PageHeading routeKey={routeKey} extra={<Link to={PLAZA_PATH}>{t('distribution.goPlaza')}</Link>} />
      <Promotions />
    </section>
  );
}

/**
 * The server gives figures per promotion. The newest page of the largest size feeds both the totals and
 * the first pages of the list (one request: the client holds one pending request per path); later pages
 * are asked for one by one. The totals say so when the promoter has more promotions than that page.
 */
function Promotions() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const head = useMyPromotions(1, TOTALS_SPAN, true);
  const headPages = TOTALS_SPAN / PROMOTIONS_PAGE_SIZE;
  const later = useMyPromotions(page, PROMOTIONS_PAGE_SIZE, page > headPages);

  if (head.isError) {
    return (
      <EmptyState text={t('distribution.loadFailed')} data-testid="promoter-failed">
        <Button onClick={() => void head.refetch()}>{t('distribution.retry')}</Button>
      </EmptyState>
    );
  }
  if (!head.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  const total = head.data.total;
  const partial = total > head.data.data.length;
  const rows =
    page <= headPages
      ? head.data.data.slice((page - 1) * PROMOTIONS_PAGE_SIZE, page * PROMOTIONS_PAGE_SIZE)
      : (later.data?.data ?? []);
  return (
    <>
      <div className="promoter__totals">
        <h2 className="promotion__heading">
          {partial
            ? t('distribution.totalsOfNewest', { count: head.data.data.length })
            : t('distribution.totals')}
        </h2>
        <PromotionFigures figures={sumOf(head.data.data)} testId="promoter-totals" />
      </div>
      <div className="promoter__list">
        <h2 className="promotion__heading">{t('distribution.promoted')}</h2>
        {total === 0 ? (
          <EmptyState text={t('distribution.promotedEmpty')} data-testid="promoter-empty">
            <Link to={PLAZA_PATH}>{t('distribution.goPlaza')}</Link>
          </EmptyState>
        ) : page > headPages && !later.data ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : (
          <ul className="promoter__rows" data-testid="promoter-rows">
            {rows.map((row) => (
              <PromotedRow key={row.id} row={row} />
            ))}
          </ul>
        )}
        {total > PROMOTIONS_PAGE_SIZE && (
          <Pagination
            current={page}
            pageSize={PROMOTIONS_PAGE_SIZE}
            total={total}
            onChange={(next) => setPage(next)}
          />
        )}
      </div>
    </>
  );
}

function PromotedRow({ row }: { row: distribution.Promotion }) {
  const { t } = useTranslation();
  const details = distributionDetailLink(row.distributionId);
  return (
    <li className="promoter__row" data-testid="promoter-row" data-id={row.distributionId}>
      <div className="promoter__row-head">
        <Link to={details} className="promoter__row-title">
          {row.title}
        </Link>
        <span className="promoter__row-note">
          {t('distribution.commissionPercent', { percent: row.commissionPercent })} ·{' '}
          {t('distribution.takenAt', { time: row.createTime.slice(0, 10) })}
        </span>
        <Link to={details} className="promoter__row-details" data-testid="promoter-row-details">
          {t('distribution.details')}
        </Link>
      </div>
      <PromotionFigures figures={row} testId={`promoter-row-${row.distributionId}`} />
    </li>
  );
}
