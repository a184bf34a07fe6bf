import { useCallback, useEffect, useRef, useState } from 'react';
import { im } from '@fox/contracts';
import { api } from '../../api';
import { chatActions, emptyThread, useChatStore, targetOf, type ChatKey } from '../im';

/**
 * The thread's history, a page of 15 at a time going back (spec 001 §9): the first page loads when a
 * chat opens for the first time, the next ones when `loadOlder` is called. One request at a time.
 */
export function useOlderPages(peer: ChatKey) {
  const [loading, setLoading] = useState(false);
  const loadingRef = useRef(false);

  const loadOlder = useCallback(async () => {
    const current = useChatStore.getState().threads[peer] ?? emptyThread;
    if (loadingRef.current || (current.pagesLoaded > 0 && !current.hasOlder)) return;
    loadingRef.current = true;
    setLoading(true);
    try {
      const page = await api(
        im.innerList,
        { ...targetOf(peer), pageNum: current.pagesLoaded + 1, pageSize: im.MESSAGE_PAGE_SIZE },
        { silent: true },
      );
      chatActions.addOlderPage(peer, page.data, page.total);
    } catch {
      // The list keeps what it has; scrolling up again retries.
    } finally {
      loadingRef.current = false;
      setLoading(false);
    }
  }, [peer]);

  useEffect(() => {
    if ((useChatStore.getState().threads[peer]?.pagesLoaded ?? 0) === 0) void loadOlder();
  }, [peer, loadOlder]);

  return { loading, loadOlder };
}
