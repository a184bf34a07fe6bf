import { useState } from 'react';
import { Button, Input, Skeleton } from 'antd';
import { BankOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { CashOutConfirm } from './CashOutConfirm';
import { CashOutResult } from './CashOutResult';
import { FinanceLoadFailed } from './FinanceNotices';
import { cardText } from './WithdrawalFacts';
import { checkAmount, feePercentOf, leftTodayCents, mostNowCents, type CashOutRules } from './cash-out-rules';
import { yuanText } from './finance-format';
import { useCashOutRules } from './finance-queries';
import { useCashOut, type CashOutAnswer } from './use-cash-out';

/** The cash-out form once the gate let the viewer through: the card, the amount, the rules, the result. */
export function CashOutForm() {
  const rules = useCashOutRules(true);
  const [answer, setAnswer] = useState<CashOutAnswer | null>(null);
  if (answer) return <CashOutResult answer={answer} hours={rules.data?.arrivalHours ?? 0} />;
  if (rules.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!rules.data) return <FinanceLoadFailed onRetry={() => void rules.refetch()} />;
  return <AmountForm rules={rules.data} onDone={setAnswer} />;
}

function AmountForm({ rules, onDone }: { rules: CashOutRules; onDone: (answer: CashOutAnswer) => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const cashOut = useCashOut();
  const check = checkAmount(amount, rules, t);
  const canSubmit = amount.trim() !== '' && check.problem === null;
  const card = rules.card.cardTail
    ? cardText(t, rules.card.bankName, rules.card.cardTail)
    : t('finance.cashOut.noCard');

  const openConfirm = () => {
    if (!canSubmit) return;
    cashOut.prepare(amount.trim());
    setConfirming(true);
  };
  const confirm = async () => {
    const answer = await cashOut.send();
    if (answer) {
      setConfirming(false);
      onDone(answer);
    }
  };

  return (
    <div className="cash-out" data-testid="cash-out-form">
      <div className="cash-out__card">
        <span className="cash-out__card-icon" aria-hidden>
          <BankOutlined />
        </span>
        <div>
          <div className="cash-out__card-label">{t('finance.cashOut.toCard')}</div>
          <div className="cash-out__card-name" data-testid="cash-out-card">
            {card}
          </div>
        </div>
      </div>

      <div className="cash-out__label-row">
        <label htmlFor="cash-out-amount">{t('finance.cashOut.amount')}</label>
        <span className="cash-out__available" data-testid="cash-out-available">
          {t('finance.cashOut.available')} <strong>¥{yuanText(rules.available)}</strong>
        </span>
      </div>
      <div className="cash-out__amount">
        <Input
          id="cash-out-amount"
          size="large"
          variant="borderless"
          prefix={<span className="cash-out__currency">¥</span>}
          inputMode="decimal"
          autoComplete="off"
          maxLength={16}
          placeholder={t('finance.cashOut.placeholder')}
          value={amount}
          status={check.problem ? 'error' : undefined}
          onChange={(event) => setAmount(event.target.value)}
          onPressEnter={openConfirm}
          data-testid="cash-out-amount"
        />
        <Button
          type="link"
          onClick={() => setAmount(yuanText(mostNowCents(rules) / 100))}
          data-testid="cash-out-all"
        >
          {t('finance.cashOut.all')}
        </Button>
      </div>
      <div className="cash-out__hint" aria-live="polite">
        {check.problem ? (
          <span className="cash-out__problem" data-testid="cash-out-problem">
            {check.problem}
          </span>
        ) : check.preview ? (
          <span data-testid="cash-out-preview">
            {t('finance.cashOut.preview', { ...check.preview, hours: rules.arrivalHours })}
          </span>
        ) : (
          t('finance.cashOut.previewIdle')
        )}
      </div>

      <Button
        type="primary"
        size="large"
        shape="round"
        block
        className="cash-out__submit"
        disabled={!canSubmit}
        onClick={openConfirm}
        data-testid="cash-out-submit"
      >
        {t('finance.cashOut.submit')}
      </Button>

      <RulesList rules={rules} />

      {confirming && check.preview && (
        <CashOutConfirm
          amount={yuanText(Number(amount.trim()))}
          fee={check.preview.fee}
          arrival={check.preview.arrival}
          card={card}
          hours={rules.arrivalHours}
          sending={cashOut.sending}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}

function RulesList({ rules }: { rules: CashOutRules }) {
  const { t } = useTranslation();
  return (
    <section className="cash-out__rules" data-testid="cash-out-rules">
      <h2 className="cash-out__rules-title">{t('finance.cashOut.rules')}</h2>
      <ul>
        <li>{t('finance.cashOut.ruleMin', { min: yuanText(rules.minAmount) })}</li>
        <li data-testid="rule-daily">
          {t('finance.cashOut.ruleDaily', {
            limit: yuanText(rules.dailyLimit),
            today: yuanText(rules.withdrawnToday),
            left: yuanText(leftTodayCents(rules) / 100),
          })}
        </li>
        <li>
          {t('finance.cashOut.ruleFee', {
            rate: feePercentOf(rules.feePermille),
            min: yuanText(rules.feeMin),
          })}
        </li>
        <li>{t('finance.cashOut.ruleArrival', { hours: rules.arrivalHours })}</li>
      </ul>
    </section>
  );
}
