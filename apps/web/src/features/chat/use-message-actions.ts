import { useCallback, useState } from 'react';
import { im } from '@fox/contracts';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { copyText } from '../../ui/copy-text';
import { chatActions } from '../im';
import type { MessageAction } from './message-menu';

/** What the bubble menu's items do in one thread; forward opens the friend picker, report the report dialog. */
export function useMessageActions(peer: number) {
  const { t } = useTranslation();
  const { message: toast } = useFeedback();
  const [forwarding, setForwarding] = useState<im.Message | null>(null);
  const [reporting, setReporting] = useState<im.Message | null>(null);

  const onAction = useCallback(
    (message: im.Message, action: MessageAction) => {
      const run = async () => {
        switch (action) {
          case 'copy':
            await copyText(message.body.content);
            toast.success(t('chat.copied'));
            return;
          case 'forward':
            setForwarding(message);
            return;
          case 'report':
            setReporting(message);
            return;
          case 'recall':
            chatActions.receive([await api(im.recallMessage, { id: message.id })], false);
            return;
          case 'delete':
            await api(im.hideMessage, { id: message.id });
            chatActions.removeMessage(peer, message.id);
            toast.success(t('chat.deleted'));
        }
      };
      // Refusals were already shown by the api layer.
      run().catch(() => {});
    },
    [peer, t, toast],
  );
  const closeForward = useCallback(() => setForwarding(null), []);
  const closeReport = useCallback(() => setReporting(null), []);
  return { onAction, forwarding, closeForward, reporting, closeReport };
}
