import { useState } from 'react';

/**
 * A form's request in flight: `run` marks the form busy until the work settles. A failure goes to
 * `onError` if given, else is dropped: the request layer has already shown why.
 */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>, onError?: (error: unknown) => void) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      onError?.(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
