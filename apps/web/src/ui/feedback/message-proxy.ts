import type { Key } from 'react';
import type { MessageApi, MessageHandle } from './feedback-types';
import { directFeedback, enqueue, mountedFeedback, withdrawToasts } from './host-link';

type Kind = 'info' | 'success' | 'error' | 'warning' | 'loading';

/** The key of a toast given as `{ content, key, ... }`, as antd reads it; a destroy may name it. */
function keyOf(content: unknown): Key | undefined {
  if (typeof content !== 'object' || content === null || !('content' in content)) return undefined;
  return (content as { key?: Key }).key;
}

/**
 * A toast shown once the feedback code is mounted. Its handle behaves as antd's: calling it closes the
 * toast (or, still waiting, withdraws it), and it settles with antd's, when the toast closes by itself
 * or by its close button; like antd's, not when the handle or a destroy closed it.
 */
function whenMounted(show: (live: MessageApi) => MessageHandle, key: Key | undefined): MessageHandle {
  const live = directFeedback();
  if (live) return show(live.message);

  let shown: MessageHandle | undefined;
  let settle: (closed: boolean) => void = () => undefined;
  const closed = new Promise<boolean>((resolve) => (settle = resolve));
  const withdraw = enqueue(
    ({ message }) => {
      shown = show(message);
      shown.then(settle);
    },
    { kind: 'message', key },
  );
  const handle = () => {
    if (shown) shown();
    else withdraw();
  };
  handle.then = closed.then.bind(closed);
  return handle;
}

function typed(kind: Kind): MessageApi[Kind] {
  return (content, duration, onClose) =>
    whenMounted((message) => message[kind](content, duration, onClose), keyOf(content));
}

/** antd's message API, usable before its code has arrived. */
export const messageProxy: MessageApi = {
  info: typed('info'),
  success: typed('success'),
  error: typed('error'),
  warning: typed('warning'),
  loading: typed('loading'),
  open: (args) => whenMounted((message) => message.open(args), args.key),
  destroy: (key) => {
    withdrawToasts('message', key);
    mountedFeedback()?.message.destroy(key);
  },
};
