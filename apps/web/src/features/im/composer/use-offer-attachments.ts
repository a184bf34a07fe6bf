import { useCallback } from 'react';
import { useFeedback } from '../../../ui/feedback';
import { useTranslation } from '../../../i18n/use-translation';
import { checkAttachments, type AttachmentKind } from './chat-attachments';

/**
 * Checks a selection or a paste before anything uploads: a refusal is shown with the uploader's messages
 * (count, size, format) and nothing is sent; otherwise the files go on to be sent.
 */
export function useOfferAttachments(onSendFiles: ((files: File[]) => void) | undefined) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  return useCallback(
    (files: File[], kind: AttachmentKind) => {
      if (!onSendFiles || files.length === 0) return;
      const refusal = checkAttachments(files, kind);
      if (refusal) {
        void message.warning(t(`uploader.${refusal.reason}`, refusal.values));
        return;
      }
      onSendFiles(files);
    },
    [onSendFiles, message, t],
  );
}
