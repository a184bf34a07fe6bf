import { useCallback } from 'react';
import { useFeedback } from '../../../ui/feedback';
import { useTranslation } from '../../../i18n/use-translation';
import type { ChatKey } from '../../im';
import { sendAttachments } from './send-attachments';

/** The composer's `onSendFiles` for one conversation: sends checked files, and says so when uploads fail. */
export function useChatAttachments(peer: ChatKey) {
  const { t } = useTranslation();
  const { message: toast } = useFeedback();
  return useCallback(
    (files: File[]) => {
      void sendAttachments(peer, files).then((failed) => {
        if (failed > 0) toast.error(t('uploader.failed'));
      });
    },
    [peer, t, toast],
  );
}
