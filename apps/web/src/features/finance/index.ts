import type { ComponentType } from 'react';
import type { PageProps } from '../../ui/PageHeading';

type PageLoader = () => Promise<ComponentType<PageProps>>;

/**
 * The settlement centre's pages by route key (spec 000 §2): the earnings and their statement, one record,
 * and cash-out; each a dynamic import, so each arrives in its own chunk with the chart library only where
 * it is drawn.
 */
export const financePages: Record<string, PageLoader> = {
  finance: () => import('./FinancePage').then((module) => module.FinancePage),
  financeDetail: () => import('./FinanceDetailPage').then((module) => module.FinanceDetailPage),
  cashOut: () => import('./CashOutPage').then((module) => module.CashOutPage),
};
