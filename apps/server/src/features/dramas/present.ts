import { payments, type dramas } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.js';
import { presentAuthored } from '../content/present.js';
import type { ObjectCounts } from '../social/counters.js';
import { objectCountsOf } from '../social/object-counts.js';
import { flagKey, viewerFlags } from '../social/viewer-flags.js';
import { defaultAvatarPath } from '../users/avatar.js';
import { unlockedCounts, unlockedEpisodeIds } from './entitlements.js';
import type { DramaRow, EpisodeRow } from './repo.js';
import { DRAMA_BUSY_TYPE, EPISODE_BUSY_TYPE } from './targets.js';

type Db = Kysely<DatabaseSchema>;

const NO_COUNTS: ObjectCounts = {
  praiseCount: 0,
  collectCount: 0,
  commentCount: 0,
  shareCount: 0,
  topCommentCount: 0,
};

/** Dramas in the API's shape: yuan prices, the viewer's collect flag and unlocked count, kept counts. */
export async function presentDramas(
  db: Db,
  rows: DramaRow[],
  viewerId: number | null,
): Promise<dramas.Drama[]> {
  const ids = rows.map((row) => Number(row.id));
  const [counts, flags, unlocked] = await Promise.all([
    objectCountsOf(db, DRAMA_BUSY_TYPE, ids),
    viewerFlags(db, viewerId, { objects: [{ busyType: DRAMA_BUSY_TYPE, ids }], authorIds: [] }),
    unlockedCounts(db, viewerId, ids),
  ]);
  return rows.map((row) => {
    const id = Number(row.id);
    return {
      id,
      userId: Number(row.userId),
      userName: row.userName,
      nickName: row.nickName,
      userAvatar: row.userAvatar || defaultAvatarPath(row.userName),
      title: row.title,
      intro: row.intro,
      coverUrl: row.coverUrl,
      categoryName: row.categoryName,
      episodeCount: row.episodeCount,
      freeCount: row.freeCount,
      singlePrice: payments.yuanOf(Number(row.singlePriceCents)),
      playletPrice: payments.yuanOf(Number(row.playletPriceCents)),
      isPlatform: row.isPlatform === 1,
      state: row.state,
      collectObj: flags.collected.has(flagKey(DRAMA_BUSY_TYPE, id)),
      collectCount: counts.get(id)?.collectCount ?? 0,
      playCount: Number(row.playCount),
      unlockedCount: unlocked.get(id) ?? 0,
      createTime: Number(row.createdAt),
    };
  });
}

/**
 * The episodes of one drama for the player. An episode is `paid` (watchable) when it is free, when the
 * viewer made the drama, or when the viewer bought it; a locked episode's file address is never sent.
 */
export async function presentEpisodes(
  db: Db,
  drama: DramaRow,
  episodes: EpisodeRow[],
  viewerId: number | null,
): Promise<dramas.Episode[]> {
  const dramaId = Number(drama.id);
  const creatorId = Number(drama.userId);
  const ids = episodes.map((episode) => Number(episode.id));
  const [counts, flags, bought] = await Promise.all([
    objectCountsOf(db, EPISODE_BUSY_TYPE, ids),
    viewerFlags(db, viewerId, { objects: [{ busyType: EPISODE_BUSY_TYPE, ids }], authorIds: [creatorId] }),
    viewerId === null ? Promise.resolve(new Set<number>()) : unlockedEpisodeIds(db, viewerId, dramaId),
  ]);
  const isCreator = viewerId === creatorId;
  return episodes.map((episode) => {
    const id = Number(episode.id);
    const episodePay = episode.episodeNumber > drama.freeCount;
    const paid = !episodePay || isCreator || bought.has(id);
    const counted = counts.get(id) ?? NO_COUNTS;
    const authored = presentAuthored(
      {
        id,
        userId: creatorId,
        state: drama.state,
        praiseCount: counted.praiseCount,
        collectCount: counted.collectCount,
        commentCount: counted.commentCount,
        shareCount: counted.shareCount,
        siteId: Number(drama.siteId),
        createdAt: Number(episode.createdAt),
        updatedAt: Number(episode.createdAt),
        userName: drama.userName,
        nickName: drama.nickName,
        userAvatar: drama.userAvatar,
      },
      {
        praiseObj: flags.praised.has(flagKey(EPISODE_BUSY_TYPE, id)),
        collectObj: flags.collected.has(flagKey(EPISODE_BUSY_TYPE, id)),
        followObj: flags.followed.has(creatorId),
      },
    );
    return {
      ...authored,
      title: episode.title,
      videoUrl: paid ? episode.videoUrl : '',
      coverUrl: episode.coverUrl || drama.coverUrl,
      duration: episode.duration,
      episodeRelevance: dramaId,
      playletTitle: drama.title,
      episodeNumber: episode.episodeNumber,
      episodeCount: drama.episodeCount,
      episodePay,
      paid,
      relation: null,
    };
  });
}
