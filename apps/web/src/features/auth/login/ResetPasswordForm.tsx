import { useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { auth, SMS_CODE_LENGTH } from '@fox/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { TermsField, ruleOf } from './form-parts';
import {
  canSubmitResetPassword,
  codeRule,
  confirmRule,
  newPasswordRule,
  PASSWORD_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  phoneRule,
  type ResetPasswordValues,
} from './login-rules';
import { SendCodeButton } from './SendCodeButton';

/** The reset-password mode (spec 002 §4.6 'pwd', §5): phone, SMS code, new password twice, agreement. */
export function ResetPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ResetPasswordValues>();
  const [values, setValues] = useState<ResetPasswordValues>({});
  const [busy, setBusy] = useState(false);

  const submit = async (input: ResetPasswordValues) => {
    setBusy(true);
    try {
      await api(auth.resetPassword, {
        phone: (input.phone ?? '').trim(),
        code: (input.code ?? '').trim(),
        password: input.password ?? '',
        confirmPassword: input.confirm ?? '',
      });
      void message.success(t('login.resetDone'));
      onBack();
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(false);
    }
  };

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
        <Form.Item name="phone" rules={[ruleOf(phoneRule, t)]} validateTrigger="onBlur">
          <Input
            size="large"
            prefix={<span className="login-form__area">+86</span>}
            placeholder={t('login.phonePlaceholder')}
            maxLength={PHONE_MAX_LENGTH}
            inputMode="numeric"
            data-testid="reset-phone"
          />
        </Form.Item>
        <Form.Item name="code" rules={[ruleOf(codeRule, t)]} validateTrigger="onBlur">
          <Input
            size="large"
            placeholder={t('login.codePlaceholder')}
            maxLength={SMS_CODE_LENGTH}
            inputMode="numeric"
            data-testid="reset-code"
            suffix={<SendCodeButton phone={values.phone} bizType="resetPwd" testId="reset-send-code" />}
          />
        </Form.Item>
        <Form.Item name="password" rules={[ruleOf(newPasswordRule, t)]} validateTrigger="onBlur">
          <Input.Password
            size="large"
            placeholder={t('login.newPasswordPlaceholder')}
            maxLength={PASSWORD_MAX_LENGTH}
            autoComplete="new-password"
            data-testid="reset-password"
          />
        </Form.Item>
        <Form.Item
          name="confirm"
          dependencies={['password']}
          rules={[
            ({ getFieldValue }) =>
              ruleOf((confirm: string | undefined) => confirmRule(getFieldValue('password'), confirm), t),
          ]}
          validateTrigger="onBlur"
        >
          <Input.Password
            size="large"
            placeholder={t('login.confirmPlaceholder')}
            maxLength={PASSWORD_MAX_LENGTH}
            autoComplete="new-password"
            data-testid="reset-password-confirm"
          />
        </Form.Item>
        <TermsField testId="reset-terms" />
        <Button
          type="primary"
          size="large"
          shape="round"
          block
          htmlType="submit"
          loading={busy}
          disabled={!canSubmitResetPassword(values)}
          data-testid="reset-submit"
        >
          {t('login.resetSubmit')}
        </Button>
      </Form>
    </div>
  );
}
