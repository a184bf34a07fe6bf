import type { ComponentType } from 'react';
import type { PageProps } from '../../ui/PageHeading';

export { previewLinkOf } from './preview-rules';

type PageLoader = () => Promise<ComponentType<PageProps>>;

/** The file preview page (spec 002 §2.3 /preview), a dynamic import in its own chunk. */
export const previewPages: Record<string, PageLoader> = {
  preview: () => import('./PreviewPage').then((module) => module.PreviewPage),
};
