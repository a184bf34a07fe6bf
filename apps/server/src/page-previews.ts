import { contentPreviewOf } from './features/content/index.js';
import { dramaPreviewOf } from './features/dramas/index.js';
import { userCardsOf } from './features/users/index.js';
import type { Db } from './platform/db/tables.js';
import type { PagePreview, PagePreviewer } from './platform/http/web-app.js';

type Finder = (db: Db, id: number) => Promise<PagePreview | undefined>;

/**
 * The pages whose shared links preview what they show (a chat app or a crawler reads the HTML head, not
 * the app): the page's path, the query parameter naming the object, and how to find it.
 */
const DETAIL_PAGES: Record<string, { param: string; find: Finder }> = {
  '/videoShare': { param: 'id', find: (db, id) => contentPreviewOf(db, 'Video', id) },
  '/imageTextDetail': { param: 'id', find: (db, id) => contentPreviewOf(db, 'Article', id) },
  '/askDetail': { param: 'id', find: (db, id) => contentPreviewOf(db, 'Question', id) },
  '/shortPlayDetail': { param: 'episodeRelevance', find: dramaPreviewOf },
  '/othersHome': {
    param: 'userId',
    find: async (db, id) => {
      const card = (await userCardsOf(db, [id])).get(id);
      return card && { title: card.nickName, description: card.nickName, image: card.avatar };
    },
  },
};

/** Previews of the detail pages from the features that own what they show; other pages keep the site's. */
export function createPagePreviewer(db: Db): PagePreviewer {
  return async (pathname, query) => {
    const page = DETAIL_PAGES[pathname.replace(/\/+$/, '')];
    const raw = query.get(page?.param ?? '') ?? '';
    if (!page || !/^\d{1,16}$/.test(raw)) return null;
    return (await page.find(db, Number(raw))) ?? null;
  };
}
