import type { ModalApi, ModalConfig, ModalHandle } from './feedback-types';
import { directFeedback, enqueue } from './host-link';

type Kind = keyof ModalApi;
type ConfigUpdate = Parameters<ModalHandle['update']>[0];

const ignore = () => undefined;

/**
 * A dialog opened once the feedback code is mounted. Until then its handle keeps what the caller does
 * with it: `update` changes the config it will open with, `destroy` withdraws it (running `afterClose`,
 * as a closed dialog does), and `then` settles with antd's, on OK (true) or cancel (false).
 */
function whenMounted(kind: Kind, config: ModalConfig): ModalHandle {
  const live = directFeedback();
  if (live) return live.modal[kind](config);

  let latest = config;
  let shown: ModalHandle | undefined;
  let destroyed = false;
  let answer: Promise<boolean> | undefined;
  let settle: ((confirmed: boolean) => void) | undefined;
  const withdraw = enqueue(({ modal }) => {
    shown = modal[kind](latest);
    if (settle) void shown.then(settle, ignore);
  });
  // antd treats a dialog whose answer is awaited differently (a failing onOk stays quiet), so the real
  // `then` is called only once the caller calls this one.
  const awaitAnswer = () =>
    (answer ??= shown
      ? shown.then((confirmed) => confirmed, ignore)
      : new Promise<boolean>((resolve) => (settle = resolve)));

  return {
    update: (next: ConfigUpdate) => {
      if (shown) shown.update(next);
      else if (!destroyed) latest = { ...latest, ...(typeof next === 'function' ? next(latest) : next) };
    },
    destroy: () => {
      if (shown) shown.destroy();
      else if (!destroyed) {
        destroyed = true;
        withdraw();
        latest.afterClose?.();
      }
    },
    // antd's answer never fails, so neither does this one: there is nothing for `reject` to hear.
    then: (resolve) => awaitAnswer().then(resolve),
  };
}

/** antd's modal API (from Modal.useModal), usable before its code has arrived. */
export const modalProxy: ModalApi = {
  info: (config) => whenMounted('info', config),
  success: (config) => whenMounted('success', config),
  error: (config) => whenMounted('error', config),
  warning: (config) => whenMounted('warning', config),
  confirm: (config) => whenMounted('confirm', config),
};
