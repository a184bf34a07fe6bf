import type { ComponentType } from 'react';
import type { PageProps } from '../../ui/PageHeading';

export { reloadsGameFrame, useGameFrameReload } from './frame-reload-store';

type PageLoader = () => Promise<ComponentType<PageProps>>;

const pages = () => import('./game-pages');

/**
 * The game centre's pages by route key (spec 000 §2, spec 002 §2.3): the centre, the list, the details,
 * the rebates, and the game app (the frame), together in one chunk of their own.
 */
export const gamePages: Record<string, PageLoader> = {
  gameHome: () => pages().then((module) => module.GameHomePage),
  gameList: () => pages().then((module) => module.GameListPage),
  gameDetails: () => pages().then((module) => module.GameDetailsPage),
  gameRebate: () => pages().then((module) => module.RebatePage),
  gameApp: () => pages().then((module) => module.GamePlayPage),
  gameAppHome: () => pages().then((module) => module.GamePlayPage),
};
