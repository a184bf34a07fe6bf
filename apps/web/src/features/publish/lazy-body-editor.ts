import { lazy } from 'react';

/**
 * The article body editor for other features' forms (the wish form). Loaded on demand: the header imports
 * this feature's index, and the editor must not ride along into the first page.
 */
export const LazyBodyEditor = lazy(() =>
  import('./BodyEditor').then((module) => ({ default: module.BodyEditor })),
);
