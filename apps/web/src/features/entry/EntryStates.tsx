import type { ReactNode } from 'react';
import { Button } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { openLoginPrompt } from '../auth';

/** What a guest sees: the reason and the way to log in. */
export function EntryLoginNeeded() {
  const { t } = useTranslation();
  return (
    <div className="not-available" data-testid="entry-login-needed">
      <LockOutlined className="not-available__icon" aria-hidden />
      <div className="not-available__text">{t('entry.loginRequired')}</div>
      <Button type="primary" onClick={openLoginPrompt}>
        {t('entry.login')}
      </Button>
    </div>
  );
}

/** The account or card could not be read: say so and offer another try. */
export function EntryLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="not-available" data-testid="entry-load-failed">
      <div className="not-available__text">{t('entry.loadFailed')}</div>
      <Button onClick={onRetry}>{t('entry.retry')}</Button>
    </div>
  );
}

/** One labelled row of a form: the label, the control, its hint, and what is wrong with it. */
export function EntryField({
  label,
  htmlFor,
  required = true,
  hint,
  problem,
  testId,
  children,
}: {
  label: string;
  htmlFor?: string;
  required?: boolean;
  hint?: ReactNode;
  /** The message to show, already translated; null when the value is fine. */
  problem?: string | null;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="entry-field">
      <label
        className={required ? 'entry-field__label entry-field__label--required' : 'entry-field__label'}
        htmlFor={htmlFor}
      >
        {label}
      </label>
      <div className="entry-field__control">
        {children}
        {hint && <div className="entry-field__hint">{hint}</div>}
        {problem && (
          <div className="entry-field__problem" role="alert" data-testid={`${testId}-error`}>
            {problem}
          </div>
        )}
      </div>
    </div>
  );
}

/** A numbered part of a form, as the step-by-step forms of payment apps read. */
export function EntrySection({ index, title }: { index: number; title: string }) {
  return (
    <h2 className="entry-section">
      <span className="entry-section__index">{index}</span>
      {title}
    </h2>
  );
}
