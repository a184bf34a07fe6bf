import { Form, Input } from 'antd';
import { SMS_CODE_LENGTH } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { ruleOf } from './form-parts';
import { codeRule, phoneRule, PHONE_MAX_LENGTH } from './login-rules';
import { SendCodeButton } from './SendCodeButton';

interface PhoneCodeFieldsProps {
  /** The phone as typed so far, for the send button. */
  phone: string | undefined;
  bizType: 'login' | 'resetPwd';
  testIds: { phone: string; code: string; send: string };
  /** Whether the inputs carry the browser's autocomplete hints (tel, one-time-code); the reset form's do not. */
  autoComplete?: boolean;
}

/** The `phone` and `code` fields: +86 number, SMS code and its "Get code" button with the 60 s countdown. */
export function PhoneCodeFields({ phone, bizType, testIds, autoComplete = true }: PhoneCodeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="phone" rules={[ruleOf(phoneRule, t)]} validateTrigger="onBlur">
        <Input
          size="large"
          prefix={<span className="login-form__area">+86</span>}
          placeholder={t('login.phonePlaceholder')}
          maxLength={PHONE_MAX_LENGTH}
          inputMode="numeric"
          autoComplete={autoComplete ? 'tel' : undefined}
          data-testid={testIds.phone}
        />
      </Form.Item>
      <Form.Item name="code" rules={[ruleOf(codeRule, t)]} validateTrigger="onBlur">
        <Input
          size="large"
          placeholder={t('login.codePlaceholder')}
          maxLength={SMS_CODE_LENGTH}
          inputMode="numeric"
          autoComplete={autoComplete ? 'one-time-code' : undefined}
          data-testid={testIds.code}
          suffix={<SendCodeButton phone={phone} bizType={bizType} testId={testIds.send} />}
        />
      </Form.Item>
    </>
  );
}
