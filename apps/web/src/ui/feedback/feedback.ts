import type { Feedback } from './feedback-types';
import { messageProxy } from './message-proxy';
import { modalProxy } from './modal-proxy';
import { notificationProxy } from './notification-proxy';

/**
 * Toasts, dialogs and notifications for code outside components (the request layer, stores). They are
 * themed and translated like the page, and their code is fetched the first time one is shown.
 */
export const feedback: Feedback = {
  message: messageProxy,
  modal: modalProxy,
  notification: notificationProxy,
};

/**
 * Toasts, dialogs and notifications for components, as antd's App.useApp() lent them. The object is the
 * same on every render, so effects that list it do not run again.
 */
export function useFeedback(): Feedback {
  return feedback;
}
