import { lazy, type ComponentType } from 'react';
import type { PageProps } from '../../ui/PageHeading';

type PageLoader = () => Promise<ComponentType<PageProps>>;

const pages = () => import('./novel-pages');

/**
 * The novel area's pages by route key (spec 000 §2): the bookstore, the charts, a book, its comments and
 * the reader, arriving together in one chunk of their own, so the first page carries one entry for them.
 */
export const novelPages: Record<string, PageLoader> = {
  novel: () => pages().then((module) => module.NovelHomePage),
  listPage: () => pages().then((module) => module.NovelListPage),
  novelDetails: () => pages().then((module) => module.NovelDetailPage),
  novelComment: () => pages().then((module) => module.NovelCommentPage),
  novelReader: () => pages().then((module) => module.NovelReaderPage),
};

/** The bookshelf on /my, loaded with its tab (render it under a Suspense). */
export const BookshelfPanel = lazy(() => pages().then((module) => ({ default: module.BookshelfPanel })));

/** The 小说 tab of the header's publish dialog (a new book, then its writing desk), in a chunk of its own. */
export { NovelPublishEntry } from './NovelPublishEntry';
