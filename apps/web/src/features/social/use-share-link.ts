import { useCallback } from 'react';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { copyText } from '../../ui/copy-text';
import { useGatedAction } from './gated-action';

/** Share (spec 000 §4): login first, then the link goes to the clipboard with '链接复制成功，去分享好友吧'. */
export function useShareLink(): (url: string) => void {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const gated = useGatedAction();
  return useCallback(
    (url: string) =>
      gated(() => {
        copyText(url).then(
          () => void message.success(t('social.shareCopied')),
          () => void message.error(t('social.shareFailed')),
        );
      }),
    [gated, message, t],
  );
}
