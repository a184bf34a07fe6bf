import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { LeftOutlined } from '@ant-design/icons';
import { SMS_CODE_LENGTH, wechat, type LoginResult } from '@fox/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { isApiError } from '../../../api/api-error';
import { TermsField, ruleOf } from '../login/form-parts';
import {
  canSubmitSmsLogin,
  codeRule,
  phoneRule,
  PHONE_MAX_LENGTH,
  type SmsLoginValues,
} from '../login/login-rules';
import { SendCodeButton } from '../login/SendCodeButton';
import { isWechatAuthExpired } from './wechat-callback';

interface BindingPhoneFormProps {
  /** The WeChat identity waiting for a phone, from the WeChat login. */
  uuid: string;
  onLogin: (result: LoginResult) => Promise<void>;
  /** The WeChat authorization ran out (or was used): back to the WeChatScan tab for a new scan. */
  onRescan: () => void;
}

/**
 * The bindingPhone step (spec 002 §3, third-party login): a WeChat account seen for the first time is tied
 * to a phone, proved by an SMS code like the phone tab's; a new number registers.
 */
export function BindingPhoneForm({ uuid, onLogin, onRescan }: BindingPhoneFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SmsLoginValues>();
  const [values, setValues] = useState<SmsLoginValues>({});
  const [busy, setBusy] = useState(false);

  const submit = async (input: SmsLoginValues) => {
    setBusy(true);
    try {
      const result = await api(wechat.thirdLogin, {
        socialType: 'wechat_qr',
        uuid,
        mobile: (input.phone ?? '').trim(),
        code: (input.code ?? '').trim(),
      });
      await onLogin(result);
    } catch (error) {
      // The request layer has shown why; an expired authorization also needs a new scan.
      if (isApiError(error) && isWechatAuthExpired(error.msg)) onRescan();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="login-binding" data-testid="login-binding-phone">
      <div className="login-reset__head">
        <Button type="text" icon={<LeftOutlined />} onClick={onRescan} data-testid="login-binding-back">
          {t('login.bindBack')}
        </Button>
      </div>
      <div className="login-binding__title">{t('login.bindTitle')}</div>
      <div className="login-binding__text">{t('login.bindText')}</div>
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
            data-testid="binding-phone"
          />
        </Form.Item>
        <Form.Item name="code" rules={[ruleOf(codeRule, t)]} validateTrigger="onBlur">
          <Input
            size="large"
            placeholder={t('login.codePlaceholder')}
            maxLength={SMS_CODE_LENGTH}
            inputMode="numeric"
            autoComplete="one-time-code"
            data-testid="binding-sms-code"
            suffix={<SendCodeButton phone={values.phone} bizType="login" testId="binding-send-code" />}
          />
        </Form.Item>
        <TermsField testId="binding-terms" />
        <Button
          type="primary"
          size="large"
          shape="round"
          block
          htmlType="submit"
          loading={busy}
          disabled={!canSubmitSmsLogin(values)}
          data-testid="binding-submit"
        >
          {t('login.bindSubmit')}
        </Button>
      </Form>
    </div>
  );
}
