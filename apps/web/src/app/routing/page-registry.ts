import type { ComponentType } from 'react';
import type { PageProps } from '../../ui/PageHeading';
import { HomePage } from '../pages/HomePage';
import { wishPages } from '../../features/wishes';
import { entryPages } from '../../features/entry';
import { financePages } from '../../features/finance';
import { gamePages } from '../../features/games';
import { previewPages } from '../../features/preview';
import { novelPages } from '../../features/novels';
import { distributionPages } from '../../features/distribution';

export type PageComponent = ComponentType<PageProps>;
export type PageLoader = () => Promise<PageComponent>;

/** Routes whose feature is not built yet share the page that says so. */
const featurePendingPage: PageLoader = () =>
  import('../pages/FeaturePendingPage').then((module) => module.FeaturePendingPage);

/**
 * The landing page (`/` opens it) comes with the first load: fetching it on its own would put one more
 * round trip between the first byte and the feed.
 */
const bundledPages: Partial<Record<string, PageComponent>> = { home: HomePage };

/** The page of a route that needs no chunk of its own, or undefined. */
export function bundledPageFor(routeKey: string): PageComponent | undefined {
  return bundledPages[routeKey];
}

/**
 * Pages with their own module, by route key. A feature adds its page here when it is built; each loader
 * is a dynamic import, so every page arrives in its own chunk.
 */
const pageLoaders: Partial<Record<string, PageLoader>> = {
  home: () => Promise.resolve(HomePage),
  shortPlay: () => import('../../features/dramas/DramaHomePage').then((module) => module.DramaHomePage),
  shortPlaySearchResult: () =>
    import('../../features/dramas/DramaSearchPage').then((module) => module.DramaSearchPage),
  shortPlayMore: () => import('../../features/dramas/DramaMorePage').then((module) => module.DramaMorePage),
  shortPlayDetail: () =>
    import('../../features/dramas/DramaDetailPage').then((module) => module.DramaDetailPage),
  videoShare: () => import('../../features/video/VideoSharePage').then((module) => module.VideoSharePage),
  videoList: () => import('../../features/video/VideoListPage').then((module) => module.VideoListPage),
  imageTextList: () =>
    import('../../features/reading/ArticleListPage').then((module) => module.ArticleListPage),
  imageTextDetail: () =>
    import('../../features/reading/ArticleDetailPage').then((module) => module.ArticleDetailPage),
  questionList: () =>
    import('../../features/reading/QuestionListPage').then((module) => module.QuestionListPage),
  askDetail: () =>
    import('../../features/reading/QuestionDetailPage').then((module) => module.QuestionDetailPage),
  health: () => import('../../features/reading/HealthPage').then((module) => module.HealthPage),
  searchResult: () =>
    import('../../features/discovery/SearchResultPage').then((module) => module.SearchResultPage),
  my: () => import('../../features/profile/MyPage').then((module) => module.MyPage),
  othersHome: () => import('../../features/profile/OthersHomePage').then((module) => module.OthersHomePage),
  inviteFriendsIndex: () => import('../../features/profile/InvitePage').then((module) => module.InvitePage),
  explain: () => import('../../features/explain/ExplainPage').then((module) => module.ExplainPage),
  qrLogin: () => import('../../features/auth/qr-login/QrLoginPage').then((module) => module.QrLoginPage),
  joinGroup: () =>
    import('../../features/groups/community/JoinGroupPage').then((module) => module.JoinGroupPage),
  // The wish marketplace: /makeMoney, the task details and the order pages, each its own chunk.
  ...wishPages,
  ...entryPages,
  ...financePages,
  ...gamePages,
  ...previewPages,
  ...novelPages,
  ...distributionPages,
};

/** The key under which the page for paths outside the route map is loaded, like any page. */
export const NOT_FOUND_PAGE = 'notFound';
pageLoaders[NOT_FOUND_PAGE] = () => import('../pages/NotFoundPage').then((module) => module.NotFoundPage);

/** Whether the route's feature is built (its page is more than the not-yet-available notice). */
export function hasOwnPage(routeKey: string): boolean {
  return pageLoaders[routeKey] !== undefined;
}

export function pageLoaderFor(routeKey: string): PageLoader {
  return pageLoaders[routeKey] ?? featurePendingPage;
}
