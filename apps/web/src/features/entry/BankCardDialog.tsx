import { useState } from 'react';
import { Alert, Button, Input, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { identity } from '@fox/contracts';
import { api, isApiError } from '../../api';
import { useTranslation } from '../../i18n/use-translation';
import { useFeedback } from '../../ui/feedback';
import { EntryField } from './EntryStates';
import { rememberBankCard } from './entry-queries';
import {
  cardDigits,
  cardNumberProblemKey,
  groupedCardNumber,
  holderMatchesMaskedName,
} from './identity-rules';
import { useCardBank } from './use-card-bank';

interface CardValues {
  digits: string;
  bankName: string;
  branchName: string;
  holderName: string;
}

type Problems = Partial<Record<keyof CardValues, string>>;

/**
 * Adds or replaces the settlement bank card: the number grouped by four as it is typed and Luhn-checked,
 * the bank named from its first digits (typed by the user when the issuer list does not know them), the
 * branch, and the holder, who must be the verified name. The browser only knows that name masked, so the
 * user types it in full and the server compares.
 */
export function BankCardDialog({
  replacing,
  verifiedName,
  onClose,
}: {
  replacing: boolean;
  verifiedName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<CardValues>({
    digits: '',
    bankName: '',
    branchName: '',
    holderName: '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const bank = useCardBank(values.digits);
  const askBank = bank.kind === 'unknown';

  const set = (key: keyof CardValues, value: string) => {
    setValues((before) => ({ ...before, [key]: value }));
    setProblems((before) => ({ ...before, [key]: undefined }));
  };
  const problemText = (key: keyof CardValues) => {
    const problem = problems[key];
    return problem ? t(`entry.problem.${problem}`) : null;
  };

  const problemsOf = (): Problems => {
    const found: Problems = {};
    const card = cardNumberProblemKey(values.digits);
    if (card) found.digits = card;
    if (askBank && values.bankName.trim() === '') found.bankName = 'bankRequired';
    const branch = values.branchName.trim();
    if (branch === '') found.branchName = 'branchRequired';
    else if ([...branch].length < 2) found.branchName = 'branchTooShort';
    const holder = values.holderName.trim();
    if (holder === '') found.holderName = 'holderRequired';
    else if (!holderMatchesMaskedName(holder, verifiedName)) found.holderName = 'holderMismatch';
    return found;
  };

  const submit = async () => {
    const found = problemsOf();
    setProblems(found);
    setServerMessage(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const card = await api(
        identity.saveBankCard,
        {
          cardNumber: values.digits,
          ...(askBank ? { bankName: values.bankName.trim() } : {}),
          branchName: values.branchName.trim(),
          holderName: values.holderName.trim(),
        },
        { silent: true },
      );
      rememberBankCard(queryClient, card);
      void message.success(t('entry.card.submitted'));
      onClose();
    } catch (error) {
      setServerMessage(isApiError(error) ? error.msg : t('entry.loadFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={replacing ? t('entry.card.replaceTitle') : t('entry.card.addTitle')}
      onCancel={onClose}
      width={520}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('entry.card.cancel')}
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={sending}
          onClick={() => void submit()}
          data-testid="card-submit"
        >
          {t('entry.card.submit')}
        </Button>,
      ]}
    >
      <div className="entry-card-form" data-testid="card-dialog">
        <p className="entry-field__hint">{t('entry.card.intro')}</p>
        <EntryField
          label={t('entry.card.cardNumber')}
          htmlFor="card-number"
          problem={problemText('digits')}
          hint={<CardBankLine bank={bank} />}
          testId="card-number"
        >
          <Input
            id="card-number"
            inputMode="numeric"
            autoComplete="cc-number"
            size="large"
            className="entry-card-form__number"
            value={groupedCardNumber(values.digits)}
            onChange={(event) => set('digits', cardDigits(event.target.value))}
            onBlur={() =>
              values.digits !== '' &&
              setProblems((before) => ({
                ...before,
                digits: cardNumberProblemKey(values.digits) ?? undefined,
              }))
            }
            placeholder={t('entry.card.cardNumberPlaceholder')}
            data-testid="card-number"
          />
        </EntryField>
        {askBank && (
          <EntryField
            label={t('entry.card.bankName')}
            htmlFor="card-bank"
            problem={problemText('bankName')}
            testId="card-bank"
          >
            <Input
              id="card-bank"
              maxLength={identity.BANK_NAME_MAX}
              value={values.bankName}
              onChange={(event) => set('bankName', event.target.value)}
              placeholder={t('entry.card.bankNamePlaceholder')}
              data-testid="card-bank"
            />
          </EntryField>
        )}
        <EntryField
          label={t('entry.card.branchName')}
          htmlFor="card-branch"
          problem={problemText('branchName')}
          testId="card-branch"
        >
          <Input
            id="card-branch"
            maxLength={identity.BRANCH_NAME_MAX}
            value={values.branchName}
            onChange={(event) => set('branchName', event.target.value)}
            placeholder={t('entry.card.branchPlaceholder')}
            data-testid="card-branch"
          />
        </EntryField>
        <EntryField
          label={t('entry.card.holderName')}
          htmlFor="card-holder"
          problem={problemText('holderName')}
          hint={t('entry.card.holderHint', { name: verifiedName })}
          testId="card-holder"
        >
          <Input
            id="card-holder"
            maxLength={identity.LEGAL_NAME_MAX}
            value={values.holderName}
            onChange={(event) => set('holderName', event.target.value)}
            placeholder={t('entry.card.holderPlaceholder')}
            data-testid="card-holder"
          />
        </EntryField>
        {serverMessage && (
          <Alert type="error" showIcon title={serverMessage} data-testid="card-server-error" />
        )}
      </div>
    </Modal>
  );
}

/** Under the number: the bank found from its first digits, or that it is being looked up or unknown. */
function CardBankLine({ bank }: { bank: ReturnType<typeof useCardBank> }) {
  const { t } = useTranslation();
  if (bank.kind === 'tooShort') return null;
  if (bank.kind === 'looking') return <span data-testid="card-bank-looking">{t('entry.card.looking')}</span>;
  if (bank.kind === 'unknown')
    return <span data-testid="card-bank-unknown">{t('entry.card.unknownBank')}</span>;
  return (
    <span className="entry-card-form__bank" data-testid="card-bank-found">
      {bank.bankName}
      {bank.cardType && ` · ${t(`entry.card.cardType.${bank.cardType}`)}`}
      {bank.cardType === 'credit' && (
        <span className="entry-card-form__credit"> {t('entry.card.creditHint')}</span>
      )}
    </span>
  );
}
