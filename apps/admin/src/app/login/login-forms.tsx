import { useEffect, useState } from 'react';
import { Button, Form, Input } from 'antd';
import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { PHONE_PATTERN, SMS_CODE_LENGTH, type LoginResult } from '@fox/contracts';
import { auth } from '@fox/contracts/client';
import { api, currentSigningKeys, encryptPassword, isApiError } from '@fox/web/api';

/** What a form hands the page once the server accepted the login. */
export type OnLoggedIn = (result: Pick<LoginResult, 'accessToken' | 'userId'>) => Promise<void>;

/** Spec 002 §4.6: the send button counts down 60 s. */
const SMS_COUNTDOWN_SECONDS = 60;

/**
 * Runs a login call: the form is busy meanwhile, and a refusal shows the server's message where the form
 * can show it (the request layer stays silent).
 */
function useLoginCall(onError: (message: string) => void) {
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'cancelled') {
        onError(isApiError(error) && error.msg ? error.msg : '登录失败，请稍后再试');
      }
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

interface FormProps {
  onLoggedIn: OnLoggedIn;
  onError: (message: string) => void;
}

/** The ID or phone with the password, sent encrypted with the current AES key, as the portal does. */
export function PasswordLoginForm({ onLoggedIn, onError }: FormProps) {
  const { busy, run } = useLoginCall(onError);
  const submit = (values: { account: string; password: string }) =>
    run(async () => {
      const keys = await currentSigningKeys();
      const result = await api(
        auth.login,
        {
          loginType: 'PASSWORD',
          userName: values.account.trim(),
          password: encryptPassword(values.password, keys),
          deviceType: 'PC',
        },
        { silent: true },
      );
      await onLoggedIn(result);
    });
  return (
    <Form layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} size="large">
      <Form.Item name="account" rules={[{ required: true, whitespace: true, message: '请输入账号或手机号' }]}>
        <Input
          prefix={<UserOutlined />}
          placeholder="账号 ID / 手机号"
          maxLength={32}
          autoComplete="username"
          data-testid="login-account"
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="密码"
          maxLength={32}
          autoComplete="current-password"
          data-testid="login-password"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
        登录
      </Button>
    </Form>
  );
}

/** The phone with an SMS code (the same send-code and login calls as the portal). */
export function SmsLoginForm({ onLoggedIn, onError }: FormProps) {
  const [form] = Form.useForm<{ phone: string; code: string }>();
  const { busy, run } = useLoginCall(onError);
  const [remaining, setRemaining] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const sendCode = async () => {
    const phone = await form
      .validateFields(['phone'])
      .then((values) => values.phone.trim())
      .catch(() => null);
    if (!phone) return;
    setSending(true);
    setRemaining(SMS_COUNTDOWN_SECONDS);
    try {
      await api(auth.sendLoginCode, { phone, bizType: 'login' }, { silent: true });
    } catch (error) {
      setRemaining(0);
      if (!isApiError(error) || error.kind !== 'cancelled') {
        onError(isApiError(error) && error.msg ? error.msg : '验证码发送失败，请稍后再试');
      }
    } finally {
      setSending(false);
    }
  };

  const submit = (values: { phone: string; code: string }) =>
    run(async () => {
      const result = await api(
        auth.login,
        {
          loginType: 'SMS_CODE',
          phoneNumber: values.phone.trim(),
          smsCode: values.code.trim(),
          deviceType: 'PC',
        },
        { silent: true },
      );
      await onLoggedIn(result);
    });

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void submit(values)}
      size="large"
    >
      <Form.Item
        name="phone"
        rules={[{ required: true, pattern: PHONE_PATTERN, message: '请输入正确的手机号' }]}
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder="手机号"
          maxLength={11}
          autoComplete="tel"
          data-testid="login-phone"
        />
      </Form.Item>
      <Form.Item
        name="code"
        rules={[{ required: true, len: SMS_CODE_LENGTH, message: `请输入 ${SMS_CODE_LENGTH} 位验证码` }]}
      >
        <Input
          prefix={<SafetyOutlined />}
          placeholder="验证码"
          maxLength={SMS_CODE_LENGTH}
          autoComplete="one-time-code"
          data-testid="login-sms-code"
          suffix={
            <Button
              type="link"
              size="small"
              disabled={remaining > 0}
              loading={sending}
              onClick={() => void sendCode()}
              className="login-card__send-code"
              data-testid="login-send-code"
            >
              {remaining > 0 ? `${remaining} 秒后重发` : '获取验证码'}
            </Button>
          }
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
        登录
      </Button>
    </Form>
  );
}
