import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { auth, type LoginResult } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { api } from '../../../api/client';
import { encryptPassword } from '../../../api/signing';
import { currentSigningKeys } from '../../../api/signing-keys';
import { SubmitButton, TermsField, ruleOf } from './form-parts';
import {
  accountRule,
  ACCOUNT_MAX_LENGTH,
  canSubmitPasswordLogin,
  passwordRule,
  type PasswordLoginValues,
} from './login-rules';
import { PasswordInput } from './NewPasswordFields';
import { useBusy } from './use-busy';

interface PasswordLoginFormProps {
  onLogin: (result: LoginResult) => Promise<void>;
  onForgot: () => void;
}

/** The userName tab: the public ID or phone with a password, sent encrypted with the current keys. */
export function PasswordLoginForm({ onLogin, onForgot }: PasswordLoginFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<PasswordLoginValues>({});
  const { busy, run } = useBusy();

  const submit = (input: PasswordLoginValues) =>
    run(async () => {
      const keys = await currentSigningKeys();
      const result = await api(auth.login, {
        loginType: 'PASSWORD',
        userName: (input.account ?? '').trim(),
        password: encryptPassword(input.password ?? '', keys),
        deviceType: 'PC',
      });
      await onLogin(result);
    });

  return (
    <Form
      className="login-form"
      onValuesChange={(_changed, all: PasswordLoginValues) => setValues(all)}
      onFinish={(input: PasswordLoginValues) => void submit(input)}
      requiredMark={false}
    >
      <Form.Item name="account" rules={[ruleOf(accountRule, t)]} validateTrigger="onBlur">
        <Input
          size="large"
          placeholder={t('login.accountPlaceholder')}
          maxLength={ACCOUNT_MAX_LENGTH}
          autoComplete="username"
          data-testid="login-account"
        />
      </Form.Item>
      <Form.Item name="password" rules={[ruleOf(passwordRule, t)]} validateTrigger="onBlur">
        <PasswordInput
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          data-testid="login-password"
        />
      </Form.Item>
      <div className="login-form__row">
        <TermsField testId="login-terms" />
        <Button type="link" size="small" onClick={onForgot} data-testid="login-forgot">
          {t('login.forgot')}
        </Button>
      </div>
      <SubmitButton busy={busy} disabled={!canSubmitPasswordLogin(values)} testId="login-submit">
        {t('login.submit')}
      </SubmitButton>
    </Form>
  );
}
