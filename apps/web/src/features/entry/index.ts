import type { ComponentType } from 'react';
import type { PageProps } from '../../ui/PageHeading';

type PageLoader = () => Promise<ComponentType<PageProps>>;

/**
 * Personal real-name verification and the settlement bank card (spec 002 §2.3 /entry), by route key, each
 * page a dynamic import in its own chunk.
 */
export const entryPages: Record<string, PageLoader> = {
  personAuth: () => import('./PersonAuthPage').then((module) => module.PersonAuthPage),
  entryStatus: () => import('./EntryStatusPage').then((module) => module.EntryStatusPage),
};
