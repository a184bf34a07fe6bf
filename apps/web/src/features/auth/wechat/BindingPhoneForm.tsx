import { useState } from 'react';
import { Button, Form } from 'antd';
import { LeftOutlined } from '@ant-design/icons';
import { wechat, type LoginResult } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { api } from '../../../api/client';
import { isApiError } from '../../../api/api-error';
import { SubmitButton, TermsField } from '../login/form-parts';
import { canSubmitSmsLogin, type SmsLoginValues } from '../login/login-rules';
import { PhoneCodeFields } from '../login/PhoneCodeFields';
import { useBusy } from '../login/use-busy';
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
  const { busy, run } = useBusy();

  const submit = (input: SmsLoginValues) =>
    run(
      async () => {
        const result = await api(wechat.thirdLogin, {
          socialType: 'wechat_qr',
          uuid,
          mobile: (input.phone ?? '').trim(),
          code: (input.code ?? '').trim(),
        });
        await onLogin(result);
      },
      (error) => {
        // The request layer has shown why; an expired authorization also needs a new scan.
        if (isApiError(error) && isWechatAuthExpired(error.msg)) onRescan();
      },
    );

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
        <PhoneCodeFields
          phone={values.phone}
          bizType="login"
          testIds={{ phone: 'binding-phone', code: 'binding-sms-code', send: 'binding-send-code' }}
        />
        <TermsField testId="binding-terms" />
        <SubmitButton busy={busy} disabled={!canSubmitSmsLogin(values)} testId="binding-submit">
          {t('login.bindSubmit')}
        </SubmitButton>
      </Form>
    </div>
  );
}
