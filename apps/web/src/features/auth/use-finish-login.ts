import { useCallback } from 'react';
import type { LoginResult } from '@fox/contracts';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { completeLogin } from './account-session';
import { useLoginPrompt } from './login-prompt-store';

/**
 * What every way of logging in ends with: the shared after-login steps (account-session.ts), the success
 * toast, and the login prompt closed.
 */
export function useFinishLogin(): (result: Pick<LoginResult, 'accessToken' | 'userId'>) => Promise<void> {
  const { t } = useTranslation();
  const { message } = useFeedback();
  return useCallback(
    async (result) => {
      await completeLogin(result);
      void message.success(t('login.success'));
      useLoginPrompt.getState().close();
    },
    [message, t],
  );
}
