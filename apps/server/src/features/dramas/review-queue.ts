import { payments } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { own, reviewRecordOf, reviewRows, shelfReviewQueue, textOf } from '../content/index.js';
import { fileUrlSigner } from '../uploads/index.js';
import { userCardsOf } from '../users/index.js';
import { dramaReviewCount, dramaShelf } from './shelf.js';
import { DRAMA_BUSY_TYPE } from './targets.js';
import type { DramasTables } from './tables.js';

const dramasDb = (db: Db): Kysely<DramasTables> => tablesOf<DramasTables>(db);

const COLUMNS = {
  title: own('title'),
  intro: own('intro'),
  coverUrl: own('coverUrl'),
  categoryName: own('categoryName'),
  episodeCount: own('episodeCount'),
  freeCount: own('freeCount'),
  singlePriceCents: own('singlePriceCents'),
  playletPriceCents: own('playletPriceCents'),
  isPlatform: own('isPlatform'),
};

/** Every episode of a drama for the operator: paid ones are private files, signed for them to watch. */
async function episodesFor(db: Db, dramaId: number, operatorId: number) {
  const [rows, sign] = await Promise.all([
    dramasDb(db)
      .selectFrom('dramaEpisodes')
      .select(['episodeNumber', 'title', 'videoUrl', 'coverUrl', 'duration'])
      .where('dramaId', '=', dramaId)
      .orderBy('episodeNumber')
      .execute(),
    fileUrlSigner(db),
  ]);
  return rows.map((row) => ({
    episodeNumber: row.episodeNumber,
    title: row.title,
    videoUrl: sign(row.videoUrl, operatorId),
    coverUrl: row.coverUrl,
    duration: row.duration,
  }));
}

/** The dramas' review queue, reviewed by copyright (console roles); the app hands it to review. */
export const dramaReviewQueue = shelfReviewQueue({
  key: 'dramas',
  title: 'dramas.reviewQueue',
  kind: DRAMA_BUSY_TYPE,
  kindName: 'dramas.kindName',
  roles: ['copyright'],
  store: dramaShelf,
  pending: dramaReviewCount,
  async read(db, selection, { full, operatorId }) {
    const rows = await reviewRows(db, 'dramas', COLUMNS, selection);
    const authors = await userCardsOf(
      db,
      rows.map((row) => row.userId),
    );
    return Promise.all(
      rows.map(async (row) => {
        const episodes = full ? await episodesFor(db, row.id, operatorId) : [];
        return reviewRecordOf(
          DRAMA_BUSY_TYPE,
          row,
          {
            title: textOf(row.title),
            cover: textOf(row.coverUrl),
            // The single item plays from its first episode; every episode is in the detail.
            media: episodes[0]?.videoUrl ?? '',
            excerpt: Array.from(textOf(row.intro)).slice(0, 120).join(''),
            body: full ? textOf(row.intro) : '',
            bodyFormat: 'text',
            portalPath: `/shortPlayDetail?episodeRelevance=${row.id}`,
            detail: {
              categoryName: textOf(row.categoryName),
              episodeCount: Number(row.episodeCount),
              freeCount: Number(row.freeCount),
              singlePrice: payments.yuanOf(Number(row.singlePriceCents)),
              playletPrice: payments.yuanOf(Number(row.playletPriceCents)),
              isPlatform: Number(row.isPlatform) === 1,
              ...(full ? { episodes } : {}),
            },
          },
          authors.get(row.userId),
        );
      }),
    );
  },
});
