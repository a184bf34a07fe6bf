import { lazy, Suspense, useState } from 'react';
import { Button, Skeleton } from 'antd';
import { LockOutlined, TrophyOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { distribution } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState, Pagination } from '../../ui';
import { PageHeading, type PageProps } from '../../ui/PageHeading';
import { openLoginPrompt, useIsLoggedIn } from '../auth';
import { PromotionFigures } from './PromotionFigures';
import {
  distributionDetailLink,
  PLAZA_PATH,
  PROMOTIONS_PAGE_SIZE,
  useMyPromotions,
  usePromoterFigures,
} from './distribution-queries';
import { registerDistributionMessages } from './distribution-i18n';
import './distribution.css';

registerDistributionMessages();

// The chart library arrives only with the dashboard, not with the plaza that shares this chunk.
const CommissionChart = lazy(() =>
  import('./CommissionChart').then((module) => ({ default: module.CommissionChart })),
);

/**
 * /makeMoney/indepent: the promoter's dashboard — today's and the month's visits, buyers, orders and
 * commission, the last 30 days' commission, the month's rank among promoters (all from the server's
 * daily and monthly rollups), and each item promoted with its own figures.
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
      <Overview />
      <Promotions />
    </section>
  );
}

function Overview() {
  const { t } = useTranslation();
  const figures = usePromoterFigures();
  if (figures.isError) {
    return (
      <EmptyState text={t('distribution.loadFailed')} data-testid="promoter-failed">
        <Button onClick={() => void figures.refetch()}>{t('distribution.retry')}</Button>
      </EmptyState>
    );
  }
  if (!figures.data) return <Skeleton active paragraph={{ rows: 5 }} />;
  const { today, month, series, rank, promoters } = figures.data;
  return (
    <div className="promoter__overview">
      <div className="promoter__periods">
        <div className="promoter__period">
          <h2 className="promotion__heading">{t('distribution.today')}</h2>
          <PromotionFigures figures={today} testId="promoter-today" />
        </div>
        <div className="promoter__period">
          <h2 className="promotion__heading">{t('distribution.month')}</h2>
          <PromotionFigures figures={month} testId="promoter-month" />
        </div>
        <RankCard rank={rank} promoters={promoters} earned={month.commission > 0} />
      </div>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
        <CommissionChart series={series} />
      </Suspense>
    </div>
  );
}

/** The month's place among promoters by commission; nobody is ranked before their first commission. */
function RankCard({ rank, promoters, earned }: { rank: number; promoters: number; earned: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="promoter__rank" data-testid="promoter-rank">
      <span className="promoter__rank-label">
        <TrophyOutlined aria-hidden /> {t('distribution.rank')}
      </span>
      {earned ? (
        <>
          <strong className="promoter__rank-place" data-testid="promoter-rank-place">
            {t('distribution.rankPlace', { rank })}
          </strong>
          <span className="promoter__rank-note">{t('distribution.rankOf', { count: promoters })}</span>
        </>
      ) : (
        <span className="promoter__rank-note">{t('distribution.rankNone')}</span>
      )}
    </div>
  );
}

/** The items promoted, newest first, a page at a time, each with its own figures. */
function Promotions() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const promotions = useMyPromotions(page, PROMOTIONS_PAGE_SIZE, true);
  if (promotions.isError) {
    return (
      <EmptyState text={t('distribution.loadFailed')} data-testid="promoter-list-failed">
        <Button onClick={() => void promotions.refetch()}>{t('distribution.retry')}</Button>
      </EmptyState>
    );
  }
  const total = promotions.data?.total ?? 0;
  return (
    <div className="promoter__list">
      <h2 className="promotion__heading">{t('distribution.promoted')}</h2>
      {!promotions.data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : total === 0 ? (
        <EmptyState text={t('distribution.promotedEmpty')} data-testid="promoter-empty">
          <Link to={PLAZA_PATH}>{t('distribution.goPlaza')}</Link>
        </EmptyState>
      ) : (
        <ul className="promoter__rows" data-testid="promoter-rows">
          {promotions.data.data.map((row) => (
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
