import { Skeleton } from 'antd';
import type { PageProps } from '../../ui/PageHeading';
import { PageHeading } from '../../ui/PageHeading';
import { useIsLoggedIn } from '../auth';
import { AccountStatusCard } from './AccountStatusCard';
import { BankCardPanel } from './BankCardPanel';
import { EntryLoadFailed, EntryLoginNeeded } from './EntryStates';
import { useBankCard, usePayAccount } from './entry-queries';
import { accountStanding } from './identity-rules';
import { registerEntryMessages } from './entry-i18n';
import './entry.css';

registerEntryMessages();

/** /entry/status: where the real-name verification stands, and below it the settlement bank card. */
export function EntryStatusPage({ routeKey }: PageProps) {
  const loggedIn = useIsLoggedIn();
  return (
    <section className="page-card entry-page" data-testid="entry-status-page">
      <PageHeading routeKey={routeKey} />
      {loggedIn ? <EntryStatus /> : <EntryLoginNeeded />}
    </section>
  );
}

function EntryStatus() {
  const account = usePayAccount();
  const card = useBankCard();
  if (account.isPending || card.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!account.data || !card.data) {
    return (
      <EntryLoadFailed
        onRetry={() => {
          void account.refetch();
          void card.refetch();
        }}
      />
    );
  }
  const standing = accountStanding(account.data, Date.now());
  return (
    <div className="entry-status-list">
      <AccountStatusCard account={account.data} standing={standing} />
      <BankCardPanel card={card.data} canAdd={standing === 'passed'} verifiedName={account.data.legalName} />
    </div>
  );
}
