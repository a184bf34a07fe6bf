import { useState } from 'react';
import { Button, Form } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { auth } from '@fox/contracts';
import { useFeedback } from '../../../ui/feedback';
import { useTranslation } from '../../../i18n/use-translation';
import { api } from '../../../api/client';
import { SubmitButton, TermsField } from './form-parts';
import { canSubmitResetPassword, type ResetPasswordValues } from './login-rules';
import { NewPasswordFields } from './NewPasswordFields';
import { PhoneCodeFields } from './PhoneCodeFields';
import { useBusy } from './use-busy';

/** The reset-password mode (spec 002 §4.6 'pwd', §5): phone, SMS code, new password twice, agreement. */
export function ResetPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<ResetPasswordValues>();
  const [values, setValues] = useState<ResetPasswordValues>({});
  const { busy, run } = useBusy();

  const submit = (input: ResetPasswordValues) =>
    run(async () => {
      await api(auth.resetPassword, {
        phone: (input.phone ?? '').trim(),
        code: (input.code ?? '').trim(),
        password: input.password ?? '',
        confirmPassword: input.confirm ?? '',
      });
      void message.success(t('login.resetDone'));
      onBack();
    });

  return (
    <div className="login-reset" data-testid="login-reset">
      <div className="login-reset__head">
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="reset-back">
          {t('login.backToLogin')}
        </Button>
        <span className="login-reset__title">{t('login.resetTitle')}</span>
      </div>
      <Form
        form={form}
        className="login-form"
        onValuesChange={(_changed, all) => setValues(all)}
        onFinish={(input) => void submit(input)}
        requiredMark={false}
      >
        <PhoneCodeFields
          phone={values.phone}
          bizType="resetPwd"
          testIds={{ phone: 'reset-phone', code: 'reset-code', send: 'reset-send-code' }}
          autoComplete={false}
        />
        <NewPasswordFields testIds={{ password: 'reset-password', confirm: 'reset-password-confirm' }} />
        <TermsField testId="reset-terms" />
        <SubmitButton busy={busy} disabled={!canSubmitResetPassword(values)} testId="reset-submit">
          {t('login.resetSubmit')}
        </SubmitButton>
      </Form>
    </div>
  );
}
