/** The game centre's pages in one chunk: a player moves between them, and each is small. */
export { GameHomePage } from './GameHomePage';
export { GameListPage } from './GameListPage';
export { GameDetailsPage } from './GameDetailsPage';
export { RebatePage } from './RebatePage';
export { GamePlayPage } from './GamePlayPage';
