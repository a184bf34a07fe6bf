import { useCallback, useLayoutEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import type { dramas } from '@fox/contracts';
import { isLoggedIn } from '../auth';
import { useGatedAction } from '../social';
import { fetchFreshEpisodes } from './drama-queries';
import { isLocked, isTakenDown } from './drama-rules';

interface UnlockHandlers {
  /** The episode turned out to be bought already (say, on another device): play it. */
  onOwned: (episodeNumber: number) => void;
  /** Open the pay dialog for it. */
  onNeedsPay: (episodeNumber: number) => void;
}

/**
 * What pressing '解锁观看' does (spec 000 §4): a taken-down drama sells nothing and says so; a guest logs
 * in first, and as the episodes may already be theirs, they are asked again before anything is sold.
 */
export function useUnlockRequest(drama: dramas.Drama, handlers: UnlockHandlers) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const gated = useGatedAction();
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  return useCallback(
    (episodeNumber: number) => {
      if (isTakenDown(drama)) {
        void message.warning(t('dramas.offShelf'));
        return;
      }
      const wasGuest = !isLoggedIn();
      gated(() => {
        if (!wasGuest) {
          latest.current.onNeedsPay(episodeNumber);
          return;
        }
        fetchFreshEpisodes(queryClient, drama.id).then(
          (fresh) => {
            const episode = fresh.data.find((item) => item.episodeNumber === episodeNumber);
            if (episode && !isLocked(episode)) latest.current.onOwned(episodeNumber);
            else latest.current.onNeedsPay(episodeNumber);
          },
          // Without the fresh list the dialog still opens; the server refuses a second sale anyway.
          () => latest.current.onNeedsPay(episodeNumber),
        );
      });
    },
    [drama, gated, message, queryClient, t],
  );
}
