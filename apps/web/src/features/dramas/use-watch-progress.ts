import { useCallback, useRef } from 'react';
import { dramas } from '@fox/contracts/client';
import type { dramas as contract } from '@fox/contracts';
import { api } from '../../api';
import { useIsLoggedIn } from '../auth';
import { isLocked } from './drama-rules';

/**
 * Tells the server which episode a logged-in viewer is watching, so /my can list the drama under 看过 with
 * their progress. Locked episodes are not watched yet; the same episode is told once.
 */
export function useWatchProgress(dramaId: number | null, episodes: contract.Episode[] | undefined) {
  const loggedIn = useIsLoggedIn();
  const told = useRef<string | null>(null);
  return useCallback(
    (episodeNumber: number) => {
      if (!loggedIn || dramaId === null) return;
      const episode = episodes?.find((item) => item.episodeNumber === episodeNumber);
      if (!episode || isLocked(episode)) return;
      const key = `${dramaId}:${episodeNumber}`;
      if (told.current === key) return;
      told.current = key;
      // Progress is a convenience: a failure is not worth a message.
      void api(dramas.watchEpisode, { episodeRelevance: dramaId, episodeNumber }, { silent: true }).catch(
        () => undefined,
      );
    },
    [loggedIn, dramaId, episodes],
  );
}
