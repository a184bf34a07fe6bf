import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Callable } from '@fox/web/api';

/** The query key under which ConsoleTable keeps every page of an endpoint's list. */
export const consoleListKey = (endpoint: Pick<Callable, 'method' | 'path'>) =>
  ['console-list', endpoint.method, endpoint.path] as const;

/** Fetches the lists of these endpoints again (after an action changed their rows). */
export function useRefreshLists(): (
  endpoints: readonly Pick<Callable, 'method' | 'path'>[],
) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (endpoints) => {
      await Promise.all(
        endpoints.map((endpoint) => queryClient.invalidateQueries({ queryKey: consoleListKey(endpoint) })),
      );
    },
    [queryClient],
  );
}
