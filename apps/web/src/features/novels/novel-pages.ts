/** The novel area's pages in one chunk: they share most of their parts, and one entry keeps the first page light. */
export { NovelHomePage } from './NovelHomePage';
export { NovelListPage } from './NovelListPage';
export { NovelDetailPage } from './NovelDetailPage';
export { NovelCommentPage } from './NovelCommentPage';
export { NovelReaderPage } from './NovelReaderPage';
export { BookshelfPanel } from './BookshelfPanel';
