import { useEffect } from 'react';
import { ErrorCode } from '@fox/contracts/client';
import { useFeedback } from '../../ui/feedback';
import { isApiError } from '../../api/api-error';
import { refreshSessionUser, registerAnonymousDevice } from './account-session';

/**
 * What the app does about the session once it has rendered: a guest's device is registered (once per
 * browser session), a returning user's profile is refreshed (and a session ended elsewhere is told).
 */
export function SessionBootstrap() {
  const { message } = useFeedback();
  useEffect(() => {
    void registerAnonymousDevice().catch(() => undefined);
    refreshSessionUser().catch((error: unknown) => {
      // The request layer already logged the user out; a forced logout also says why (spec 000 §8).
      if (isApiError(error) && error.code === ErrorCode.forcedLogout) void message.error(error.msg);
    });
  }, [message]);
  return null;
}
