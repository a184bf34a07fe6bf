import { Button, Tag } from 'antd';
import { useNavigate } from 'react-router';
import type { wallet } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import type { AccountStanding } from './identity-rules';
import { validityEndDay } from './identity-rules';

export const PERSON_AUTH_PATH = '/entry/personAuth';

const TAG_COLORS: Record<AccountStanding, string> = {
  none: 'default',
  reviewing: 'processing',
  passed: 'success',
  expired: 'warning',
  refused: 'error',
};

/** The spec 002 §8 prompt each standing shows, where it has one. */
const PROMPTS: Partial<Record<AccountStanding, string>> = {
  reviewing: 'wallet.settlement.accountReviewing',
  expired: 'wallet.settlement.accountExpired',
  refused: 'wallet.settlement.accountRefused',
};

/**
 * The real-name part of /entry/status: the standing, the masked name and ID number with the validity
 * once something was submitted, the reviewer's reason after a refusal, and the way to (re)verify.
 */
export function AccountStatusCard({
  account,
  standing,
}: {
  account: wallet.PayAccount;
  standing: AccountStanding;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const prompt = PROMPTS[standing];
  const action =
    standing === 'none'
      ? t('entry.status.verifyNow')
      : standing === 'expired'
        ? t('entry.status.reverify')
        : standing === 'refused'
          ? t('entry.status.resubmit')
          : null;
  const validity =
    account.identityValidityType === '1'
      ? t('entry.status.validityUntil', { date: validityEndDay(account.identityEndDate) })
      : t('entry.status.validityLong');

  return (
    <section className={`entry-status entry-status--${standing}`} data-testid="account-status">
      <header className="entry-status__head">
        <h2 className="entry-status__title">{t('entry.status.accountTitle')}</h2>
        <Tag color={TAG_COLORS[standing]} data-testid="account-state">
          {t(`entry.status.state.${standing}`)}
        </Tag>
      </header>
      {standing === 'none' && <p className="entry-status__text">{t('entry.status.noneText')}</p>}
      {prompt && (
        <div className="entry-status__prompt" role="status" data-testid="account-prompt">
          {t(prompt)}
        </div>
      )}
      {standing === 'refused' && account.rejectReason && (
        <div className="entry-status__reason" data-testid="account-reason">
          {t('entry.reason', { reason: account.rejectReason })}
        </div>
      )}
      {standing === 'reviewing' && <p className="entry-status__text">{t('entry.status.reviewingText')}</p>}
      {standing !== 'none' && account.legalName && (
        <dl className="entry-facts" data-testid="account-facts">
          <dt>{t('entry.status.name')}</dt>
          <dd data-testid="account-name">{account.legalName}</dd>
          <dt>{t('entry.status.identityNo')}</dt>
          <dd data-testid="account-id">{account.identityNoEncrypt}</dd>
          <dt>{t('entry.status.validity')}</dt>
          <dd data-testid="account-validity">{validity}</dd>
        </dl>
      )}
      {action && (
        <Button type="primary" onClick={() => void navigate(PERSON_AUTH_PATH)} data-testid="account-action">
          {action}
        </Button>
      )}
    </section>
  );
}
