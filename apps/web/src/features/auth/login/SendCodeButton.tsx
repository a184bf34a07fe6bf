import { Button } from 'antd';
import { auth } from '@fox/contracts';
import { useFeedback } from '../../../ui/feedback';
import { useTranslation } from '../../../i18n/use-translation';
import { api } from '../../../api/client';
import { isApiError } from '../../../api/api-error';
import { useCountdown } from './countdown';
import { phoneRule } from './login-rules';

/** Spec 002 §8: a send refused with code 500 resets the countdown; an empty msg reads as too frequent. */
export const SMS_REFUSED_CODE = 500;

type Translate = (key: string) => string;

/** The text shown when sending a code failed. */
export function sendCodeFailureText(error: unknown, t: Translate): string {
  if (!isApiError(error)) return t('login.sendFailed');
  if (error.code === SMS_REFUSED_CODE) return error.msg || t('login.smsTooFrequent');
  return error.msg || t('login.sendFailed');
}

interface SendCodeButtonProps {
  phone: string | undefined;
  bizType: 'login' | 'resetPwd';
  testId: string;
}

/** "Get code" with its 60 s countdown; the countdown starts at once and resets when the send fails. */
export function SendCodeButton({ phone, bizType, testId }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const { remaining, countdown } = useCountdown();

  const send = async () => {
    const fault = phoneRule(phone);
    if (fault) {
      void message.error(t(fault));
      return;
    }
    if (!countdown.start()) return;
    try {
      await api(auth.sendLoginCode, { phone: (phone ?? '').trim(), bizType }, { silent: true });
      void message.success(t('login.codeSent'));
    } catch (error) {
      countdown.reset();
      if (isApiError(error) && error.kind === 'cancelled') return;
      void message.error(sendCodeFailureText(error, t));
    }
  };

  return (
    <Button
      type="link"
      className="login-send-code"
      disabled={remaining > 0}
      onClick={() => void send()}
      data-testid={testId}
    >
      {remaining > 0 ? t('login.resendIn', { seconds: remaining }) : t('login.sendCode')}
    </Button>
  );
}
