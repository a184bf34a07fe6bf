/**
 * Paths whose concurrent GETs are all wanted: uploads run in parallel, the notice tab list is polled by
 * several tabs of the panel at once (spec 000 §7), and a publisher's order page reads a wish's
 * applications and its settlements from one list at once, by state. An entry ending in '/' stands for
 * every path under it.
 */
export const DUPLICATE_EXEMPT_PATHS: readonly string[] = [
  '/resource/oss/v2/upload',
  '/app/notice/tab/list',
  '/busy-order/app/busy/task/applications/',
];

const isExempt = (exempt: readonly string[], path: string) =>
  exempt.some((entry) => (entry.endsWith('/') ? path.startsWith(entry) : path === entry));

interface Pending {
  cancel: () => void;
}

/**
 * Keeps the pending GET per method and path. A newer identical request supersedes the older one, whose
 * answer nobody waits for any more (a list refetched while the previous fetch is still running).
 */
export function createPendingRequests(exempt: readonly string[] = DUPLICATE_EXEMPT_PATHS) {
  const pending = new Map<string, Pending>();

  return {
    /** Registers a request, cancelling its pending duplicate; returns the function that forgets it. */
    track(method: string, path: string, cancel: () => void): () => void {
      if (method !== 'GET' || isExempt(exempt, path)) return () => undefined;
      const key = `${method} ${path}`;
      pending.get(key)?.cancel();
      const entry: Pending = { cancel };
      pending.set(key, entry);
      return () => {
        if (pending.get(key) === entry) pending.delete(key);
      };
    },
    size: () => pending.size,
  };
}
