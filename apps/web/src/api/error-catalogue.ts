import { ErrorCode } from '@fox/contracts/client';
import { TASK_ALREADY_TAKEN, TASK_ALREADY_TAKEN_EN } from '../i18n/server-messages';

/** A failed request, described before the app reacts to it. */
export type RequestFailure =
  /** The server answered with an envelope whose code is not a success. */
  | { kind: 'envelope'; status: number; code: number; msg: string }
  /** The server answered without an envelope (proxy pages, crashes). */
  | { kind: 'http'; status: number }
  | { kind: 'network' }
  | { kind: 'timeout' };

/** What the app does about a failure (spec 000 §8). */
export interface FailureReaction {
  logout: boolean;
  goHome: boolean;
  openLogin: boolean;
  /** Error toast text, or null for a silent failure. */
  toast: string | null;
  /** The code and message the rejected promise carries. */
  error: { code: number; msg: string };
}

/** Spec 000 §8: this server message is expected in the wish flow and passes without a toast. */
export const TASK_ALREADY_TAKEN_MESSAGE = TASK_ALREADY_TAKEN;

/** Whether a server message says the task was taken by others, in whichever language it was asked. */
export function isTaskTakenMessage(msg: string): boolean {
  return msg === TASK_ALREADY_TAKEN || msg === TASK_ALREADY_TAKEN_EN;
}

/** HTTP status that logs the user out, whatever the body (spec 000 §8). */
export const LOGOUT_HTTP_STATUS = 501;

const NO_ANSWER_CODE = -1;

type Translate = (key: string, options?: Record<string, unknown>) => string;

const quiet = { logout: false, goHome: false, openLogin: false };

/** The error catalogue of spec 000 §8 as one pure mapping. */
export function reactToFailure(failure: RequestFailure, t: Translate): FailureReaction {
  if (failure.kind === 'network') {
    const msg = t('error.network');
    return { ...quiet, toast: msg, error: { code: NO_ANSWER_CODE, msg } };
  }
  if (failure.kind === 'timeout') {
    const msg = t('error.timeout');
    return { ...quiet, toast: msg, error: { code: NO_ANSWER_CODE, msg } };
  }

  const httpMessage = t('error.http', { status: failure.status });
  if (failure.status === LOGOUT_HTTP_STATUS) {
    const error =
      failure.kind === 'envelope'
        ? { code: failure.code, msg: failure.msg || httpMessage }
        : { code: failure.status, msg: httpMessage };
    return { ...quiet, logout: true, toast: null, error };
  }
  if (failure.kind === 'http') {
    return { ...quiet, toast: httpMessage, error: { code: failure.status, msg: httpMessage } };
  }

  const msg = failure.msg || httpMessage;
  const error = { code: failure.code, msg };
  if (failure.code === ErrorCode.unauthorized) {
    return { ...quiet, logout: true, toast: null, error };
  }
  if (failure.code === ErrorCode.forcedLogout) {
    return { logout: true, goHome: true, openLogin: true, toast: msg, error };
  }
  return { ...quiet, toast: isTaskTakenMessage(failure.msg) ? null : msg, error };
}
