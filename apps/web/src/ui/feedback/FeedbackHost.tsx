import { useEffect } from 'react';
import { message, Modal, notification } from 'antd';
import { attachHost } from './host-link';

/**
 * Toasts open just below the 64px sticky header, three at most so that a burst of failures does not
 * cover the page.
 */
const MESSAGE_CONFIG = { top: 76, maxCount: 3 };

/**
 * antd's message, modal and notification with their holders, fetched the first time something is shown.
 * Mounting hands their APIs to the calls that waited, which are then replayed in order.
 */
export function FeedbackHost() {
  const [messageApi, messageHolder] = message.useMessage(MESSAGE_CONFIG);
  const [modalApi, modalHolder] = Modal.useModal();
  const [notificationApi, notificationHolder] = notification.useNotification();
  useEffect(
    () => attachHost({ message: messageApi, modal: modalApi, notification: notificationApi }),
    [messageApi, modalApi, notificationApi],
  );
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
