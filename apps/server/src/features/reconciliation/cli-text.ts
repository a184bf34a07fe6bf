import type { AppError } from '../../platform/http/app-error.js';
import type { Lang } from '../../platform/http/lang.js';
import { reconcileMessages, reconcileText, type ReconcileMessageKey } from './messages.js';

/** A refusal in the operator's language, from this feature's catalogue (the command line registers none). */
export function reconcileMessageText(error: AppError, lang: Lang): string {
  const key = error.messageKey;
  if (key && key in reconcileMessages) {
    return reconcileText(key as ReconcileMessageKey, lang, error.params as Record<string, string>);
  }
  return error.message;
}
