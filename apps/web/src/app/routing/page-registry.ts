import type { ComponentType } from 'react';

/** Every page receives the key of the route it is shown for. */
export interface PageProps {
  routeKey: string;
}
export type PageComponent = ComponentType<PageProps>;
export type PageLoader = () => Promise<PageComponent>;

/** Routes whose feature is not built yet share the page that says so. */
const featurePendingPage: PageLoader = () =>
  import('../pages/FeaturePendingPage').then((module) => module.FeaturePendingPage);

/**
 * Pages with their own module, by route key. A feature adds its page here when it is built; each loader
 * is a dynamic import, so every page arrives in its own chunk.
 */
const pageLoaders: Partial<Record<string, PageLoader>> = {
  home: () => import('../pages/HomePage').then((module) => module.HomePage),
  qrLogin: () => import('../../features/auth/qr-login/QrLoginPage').then((module) => module.QrLoginPage),
};

export function pageLoaderFor(routeKey: string): PageLoader {
  return pageLoaders[routeKey] ?? featurePendingPage;
}
