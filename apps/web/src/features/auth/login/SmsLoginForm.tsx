import { useState } from 'react';
import { Form } from 'antd';
import { auth, type LoginResult } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { api } from '../../../api/client';
import { SubmitButton, TermsField } from './form-parts';
import { canSubmitSmsLogin, type SmsLoginValues } from './login-rules';
import { PhoneCodeFields } from './PhoneCodeFields';
import { useBusy } from './use-busy';

/** The phone tab: an SMS code logs in (a new number registers). */
export function SmsLoginForm({ onLogin }: { onLogin: (result: LoginResult) => Promise<void> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SmsLoginValues>();
  const [values, setValues] = useState<SmsLoginValues>({});
  const { busy, run } = useBusy();

  const submit = (input: SmsLoginValues) =>
    run(async () => {
      const result = await api(auth.login, {
        loginType: 'SMS_CODE',
        phoneNumber: (input.phone ?? '').trim(),
        smsCode: (input.code ?? '').trim(),
        deviceType: 'PC',
      });
      await onLogin(result);
    });

  return (
    <Form
      form={form}
      className="login-form"
      onValuesChange={(_changed, all) => setValues(all)}
      onFinish={(input) => void submit(input)}
      requiredMark={false}
    >
      <PhoneCodeFields
        phone={values.phone}
        bizType="login"
        testIds={{ phone: 'login-phone', code: 'login-sms-code', send: 'login-send-code' }}
      />
      <TermsField testId="login-terms" />
      <SubmitButton busy={busy} disabled={!canSubmitSmsLogin(values)} testId="login-submit">
        {t('login.submit')}
      </SubmitButton>
      <div className="login-form__hint">{t('login.smsHint')}</div>
    </Form>
  );
}
