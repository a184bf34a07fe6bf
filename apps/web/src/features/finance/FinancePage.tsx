import type { PageProps } from '../../ui/PageHeading';
import { PageHeading } from '../../ui/PageHeading';
import { useIsLoggedIn } from '../auth';
import { EarningsOverview } from './EarningsOverview';
import { FinanceRecords } from './FinanceRecords';
import { FinanceLoginNeeded } from './FinanceNotices';
import { registerFinanceMessages } from './finance-i18n';
import './finance.css';

registerFinanceMessages();

/**
 * /makeMoney/finance, the settlement centre: the viewer's earnings (yuan from drama sales and wish
 * settlements, never fox coins), their last 30 days, and the statement of every credit and withdrawal.
 */
export function FinancePage({ routeKey }: PageProps) {
  const loggedIn = useIsLoggedIn();
  return (
    <section className="page-card finance-page" data-testid="finance-page">
      <PageHeading routeKey={routeKey} />
      {loggedIn ? (
        <>
          <EarningsOverview />
          <FinanceRecords />
        </>
      ) : (
        <FinanceLoginNeeded />
      )}
    </section>
  );
}
