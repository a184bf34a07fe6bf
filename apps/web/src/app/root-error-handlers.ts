import type { ErrorInfo } from 'react';
import { isChunkLoadError } from './routing/lazy-page';

/**
 * React root option: errors an error boundary caught. A page chunk that failed to load is already shown
 * to the user with a retry button, so it is not reported as a bug; everything else is.
 */
export function reportCaughtError(error: unknown, info: ErrorInfo): void {
  if (isChunkLoadError(error)) return;
  console.error(error, info.componentStack);
}
