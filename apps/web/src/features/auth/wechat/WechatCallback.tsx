import { useEffect } from 'react';
import { wechat } from '@fox/contracts/client';
import { useFeedback } from '../../../ui/feedback';
import { useTranslation } from '../../../i18n/use-translation';
import { api } from '../../../api/client';
import { useLoginPrompt } from '../login-prompt-store';
import { useFinishLogin } from '../use-finish-login';
import { takeWechatCallback } from './wechat-callback';

/**
 * Finishes a WeChat QR login the page came back with (captured at start-up, see wechat-callback.ts): the
 * code is sent once; a WeChat identity with a phone logs in, any other goes to the bindingPhone step.
 */
export function WechatCallback() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const finishLogin = useFinishLogin();

  useEffect(() => {
    const callback = takeWechatCallback();
    if (!callback) return;
    if (callback.kind === 'stateMismatch') {
      void message.error(t('login.weChatStateMismatch'));
      return;
    }
    // No cleanup cancels this: the code is good once, and its answer must be used whatever re-renders.
    const run = async () => {
      const answer = await api(wechat.wechatLogin, {
        loginType: 'WX_QR',
        code: callback.code,
        state: callback.state,
      });
      if (!answer.flag) {
        useLoginPrompt.getState().openBinding(answer.uuid);
        return;
      }
      if (!answer.accessToken || answer.userId === undefined) {
        void message.error(t('login.weChatFailed'));
        return;
      }
      await finishLogin({ accessToken: answer.accessToken, userId: answer.userId });
    };
    run().catch(() => {
      // The request layer has shown why.
    });
  }, [finishLogin, message, t]);

  return null;
}
