import { cloneElement, type MouseEvent, type ReactElement } from 'react';
import { confirmAction, type ConfirmOptions } from './confirm-store';

/**
 * A button whose action is confirmed first: wrap the button, give the question and the action.
 *
 *   <ConfirmAction title="强制下架该视频？" irreversible={false} reason="required"
 *     action={({ reason }) => api(consoleContent.compelOff, { id, reason })} invalidates={[consoleContent.videos]}>
 *     <Button danger>强制下架</Button>
 *   </ConfirmAction>
 */
export function ConfirmAction({
  children,
  onDone,
  ...options
}: ConfirmOptions & {
  children: ReactElement<{ onClick?: (event: MouseEvent) => void }>;
  /** After the action succeeded (the dialog is closed by then). */
  onDone?: () => void;
}) {
  return cloneElement(children, {
    onClick: (event: MouseEvent) => {
      event.stopPropagation();
      void confirmAction(options).then((done) => {
        if (done) onDone?.();
      });
    },
  });
}
