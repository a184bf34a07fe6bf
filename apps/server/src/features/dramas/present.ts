import { payments, type dramas } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { platformFields, presentAuthored } from '../content/index.js';
import { flagKey, objectCountsOf, viewerFlags, type ObjectCounts } from '../social/index.js';
import { fileUrlSigner } from '../uploads/index.js';
import { unlockedCounts, unlockedEpisodeIds } from './entitlements.js';
import type { DramaRow, EpisodeRow } from './repo.js';
import { DRAMA_BUSY_TYPE, EPISODE_BUSY_TYPE } from './targets.js';
import type { DramasTables } from './tables.js';

type DramasDb = Kysely<DramasTables>;

const NO_COUNTS: ObjectCounts = {
  praiseCount: 0,
  collectCount: 0,
  commentCount: 0,
  shareCount: 0,
  topCommentCount: 0,
};

/** Dramas in the API's shape: yuan prices, the viewer's collect flag and unlocked count, kept counts. */
export async function presentDramas(
  db: DramasDb,
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
    const counted = counts.get(id) ?? NO_COUNTS;
    // A drama's views are its plays; its intro is its content.
    // A taken-down drama still shows to its buyers; the reason given is its creator's to read alone.
    const rejectReason = Number(row.userId) === viewerId ? row.rejectReason : '';
    const platform = platformFields(
      { ...counted, ...row, rejectReason, viewCount: Number(row.playCount) },
      {
        content: row.intro,
        cover: row.coverUrl,
        mediaContentType: 'playlet',
        categoryName: row.categoryName,
      },
    );
    return {
      ...platform,
      id,
      userId: Number(row.userId),
      userName: row.userName,
      nickName: row.nickName,
      userAvatar: row.userAvatar,
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
      playCount: Number(row.playCount),
      unlockedCount: unlocked.get(id) ?? 0,
    };
  });
}

/** Who is looking: operators (platform staff) may watch every episode, as its creator may. */
export interface EpisodeViewer {
  id: number;
  roles: readonly string[];
}

/** The role key of the platform's operators, as the platform's clients name it. */
export const OPERATOR_ROLE = 'operationsAdministrator';

/**
 * A poster stored beside its video (`<video key>-poster.jpg`, as uploads named them before posters had
 * names of their own) leads to the video: a locked episode shows the drama's cover instead.
 */
const posterLeadsToVideo = (coverUrl: string, videoUrl: string) =>
  coverUrl.endsWith('-poster.jpg') && videoUrl.replace(/\.[^./]+$/, '') === coverUrl.slice(0, -11);

/**
 * The episodes of one drama for the player. An episode is `paid` (watchable) when it is free, when the
 * viewer made the drama or operates the platform, or when the viewer bought it. A watchable episode's video
 * comes as an address signed for this viewer (the file route refuses a private file without one); a locked
 * episode's address is never sent, nor a cover whose name leads to it.
 */
export async function presentEpisodes(
  db: DramasDb,
  drama: DramaRow,
  episodes: EpisodeRow[],
  viewer: EpisodeViewer | null,
): Promise<dramas.Episode[]> {
  const viewerId = viewer?.id ?? null;
  const dramaId = Number(drama.id);
  const creatorId = Number(drama.userId);
  const ids = episodes.map((episode) => Number(episode.id));
  const [counts, flags, bought, sign] = await Promise.all([
    objectCountsOf(db, EPISODE_BUSY_TYPE, ids),
    viewerFlags(db, viewerId, { objects: [{ busyType: EPISODE_BUSY_TYPE, ids }], authorIds: [creatorId] }),
    viewerId === null ? Promise.resolve(new Set<number>()) : unlockedEpisodeIds(db, viewerId, dramaId),
    fileUrlSigner(db),
  ]);
  const seesAll = viewerId === creatorId || (viewer?.roles.includes(OPERATOR_ROLE) ?? false);
  return episodes.map((episode) => {
    const id = Number(episode.id);
    const episodePay = episode.episodeNumber > drama.freeCount;
    const paid = !episodePay || seesAll || bought.has(id);
    const ownCover = episode.coverUrl && (paid || !posterLeadsToVideo(episode.coverUrl, episode.videoUrl));
    const counted = counts.get(id) ?? NO_COUNTS;
    const cover = ownCover ? episode.coverUrl : drama.coverUrl;
    const authored = presentAuthored(
      {
        id,
        userId: creatorId,
        state: drama.state,
        rejectReason: viewerId === creatorId ? drama.rejectReason : '',
        praiseCount: counted.praiseCount,
        collectCount: counted.collectCount,
        commentCount: counted.commentCount,
        shareCount: counted.shareCount,
        // Plays are counted for the whole drama (its playCount), not episode by episode.
        viewCount: 0,
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
      { content: '', cover, mediaContentType: 'video' },
    );
    return {
      ...authored,
      title: episode.title,
      videoUrl: paid ? sign(episode.videoUrl, viewerId) : '',
      coverUrl: cover,
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
