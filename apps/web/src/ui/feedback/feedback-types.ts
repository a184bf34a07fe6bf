import type { Key } from 'react';
import type { App } from 'antd';

/**
 * Toasts, dialogs and notifications, with antd's App.useApp() shapes and call signatures, so that
 * screens call them as they always have.
 */
export type Feedback = ReturnType<typeof App.useApp>;

export type MessageApi = Feedback['message'];
export type ModalApi = Feedback['modal'];
export type NotificationApi = Feedback['notification'];

/** What a toast call returns: closes it when called, and settles when it closes. */
export type MessageHandle = ReturnType<MessageApi['open']>;
/** What a dialog call returns: `destroy`, `update`, and a thenable telling whether it was confirmed. */
export type ModalHandle = ReturnType<ModalApi['confirm']>;
export type ModalConfig = Parameters<ModalApi['confirm']>[0];

/** A toast still waiting for the feedback code, by the key a later destroy may name. */
export interface QueuedToast {
  kind: 'message' | 'notification';
  key: Key | undefined;
}
