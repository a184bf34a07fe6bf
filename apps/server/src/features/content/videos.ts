import type { content } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { AUTHORED_COLUMNS, listOnShelf, withAuthorsAndFlags, type ListWindow } from './listing.js';
import { loadOwned, presentOrNotFound, visibleOrNotFound } from './ownership.js';
import { presentAuthored } from './present.js';
import { RELATION_COLUMNS, relationColumns, relationOf } from './relations.js';
import type { ContentTables, VideoTable } from './tables.js';

const contentDb = (db: Db): Kysely<ContentTables> => tablesOf<ContentTables>(db);

type RelationInput = content.Relation | null | undefined;

const videoQuery = (db: Db) =>
  contentDb(db)
    .selectFrom('videos as c')
    .select([...AUTHORED_COLUMNS, 'c.title', 'c.videoUrl', 'c.coverUrl', 'c.duration', ...RELATION_COLUMNS]);

type VideoRow = Awaited<ReturnType<ReturnType<typeof videoQuery>['executeTakeFirstOrThrow']>>;

async function present(db: Db, found: VideoRow[], viewerId: number | null) {
  const page = await withAuthorsAndFlags(db, viewerId, 'Video', found);
  return page.map(({ row, flags }): content.Video => ({
    ...presentAuthored(row, flags, { content: '', cover: row.coverUrl, mediaContentType: 'video' }),
    title: row.title,
    videoUrl: row.videoUrl,
    coverUrl: row.coverUrl,
    duration: row.duration,
    episodeRelevance: null,
    relation: relationOf(row),
  }));
}

export async function listVideos(
  db: Db,
  filter: { siteId: number | undefined },
  window: ListWindow,
  viewerId: number | null,
) {
  const page = await listOnShelf(db, 'videos', videoQuery(db), filter.siteId, window);
  return { rows: await present(db, page.rows, viewerId), total: page.total };
}

export async function videoDetail(db: Db, id: number, viewerId: number | null) {
  const row = visibleOrNotFound(await videoQuery(db).where('c.id', '=', id).executeTakeFirst(), viewerId);
  return presentOrNotFound((await present(db, [row], viewerId))[0]);
}

export interface NewVideo {
  userId: number;
  title: string;
  videoUrl: string;
  coverUrl?: string | undefined;
  duration?: number | undefined;
  relation?: RelationInput;
  siteId?: number | undefined;
  state?: VideoTable['state'];
  /** 1 when it enters the review queue (publishing); the demo's works are reviewed already. */
  reviewPending?: number;
  createdAt: number;
}

/** Stores a video row (publishing and the demo seed). Answers the new id. */
export async function insertVideo(db: Db, video: NewVideo): Promise<number> {
  const row = await contentDb(db)
    .insertInto('videos')
    .values({
      userId: video.userId,
      title: video.title,
      videoUrl: video.videoUrl,
      coverUrl: video.coverUrl ?? '',
      duration: video.duration ?? 0,
      ...relationColumns(video.relation),
      state: video.state ?? 'OnShelf',
      reviewPending: video.reviewPending ?? 0,
      siteId: video.siteId ?? 11,
      createdAt: video.createdAt,
      updatedAt: video.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function editVideo(
  db: Db,
  userId: number,
  changes: {
    id: number;
    title?: string | undefined;
    coverUrl?: string | undefined;
    relation?: RelationInput;
  },
  now: number,
) {
  await loadOwned(db, 'videos', changes.id, userId);
  await contentDb(db)
    .updateTable('videos')
    .set({
      updatedAt: now,
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.coverUrl !== undefined ? { coverUrl: changes.coverUrl } : {}),
      ...(changes.relation !== undefined ? relationColumns(changes.relation) : {}),
    })
    .where('id', '=', changes.id)
    .execute();
  return videoDetail(db, changes.id, userId);
}
