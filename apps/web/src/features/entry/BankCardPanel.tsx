import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Tag } from 'antd';
import { BankOutlined, PlusOutlined } from '@ant-design/icons';
import type { wallet } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { BankCardDialog } from './BankCardDialog';

/** Where a verified user with a passed card withdraws earnings. */
const CASH_OUT_PATH = '/makeMoney/cashOut';

const TAG_COLORS = { WaitApprove: 'processing', Pass: 'success', Refuse: 'error' } as const;

/**
 * The settlement card part of /entry/status: none (an add button, usable once the name is verified), or
 * the card as bank, last four digits, branch and masked holder with its review; the dialog adds or
 * replaces it.
 */
export function BankCardPanel({
  card,
  canAdd,
  verifiedName,
}: {
  card: wallet.BankCard;
  /** The real name passed and has not expired: the server accepts a card only then. */
  canAdd: boolean;
  /** The masked verified name the holder must equal. */
  verifiedName: string;
}) {
  const { t } = useTranslation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const state = card.state;

  return (
    <section className={`entry-status entry-bank entry-bank--${state ?? 'none'}`} data-testid="bank-status">
      <header className="entry-status__head">
        <h2 className="entry-status__title">{t('entry.status.bankTitle')}</h2>
        {state && (
          <Tag color={TAG_COLORS[state]} data-testid="bank-state">
            {t(`entry.status.bankState.${state}`)}
          </Tag>
        )}
      </header>
      {state === null ? (
        <div className="entry-bank__empty">
          <p className="entry-status__text" data-testid="bank-prompt">
            {t('wallet.settlement.bankMissing')}
          </p>
          <p className="entry-status__text">{t('entry.status.bankNoneText')}</p>
        </div>
      ) : (
        <>
          <div className="entry-bank-card" data-testid="bank-card">
            <div className="entry-bank-card__bank">
              <BankOutlined aria-hidden /> <span data-testid="bank-name">{card.bankName}</span>
            </div>
            <div className="entry-bank-card__number" data-testid="bank-tail">
              {t('entry.status.cardTail', { tail: card.cardTail })}
            </div>
            <div className="entry-bank-card__meta">
              <span>
                {t('entry.status.holder')} <span data-testid="bank-holder">{card.holderName}</span>
              </span>
              <span>
                {t('entry.status.branch')} <span data-testid="bank-branch">{card.branchName}</span>
              </span>
            </div>
          </div>
          {state !== 'Pass' && (
            <div className="entry-status__prompt" role="status" data-testid="bank-prompt">
              {t(
                state === 'WaitApprove' ? 'wallet.settlement.bankReviewing' : 'wallet.settlement.bankRefused',
              )}
            </div>
          )}
          {state === 'Refuse' && card.rejectReason && (
            <div className="entry-status__reason" data-testid="bank-reason">
              {t('entry.reason', { reason: card.rejectReason })}
            </div>
          )}
        </>
      )}
      <div className="entry-bank__actions">
        <Button
          type={state === 'Pass' ? 'default' : 'primary'}
          icon={state === null ? <PlusOutlined /> : undefined}
          disabled={!canAdd}
          onClick={() => setDialogOpen(true)}
          data-testid="bank-action"
        >
          {state === null
            ? t('entry.status.addCard')
            : state === 'Refuse'
              ? t('entry.status.readdCard')
              : t('entry.status.replaceCard')}
        </Button>
        {!canAdd && <span className="entry-field__hint">{t('entry.status.bankNeedsAccount')}</span>}
        {canAdd && state === 'Pass' && (
          <Link to={CASH_OUT_PATH} data-testid="bank-cash-out">
            {t('entry.status.cashOut')}
          </Link>
        )}
      </div>
      {dialogOpen && (
        <BankCardDialog
          replacing={state !== null}
          verifiedName={verifiedName}
          onClose={() => setDialogOpen(false)}
        />
      )}
    </section>
  );
}
