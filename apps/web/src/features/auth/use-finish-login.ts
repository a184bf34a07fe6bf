import { useCallback } from 'react';
import { App } from 'antd';
import type { LoginResult } from '@fox/contracts';
import { useTranslation } from 'react-i18next';
import { completeLogin } from './account-session';
import { useLoginPrompt } from './login-prompt-store';

/**
 * What every way of logging in ends with: the shared after-login steps (account-session.ts), the success
 * toast, and the login prompt closed.
 */
export function useFinishLogin(): (result: Pick<LoginResult, 'accessToken' | 'userId'>) => Promise<void> {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return useCallback(
    async (result) => {
      await completeLogin(result);
      void message.success(t('login.success'));
      useLoginPrompt.getState().close();
    },
    [message, t],
  );
}
