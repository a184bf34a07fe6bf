import { lazy, type LazyExoticComponent } from 'react';
import { pageLoaderFor, type PageComponent } from './page-registry';

/** Spec 002 §9: a page chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Marks a page chunk that failed to arrive, so the shell can offer a retry instead of a crash page. */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** Settles like the promise, or rejects with a ChunkLoadError after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Page chunk not loaded after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('Page chunk failed to load', { cause: error }));
      },
    );
  });
}

/** How the page is reloaded as a last resort; replaceable in tests, where jsdom cannot navigate. */
export const chunkRecovery = {
  reloadPage: (): void => window.location.reload(),
};

// React.lazy remembers a failure forever; keeping one lazy component per key lets a retry replace it.
const lazyPages = new Map<string, LazyExoticComponent<PageComponent>>();
const failedBefore = new Set<string>();

/**
 * The lazy page component of a route, created on first use. A retry imports the chunk again; browsers
 * that still remember the failed fetch (Chromium caches failed module fetches) reject at once, so a
 * retry that fails reloads the whole page, which always fetches afresh.
 */
export function lazyPageFor(routeKey: string): LazyExoticComponent<PageComponent> {
  let page = lazyPages.get(routeKey);
  if (!page) {
    const load = pageLoaderFor(routeKey);
    const isRetry = failedBefore.has(routeKey);
    page = lazy(() =>
      withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS).then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedBefore.add(routeKey);
          if (!isRetry) throw error;
          chunkRecovery.reloadPage();
          // The spinner stays while the page reloads.
          return new Promise<never>(() => undefined);
        },
      ),
    );
    lazyPages.set(routeKey, page);
  }
  return page;
}

/** Drops a failed page so the next render imports it again. */
export function forgetLazyPage(routeKey: string): void {
  lazyPages.delete(routeKey);
}
