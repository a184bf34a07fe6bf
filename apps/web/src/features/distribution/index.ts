import type { ComponentType } from 'react';
import type { PageProps } from '../../ui/PageHeading';

export { AttributionCapture } from './AttributionCapture';
export { DramaDistributionEntry } from './drama-entry';

type PageLoader = () => Promise<ComponentType<PageProps>>;

const pages = () => import('./distribution-pages');

/**
 * Distribution's pages by route key: the plaza, one item's promotion page and the promoter's dashboard,
 * together in one chunk of their own (a promoter moves between them).
 */
export const distributionPages: Record<string, PageLoader> = {
  distributionPlaza: () => pages().then((module) => module.PlazaPage),
  distributionDetail: () => pages().then((module) => module.PromotionPage),
  indepent: () => pages().then((module) => module.DashboardPage),
};
