import { Descriptions, Timeline } from 'antd';
import type { finance } from '@fox/contracts';
import type { TFunction } from '../../i18n/translator';
import { useTranslation } from '../../i18n/use-translation';
import { yuanText } from './finance-format';

const STEP_COLORS: Record<finance.Withdrawal['steps'][number]['step'], string> = {
  applied: 'blue',
  sent: 'blue',
  succeeded: 'green',
  failed: 'red',
  returned: 'gray',
};

/** The card a withdrawal goes to, as every page shows it: the bank and the last four digits. */
export function cardText(t: TFunction, bank: string, tail: string): string {
  return t('finance.detail.cardText', { bank, tail });
}

/** A withdrawal's number, card, fee and arrival, and its steps as a timeline, newest last. */
export function WithdrawalFacts({ withdrawal }: { withdrawal: finance.Withdrawal }) {
  const { t } = useTranslation();
  const items = [
    { key: 'withdrawNo', label: t('finance.detail.withdrawNo'), children: withdrawal.withdrawNo },
    {
      key: 'card',
      label: t('finance.detail.card'),
      children: (
        <span data-testid="withdrawal-card">{cardText(t, withdrawal.bankName, withdrawal.cardTail)}</span>
      ),
    },
    {
      key: 'fee',
      label: t('finance.detail.fee'),
      children: <span data-testid="withdrawal-fee">¥{yuanText(withdrawal.fee)}</span>,
    },
    {
      key: 'arrival',
      label: t('finance.detail.arrival'),
      children: <span data-testid="withdrawal-arrival">¥{yuanText(withdrawal.arrival)}</span>,
    },
    ...(withdrawal.finishTime
      ? [{ key: 'finishTime', label: t('finance.detail.finishTime'), children: withdrawal.finishTime }]
      : []),
    ...(withdrawal.failReason
      ? [{ key: 'failReason', label: t('finance.detail.failReason'), children: withdrawal.failReason }]
      : []),
  ];
  return (
    <section className="finance-withdrawal" data-testid="detail-withdrawal">
      <Descriptions className="finance-facts" column={2} items={items} size="medium" />
      <h2 className="finance-section-head__title">{t('finance.detail.steps')}</h2>
      <Timeline
        className="finance-steps"
        data-testid="withdrawal-steps"
        items={[
          ...withdrawal.steps.map((step) => ({
            key: `${step.step}-${step.time}`,
            color: STEP_COLORS[step.step],
            content: (
              <div className="finance-step" data-testid="withdrawal-step">
                <div className="finance-step__title">{t(`finance.step.${step.step}`)}</div>
                {step.note && <div className="finance-step__note">{step.note}</div>}
                <div className="finance-step__time">{step.time}</div>
              </div>
            ),
          })),
          // While the payout provider has not answered, the last step is the one everyone waits for.
          ...(withdrawal.state === 'processing'
            ? [
                {
                  key: 'waiting',
                  loading: true,
                  content: <div className="finance-step__note">{t('finance.step.waiting')}</div>,
                },
              ]
            : []),
        ]}
      />
    </section>
  );
}
