import type { ComponentProps, ReactNode } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from '../../../i18n/use-translation';
import { ruleOf } from './form-parts';
import { confirmRule, newPasswordRule, PASSWORD_MAX_LENGTH } from './login-rules';

interface NewPasswordFieldsProps {
  testIds: { password: string; confirm: string };
  /** Labels above the inputs (the password dialog's vertical form); none on the reset form. */
  labels?: { password: ReactNode; confirm: ReactNode };
}

/** The `password` and `confirm` fields: a new password (6 to 32 characters) typed twice. */
export function NewPasswordFields({ testIds, labels }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={labels?.password}
        rules={[ruleOf(newPasswordRule, t)]}
        validateTrigger="onBlur"
      >
        <PasswordInput placeholder={t('login.newPasswordPlaceholder')} data-testid={testIds.password} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={labels?.confirm}
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) =>
            ruleOf((confirm: string | undefined) => confirmRule(getFieldValue('password'), confirm), t),
        ]}
        validateTrigger="onBlur"
      >
        <PasswordInput placeholder={t('login.confirmPlaceholder')} data-testid={testIds.confirm} />
      </Form.Item>
    </>
  );
}

type PasswordInputProps = ComponentProps<typeof Input.Password> & { 'data-testid': string };

/** A large password input of at most 32 characters; a new password unless `autoComplete` says otherwise. */
export function PasswordInput(props: PasswordInputProps) {
  return (
    <Input.Password size="large" maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" {...props} />
  );
}
