import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { PageProps } from '../../ui/PageHeading';

export { openWishPublish } from './publish-store';
export { WishPublishHost } from './WishPublishHost';
export { takerOrderPath, publisherOrderPath } from './wish-links';

type PageLoader = () => Promise<ComponentType<PageProps>>;

/**
 * The marketplace's pages by route key, each a dynamic import so that every page arrives in its own chunk
 * and none of it weighs on the first page. The order detail routes the spec names twice
 * (/makeMoneyDetail, /makeMoney/businessOrsersDetail) open the same page by taskNumber.
 */
export const wishPages: Record<string, PageLoader> = {
  makeMoney: () => import('./SquarePage').then((module) => module.SquarePage),
  taskDetails: () => import('./TaskDetailsPage').then((module) => module.TaskDetailsPage),
  myBusinessOrder: () => import('./MyBusinessOrdersPage').then((module) => module.MyBusinessOrdersPage),
  orderDetail: () => import('./OrderDetailPage').then((module) => module.OrderDetailPage),
  makeMoneyDetail: () => import('./OrderDetailPage').then((module) => module.OrderDetailPage),
  businessOrsersDetail: () => import('./OrderDetailPage').then((module) => module.OrderDetailPage),
  mineOrders: () => import('./MineOrdersPage').then((module) => module.MineOrdersPage),
  myTaskDetails: () => import('./MyTaskPage').then((module) => module.MyTaskPage),
};

/** The wish tab of the header's publish dialog, loaded with that dialog. */
export const WishPublishEntry = lazy(() => import('./WishPublishEntry'));
