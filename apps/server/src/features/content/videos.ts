import type { content } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import { AUTHORED_COLUMNS, listOnShelf, type ListWindow } from './listing.js';
import { loadOwned, visibleOrNotFound } from './ownership.js';
import { presentAuthored } from './present.js';
import { RELATION_COLUMNS, relationColumns, relationOf } from './relations.js';
import type { VideoTable } from './tables.js';
import { viewerFlags } from './viewer-flags.js';

type RelationInput = content.Relation | null | undefined;

const videoQuery = (db: Kysely<DatabaseSchema>) =>
  db
    .selectFrom('videos as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select([...AUTHORED_COLUMNS, 'c.title', 'c.videoUrl', 'c.coverUrl', 'c.duration', ...RELATION_COLUMNS]);

type VideoRow = Awaited<ReturnType<ReturnType<typeof videoQuery>['executeTakeFirstOrThrow']>>;

async function present(db: Kysely<DatabaseSchema>, rows: VideoRow[], viewerId: number | null) {
  const flags = await viewerFlags(db, viewerId, 'Video', rows);
  return rows.map((row, index): content.Video => ({
    ...presentAuthored(row, flags[index]!),
    title: row.title,
    videoUrl: row.videoUrl,
    coverUrl: row.coverUrl,
    duration: row.duration,
    episodeRelevance: null,
    relation: relationOf(row),
  }));
}

export async function listVideos(
  db: Kysely<DatabaseSchema>,
  filter: { siteId: number | undefined },
  window: ListWindow,
  viewerId: number | null,
) {
  const page = await listOnShelf(db, 'videos', videoQuery(db), filter.siteId, window);
  return { rows: await present(db, page.rows, viewerId), total: page.total };
}

export async function videoDetail(db: Kysely<DatabaseSchema>, id: number, viewerId: number | null) {
  const row = visibleOrNotFound(await videoQuery(db).where('c.id', '=', id).executeTakeFirst(), viewerId);
  return (await present(db, [row], viewerId))[0]!;
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
  createdAt: number;
}

/** Stores a video row (publishing and the demo seed). Answers the new id. */
export async function insertVideo(db: Kysely<DatabaseSchema>, video: NewVideo): Promise<number> {
  const row = await db
    .insertInto('videos')
    .values({
      userId: video.userId,
      title: video.title,
      videoUrl: video.videoUrl,
      coverUrl: video.coverUrl ?? '',
      duration: video.duration ?? 0,
      ...relationColumns(video.relation),
      state: video.state ?? 'OnShelf',
      siteId: video.siteId ?? 11,
      createdAt: video.createdAt,
      updatedAt: video.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function editVideo(
  db: Kysely<DatabaseSchema>,
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
  await db
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
