import { AppError } from '../../platform/http/app-error.js';

interface AccountState {
  state: 'active' | 'disabled';
  stateReason: string;
}

/**
 * The refusal a disabled account gets, with the operator's reason when there is one: code 11014 for a
 * request of a session it had (the client logs out and opens the login prompt, showing the message), 403
 * for a login.
 */
export function disabledRefusal(account: AccountState, code: 11014 | 403): AppError {
  if (account.stateReason)
    return new AppError(code, 'auth.disabledWithReason', { reason: account.stateReason });
  return new AppError(code, code === 11014 ? 'auth.forcedDisabled' : 'auth.accountDisabled');
}

/** Refuses a login of a disabled account, saying why. */
export function assertActive(account: AccountState): void {
  if (account.state === 'disabled') throw disabledRefusal(account, 403);
}
