import { Checkbox } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { TASK_AGREEMENT_PATH } from './wish-links';

/** 'I have read and accept the task fulfilment agreement', the agreement opening as its own page. */
export function AgreementCheck({
  checked,
  onChange,
  error,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown under the box when the person tried to go on without ticking it. */
  error?: string | null;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="wish-agreement">
      <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} data-testid={testId}>
        {t('wishes.apply.agreement')}
      </Checkbox>
      <a href={TASK_AGREEMENT_PATH} target="_blank" rel="noopener noreferrer" data-testid={`${testId}-link`}>
        {t('wishes.apply.agreementLink')}
      </a>
      {error && (
        <div className="wish-field-error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </div>
      )}
    </div>
  );
}
