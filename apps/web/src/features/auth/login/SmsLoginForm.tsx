import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { auth, SMS_CODE_LENGTH, type LoginResult } from '@fox/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { TermsField, ruleOf } from './form-parts';
import { canSubmitSmsLogin, codeRule, phoneRule, PHONE_MAX_LENGTH, type SmsLoginValues } from './login-rules';
import { SendCodeButton } from './SendCodeButton';

/** The phone tab: an SMS code logs in (a new number registers). */
export function SmsLoginForm({ onLogin }: { onLogin: (result: LoginResult) => Promise<void> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SmsLoginValues>();
  const [values, setValues] = useState<SmsLoginValues>({});
  const [busy, setBusy] = useState(false);

  const submit = async (input: SmsLoginValues) => {
    setBusy(true);
    try {
      const result = await api(auth.login, {
        loginType: 'SMS_CODE',
        phoneNumber: (input.phone ?? '').trim(),
        smsCode: (input.code ?? '').trim(),
        deviceType: 'PC',
      });
      await onLogin(result);
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      className="login-form"
      onValuesChange={(_changed, all) => setValues(all)}
      onFinish={(input) => void submit(input)}
      requiredMark={false}
    >
      <Form.Item name="phone" rules={[ruleOf(phoneRule, t)]} validateTrigger="onBlur">
        <Input
          size="large"
          prefix={<span className="login-form__area">+86</span>}
          placeholder={t('login.phonePlaceholder')}
          maxLength={PHONE_MAX_LENGTH}
          inputMode="numeric"
          autoComplete="tel"
          data-testid="login-phone"
        />
      </Form.Item>
      <Form.Item name="code" rules={[ruleOf(codeRule, t)]} validateTrigger="onBlur">
        <Input
          size="large"
          placeholder={t('login.codePlaceholder')}
          maxLength={SMS_CODE_LENGTH}
          inputMode="numeric"
          autoComplete="one-time-code"
          data-testid="login-sms-code"
          suffix={<SendCodeButton phone={values.phone} bizType="login" testId="login-send-code" />}
        />
      </Form.Item>
      <TermsField testId="login-terms" />
      <Button
        type="primary"
        size="large"
        shape="round"
        block
        htmlType="submit"
        loading={busy}
        disabled={!canSubmitSmsLogin(values)}
        data-testid="login-submit"
      >
        {t('login.submit')}
      </Button>
      <div className="login-form__hint">{t('login.smsHint')}</div>
    </Form>
  );
}
