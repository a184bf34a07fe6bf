import { novels } from '@fox/contracts';
import type { Feature } from '../../platform/feature.js';
import { AppError } from '../../platform/http/app-error.js';
import { hostOf } from '../uploads/index.js';
import { accountById } from '../users/index.js';
import { rechargeRate } from '../wallet/index.js';
import { authorBooks, novelsDb, presentCards, rankedBooks, type NovelsDb } from './books.js';
import { cataloguePage, readChapter } from './chapters.js';
import { novelsMessages } from './messages.js';
import { novelDetail, novelHome } from './pages.js';
import { addVolume, editBook, publishBook, type Writer } from './publish.js';
import { progressOf, readerRow, saveProgress, setAutoUnlock, setCollected, shelfPage } from './readers.js';
import { seedNovels } from './seed.js';
import { unlockChapter } from './unlock.js';
import { addChapter, editChapter, importChapters } from './writing.js';

const DAY_MS = 86_400_000;

const windowOf = (query: { pageNum: number; pageSize: number; cursor?: string | undefined }) => ({
  cursor: query.cursor,
  offset: (query.pageNum - 1) * query.pageSize,
  limit: query.pageSize,
});

async function writerOf(db: NovelsDb, userId: number, host: string | undefined): Promise<Writer> {
  const account = await accountById(db, userId);
  if (!account) throw new AppError(401, undefined);
  return { userId, siteId: Number(account.siteId), host };
}

/**
 * Novels: the home and ranked lists, a book's details and catalogue, the reader's chapters with their
 * locks and coin unlocks, reading progress, the bookshelf, and writing (books, volumes, chapters, .txt
 * import). Search, comments and reports reach books through index.ts.
 */
export const novelsFeature: Feature = {
  name: 'novels',
  messages: novelsMessages,
  install({ router, platform }) {
    const db = novelsDb(platform.database.db);
    const viewer = (user: { id: number } | null) => user?.id ?? null;
    const terms = {
      commissionPercent: platform.config.earnings.commissionPercent,
      holdMs: platform.config.earnings.holdDays * DAY_MS,
    };

    router.handle(novels.novelHome, ({ user }) => novelHome(db, viewer(user)));
    router.handle(novels.novelPage, async ({ query }) => {
      const found = await rankedBooks(db, query, windowOf(query));
      return { rows: await presentCards(db, found.rows, query.sort), total: found.total };
    });
    router.handle(novels.novelInfo, ({ query, user }) => novelDetail(db, query.id, viewer(user)));
    router.handle(novels.novelCatalogue, ({ query, user }) => cataloguePage(db, viewer(user), query));
    router.handle(novels.readChapter, ({ query, user }) =>
      readChapter(db, viewer(user), query.id, query.chapter),
    );
    router.handle(novels.unlockChapter, async ({ body, user }) =>
      unlockChapter(db, user.id, body, { rechargeRate: await rechargeRate(db), terms, now: Date.now() }),
    );
    router.handle(novels.setAutoUnlock, ({ body, user }) =>
      setAutoUnlock(db, user.id, body.id, body.autoUnlock),
    );
    router.handle(novels.saveProgress, ({ body, user }) => saveProgress(db, user.id, body, Date.now()));
    router.handle(novels.readingProgress, async ({ query, user }) =>
      progressOf(db, await readerRow(db, user.id, query.id)),
    );
    router.handle(novels.collectNovel, ({ body, user }) =>
      setCollected(db, user.id, body.id, body.collected, Date.now()),
    );
    router.handle(novels.novelShelf, ({ query, user }) => shelfPage(db, user.id, query.tab, windowOf(query)));

    router.handle(novels.publishNovel, async ({ body, user, request }) => {
      const writer = await writerOf(db, user.id, hostOf(request));
      const id = await publishBook(db, writer, body, body.siteId, Date.now());
      return novelDetail(db, id, user.id);
    });
    router.handle(novels.editNovel, async ({ body, user, request }) => {
      await editBook(db, await writerOf(db, user.id, hostOf(request)), body, Date.now());
      return novelDetail(db, body.id, user.id);
    });
    router.handle(novels.myNovels, async ({ query, user }) => {
      const found = await authorBooks(db, user.id, (query.pageNum - 1) * query.pageSize, query.pageSize);
      return { rows: await presentCards(db, found.rows), total: found.total };
    });
    router.handle(novels.addVolume, async ({ body, user }) =>
      addVolume(db, await writerOf(db, user.id, undefined), body.id, body.title, Date.now()),
    );
    router.handle(novels.addChapter, async ({ body, user }) =>
      addChapter(db, await writerOf(db, user.id, undefined), body, Date.now()),
    );
    router.handle(novels.editChapter, async ({ body, user }) =>
      editChapter(db, await writerOf(db, user.id, undefined), body, Date.now()),
    );
    router.handle(novels.importChapters, async ({ body, user }) =>
      importChapters(db, await writerOf(db, user.id, undefined), body, Date.now()),
    );
  },
  seed: seedNovels,
};
