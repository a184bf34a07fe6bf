import { useCallback, useEffect, useState } from 'react';
import { Button, Spin } from 'antd';
import { LeftOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { PageProps } from '../../ui/PageHeading';
import { PageHeading } from '../../ui/PageHeading';
import { useIsLoggedIn } from '../auth';
import { useSettlementGate } from '../wallet';
import { CashOutForm } from './CashOutForm';
import { FinanceLoginNeeded } from './FinanceNotices';
import { FINANCE_PATH } from './finance-links';
import { registerFinanceMessages } from './finance-i18n';
import './finance.css';
import './cash-out.css';

registerFinanceMessages();

/** /makeMoney/cashOut: withdraw available earnings to the settlement card, after the settlement gate. */
export function CashOutPage({ routeKey }: PageProps) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const back = (
    <Link to={FINANCE_PATH} className="finance-back" data-testid="cash-out-back">
      <LeftOutlined /> {t('finance.cashOut.backFinance')}
    </Link>
  );
  return (
    <section className="page-card finance-page" data-testid="cash-out-page">
      <PageHeading routeKey={routeKey} extra={back} />
      {loggedIn ? <GatedCashOut /> : <FinanceLoginNeeded />}
    </section>
  );
}

type GateState = 'checking' | 'ready' | 'blocked';

/**
 * The form appears only once the gate let the viewer through (a passed, unexpired real-name account and a
 * passed card); the gate itself says what is missing and leads the way to fix it. The server checks again.
 */
function GatedCashOut() {
  const { t } = useTranslation();
  const gate = useSettlementGate();
  const [state, setState] = useState<GateState>('checking');

  const check = useCallback(() => {
    setState('checking');
    void gate.check().then((ready) => setState(ready ? 'ready' : 'blocked'));
  }, [gate]);

  useEffect(() => {
    let live = true;
    void gate.check().then((ready) => {
      if (live) setState(ready ? 'ready' : 'blocked');
    });
    return () => {
      live = false;
    };
  }, [gate]);

  if (state === 'checking') {
    return (
      <div className="page-spinner finance-checking" data-testid="cash-out-checking">
        <Spin />
        <span>{t('finance.cashOut.checking')}</span>
      </div>
    );
  }
  if (state === 'blocked') {
    return (
      <div className="not-available" data-testid="cash-out-blocked">
        <SafetyCertificateOutlined className="not-available__icon" aria-hidden />
        <div className="not-available__text">{t('finance.cashOut.blocked')}</div>
        <Button onClick={check} data-testid="cash-out-recheck">
          {t('finance.cashOut.recheck')}
        </Button>
      </div>
    );
  }
  return <CashOutForm />;
}
