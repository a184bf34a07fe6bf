import { Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { PageProps } from '../../ui/PageHeading';
import { PageHeading } from '../../ui/PageHeading';
import { useIsLoggedIn } from '../auth';
import { EntryLoadFailed, EntryLoginNeeded } from './EntryStates';
import { usePayAccount } from './entry-queries';
import { accountStanding, mayVerify } from './identity-rules';
import { ENTRY_STATUS_PATH, PersonAuthForm } from './PersonAuthForm';
import { registerEntryMessages } from './entry-i18n';
import './entry.css';

registerEntryMessages();

/** /entry/personAuth: personal real-name verification, offered when there is none valid nor one under review. */
export function PersonAuthPage({ routeKey }: PageProps) {
  const loggedIn = useIsLoggedIn();
  return (
    <section className="page-card entry-page" data-testid="person-auth-page">
      <PageHeading routeKey={routeKey} />
      {loggedIn ? <PersonAuth /> : <EntryLoginNeeded />}
    </section>
  );
}

function PersonAuth() {
  const { t } = useTranslation();
  const account = usePayAccount();
  if (account.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!account.data) return <EntryLoadFailed onRetry={() => void account.refetch()} />;
  const standing = accountStanding(account.data, Date.now());
  if (mayVerify(standing))
    return <PersonAuthForm standing={standing} rejectReason={account.data.rejectReason} />;
  const reviewing = standing === 'reviewing';
  return (
    <div data-testid={reviewing ? 'auth-reviewing' : 'auth-passed'}>
      <Result
        status={reviewing ? 'info' : 'success'}
        title={reviewing ? t('wallet.settlement.accountReviewing') : t('entry.form.passedTitle')}
        subTitle={reviewing ? t('entry.form.reviewingText') : t('entry.form.passedText')}
        extra={
          <Link className="button-link" to={ENTRY_STATUS_PATH} data-testid="auth-view-status">
            {t('entry.viewStatus')}
          </Link>
        }
      />
    </div>
  );
}
