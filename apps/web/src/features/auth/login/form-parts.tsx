import type { ReactNode } from 'react';
import { Button, Checkbox, Form } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useTranslation } from '../../../i18n/use-translation';
import { termsRule, type RuleMessage } from './login-rules';

type Translate = (key: string) => string;

/** An antd rule from one of the pure checks of login-rules.ts. */
export function ruleOf<T>(check: (value: T) => RuleMessage | null, t: Translate): RuleObject {
  return {
    validator: (_rule, value: T) => {
      const fault = check(value);
      return fault ? Promise.reject(new Error(t(fault))) : Promise.resolve();
    },
  };
}

/** The service terms and privacy agreement every login and reset must tick (spec 002 §5). */
export function TermsField({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="agreed"
      valuePropName="checked"
      rules={[ruleOf(termsRule, t)]}
      className="login-form__terms"
    >
      <Checkbox data-testid={testId}>
        {t('login.termsPrefix')}
        <span className="login-form__terms-name">{t('login.termsService')}</span>
        {t('login.termsAnd')}
        <span className="login-form__terms-name">{t('login.termsPrivacy')}</span>
      </Checkbox>
    </Form.Item>
  );
}

interface SubmitButtonProps {
  busy: boolean;
  disabled: boolean;
  testId: string;
  children: ReactNode;
}

/** The form's full-width round primary button; it spins while the request runs. */
export function SubmitButton({ busy, disabled, testId, children }: SubmitButtonProps) {
  return (
    <Button
      type="primary"
      size="large"
      shape="round"
      block
      htmlType="submit"
      loading={busy}
      disabled={disabled}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
