import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { novels } from '@fox/contracts';
import { api } from '../../api';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { invalidateWallet } from '../wallet';
import { novelKeys, viewerNow } from './novel-queries';

/**
 * Unlocks one paid chapter with fox coins. A second press while the first is on its way sends nothing
 * (the server charges once anyway); the unlocked chapter replaces the lock at once, and the balance, the
 * catalogue's marks and the shelf are asked again.
 */
export function useChapterUnlock(bookId: number, chapterNumber: number) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const unlock = useCallback(
    async (auto = false): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setBusy(true);
      try {
        const result = await api(novels.unlockChapter, { id: bookId, chapter: chapterNumber, auto });
        const key = novelKeys.chapter(bookId, chapterNumber, viewerNow());
        queryClient.setQueryData(key, result.chapter);
        void invalidateWallet(queryClient);
        void queryClient.invalidateQueries({
          queryKey: novelKeys.all,
          predicate: (query) => query.queryKey[1] !== 'chapter',
        });
        if (result.chargedCoins > 0) void message.success(t('novels.lock.unlocked'));
        return true;
      } catch {
        // The request layer has shown the server's reason (a short balance among them).
        return false;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [bookId, chapterNumber, message, queryClient, t],
  );

  return { unlock, busy };
}

/** The book's opt-in to unlock paid chapters as the reader reaches them, kept on the server. */
export function useAutoUnlockChoice(bookId: number) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const change = useCallback(
    async (autoUnlock: boolean) => {
      setBusy(true);
      try {
        await api(novels.setAutoUnlock, { id: bookId, autoUnlock });
        // Every chapter of the book carries the choice: they are asked again.
        await queryClient.invalidateQueries({ queryKey: ['novels', 'chapter', bookId] });
        await queryClient.invalidateQueries({ queryKey: ['novels', 'info', bookId] });
      } catch {
        // Shown by the request layer; the switch stays as the server has it.
      } finally {
        setBusy(false);
      }
    },
    [bookId, queryClient],
  );
  return { change, busy };
}
