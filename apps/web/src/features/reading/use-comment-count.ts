import { useCallback, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Keeps an item's comment count (which counts replies too) true to the server: the comment panel reports
 * its heading total, and when that total moves after the first report (a comment or reply was sent) the
 * item is asked for again. Returns the panel's onTotalChange.
 */
export function useCommentCountRefresh(itemKey: QueryKey): (total: number) => void {
  const queryClient = useQueryClient();
  const last = useRef<number | null>(null);
  const keyText = JSON.stringify(itemKey);
  return useCallback(
    (total: number) => {
      const before = last.current;
      last.current = total;
      if (before !== null && before !== total) {
        void queryClient.invalidateQueries({ queryKey: JSON.parse(keyText) as QueryKey });
      }
    },
    [queryClient, keyText],
  );
}
