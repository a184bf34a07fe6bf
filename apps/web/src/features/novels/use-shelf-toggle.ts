import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { novels } from '@fox/contracts';
import { api } from '../../api';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { useGatedAction } from '../social';
import { novelKeys, refreshNovels, viewerNow } from './novel-queries';

/**
 * Puts a book on the bookshelf or takes it off. A guest logs in first; after that login the book is
 * collected (never taken off by a click made as a guest).
 */
export function useShelfToggle(book: Pick<novels.NovelDetail, 'id' | 'collected'>) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const gated = useGatedAction();
  const [busy, setBusy] = useState(false);

  const toggle = useCallback(() => {
    gated(async ({ afterLogin }) => {
      const collected = afterLogin ? true : !book.collected;
      setBusy(true);
      try {
        const result = await api(novels.collectNovel, { id: book.id, collected });
        queryClient.setQueryData<novels.NovelDetail>(novelKeys.info(book.id, viewerNow()), (before) =>
          before ? { ...before, collected: result.collected, collectCount: result.collectCount } : before,
        );
        void message.success(t(result.collected ? 'novels.shelfAdded' : 'novels.shelfRemoved'));
        void refreshNovels(queryClient, novelKeys.info(book.id, viewerNow()));
      } catch {
        // The request layer has shown why.
      } finally {
        setBusy(false);
      }
    });
  }, [book.collected, book.id, gated, message, queryClient, t]);

  return { toggle, busy };
}
