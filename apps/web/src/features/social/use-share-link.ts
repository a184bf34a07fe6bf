import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGatedAction } from './gated-action';

/** Copies text, falling back to a hidden text area where the async clipboard is refused (plain http). */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Fall through to the older way.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand?.('copy') ?? false;
  area.remove();
  if (!copied) throw new Error('copy refused');
}

/** Share (spec 000 §4): login first, then the link goes to the clipboard with '链接复制成功，去分享好友吧'. */
export function useShareLink(): (url: string) => void {
  const { t } = useTranslation();
  const { message } = App.useApp();
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
