import type { NotificationApi } from './feedback-types';
import { directFeedback, enqueue, mountedFeedback, withdrawToasts } from './host-link';

type Kind = 'success' | 'error' | 'info' | 'warning' | 'open';

function whenMounted(kind: Kind): NotificationApi[Kind] {
  return (args) => {
    const live = directFeedback();
    if (live) live.notification[kind](args);
    else enqueue(({ notification }) => notification[kind](args), { kind: 'notification', key: args.key });
  };
}

/** antd's notification API, usable before its code has arrived. */
export const notificationProxy: NotificationApi = {
  success: whenMounted('success'),
  error: whenMounted('error'),
  info: whenMounted('info'),
  warning: whenMounted('warning'),
  open: whenMounted('open'),
  destroy: (key) => {
    withdrawToasts('notification', key);
    mountedFeedback()?.notification.destroy(key);
  },
};
