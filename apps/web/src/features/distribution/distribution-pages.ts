/** Distribution's pages in one chunk. */
export { PlazaPage } from './PlazaPage';
export { PromotionPage } from './PromotionPage';
export { DashboardPage } from './DashboardPage';
