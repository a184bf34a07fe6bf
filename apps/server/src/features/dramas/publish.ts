import { payments, type content, type dramas, type HandlerInput } from '@fox/contracts';
import type { ReviewEntry } from '../content/index.js';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error.js';
import { accountById } from '../users/index.js';
import { checkFileUrls, makePaidEpisodeFiles, type FileUrlField } from '../uploads/index.js';
import { assertSettlementReady } from '../wallet/index.js';
import { dramaDetail } from './catalogue.js';
import { adjustDramaReviewCount } from './shelf.js';
import type { DramasTables } from './tables.js';

type DramasDb = Kysely<DramasTables>;

export type PublishInput = HandlerInput<typeof dramas.publishDrama>['body'];
export type StateChange = HandlerInput<typeof dramas.setDramaState>['body'];

export interface NewDrama {
  userId: number;
  title: string;
  intro: string;
  coverUrl: string;
  categoryName: string;
  singlePriceCents: number;
  playletPriceCents: number;
  freeCount: number;
  isPlatform: boolean;
  state: content.ContentState;
  /** 1 when it enters the review queue (publishing); the demo's dramas are reviewed already. */
  reviewPending?: number;
  /** Why the platform refused or took it down (the demo's CompelOff drama). */
  rejectReason?: string;
  playCount?: number;
  siteId: number;
  createdAt: number;
}

export interface NewEpisode {
  title: string;
  videoUrl: string;
  coverUrl: string;
  duration: number;
}

/**
 * Stores a drama and its episodes, numbered 1..n in the given order, in one transaction (publishing and
 * the demo seed). Answers the new id.
 */
export async function insertDrama(db: DramasDb, drama: NewDrama, episodes: NewEpisode[]): Promise<number> {
  // The seed already runs in a transaction, and Kysely opens none inside another.
  const atomically = <T>(work: (trx: DramasDb) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  return atomically(async (trx) => {
    const { id } = await trx
      .insertInto('dramas')
      .values({
        userId: drama.userId,
        title: drama.title,
        intro: drama.intro,
        coverUrl: drama.coverUrl,
        categoryName: drama.categoryName,
        singlePriceCents: drama.singlePriceCents,
        playletPriceCents: drama.playletPriceCents,
        freeCount: drama.freeCount,
        isPlatform: drama.isPlatform ? 1 : 0,
        state: drama.state,
        reviewPending: drama.reviewPending ?? 0,
        rejectReason: drama.rejectReason ?? '',
        episodeCount: episodes.length,
        playCount: drama.playCount ?? 0,
        siteId: drama.siteId,
        createdAt: drama.createdAt,
        updatedAt: drama.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dramaId = Number(id);
    await trx
      .insertInto('dramaEpisodes')
      .values(
        episodes.map((episode, index) => ({
          dramaId,
          episodeNumber: index + 1,
          ...episode,
          createdAt: drama.createdAt,
        })),
      )
      .execute();
    return dramaId;
  });
}

/** A drama sells something when an episode lies beyond the free ones and some price is above zero. */
export const sellsEpisodes = (drama: {
  episodeCount: number;
  freeCount: number;
  singlePriceCents: number;
  playletPriceCents: number;
}) => drama.episodeCount > drama.freeCount && (drama.singlePriceCents > 0 || drama.playletPriceCents > 0);

/** Who publishes, and the host their request came to (absolute file addresses on it are ours). */
export interface Publisher {
  userId: number;
  host?: string | undefined;
}

/**
 * The files a drama names, checked: covers may be any public picture of the portal, episode videos only
 * videos the publisher uploaded, so nobody becomes the "creator" of someone else's paid file. Answers the
 * input with every address as a site path.
 */
async function checkedFiles(db: DramasDb, publisher: Publisher, input: PublishInput): Promise<PublishInput> {
  const pictures: FileUrlField[] = [];
  if (input.coverUrl) pictures.push({ field: 'coverUrl', url: input.coverUrl, kind: 'image' });
  input.episodes.forEach((episode, index) => {
    if (episode.coverUrl)
      pictures.push({ field: `episodes.${index}.coverUrl`, url: episode.coverUrl, kind: 'image' });
  });
  const videos = input.episodes.map((episode, index): FileUrlField => ({
    field: `episodes.${index}.videoUrl`,
    url: episode.videoUrl,
    kind: 'video',
  }));
  const rules = { userId: publisher.userId, host: publisher.host };
  const videoPaths = await checkFileUrls(db, { ...rules, owner: 'self' }, videos);
  const picturePaths = new Map(
    (await checkFileUrls(db, rules, pictures)).map((path, index) => [pictures[index]!.field, path]),
  );
  return {
    ...input,
    coverUrl: picturePaths.get('coverUrl'),
    episodes: input.episodes.map((episode, index) => ({
      ...episode,
      videoUrl: videoPaths[index]!,
      coverUrl: picturePaths.get(`episodes.${index}.coverUrl`),
    })),
  };
}

/**
 * A viewer publishes a drama, sold by its creator; it enters the review queue as other content does
 * (`entry`: on shelf at once, or waiting for approval). Selling needs the settlement gate first: the money
 * of a sale must have somewhere to go. The videos of paid episodes become private files in the same
 * transaction that puts them on sale and counts the drama in the queue.
 */
export async function publishDrama(
  db: DramasDb,
  publisher: Publisher,
  body: PublishInput,
  entry: ReviewEntry,
  now = Date.now(),
) {
  const { userId } = publisher;
  if (body.freeCount > body.episodes.length) {
    throw new AppError(400, 'dramas.freeCountTooLarge', {
      freeCount: body.freeCount,
      episodeCount: body.episodes.length,
    });
  }
  const input = await checkedFiles(db, publisher, body);
  const singlePriceCents = payments.centsOf(input.singlePrice);
  const playletPriceCents = payments.centsOf(input.playletPrice);
  const selling = sellsEpisodes({
    episodeCount: input.episodes.length,
    freeCount: input.freeCount,
    singlePriceCents,
    playletPriceCents,
  });
  if (selling) await assertSettlementReady(db, userId, now);
  const user = await accountById(db, userId);
  const firstCover = input.episodes.find((episode) => episode.coverUrl)?.coverUrl ?? '';
  const coverUrl = input.coverUrl ?? firstCover;
  const paidVideos = input.episodes.slice(input.freeCount).map((episode) => episode.videoUrl);
  const id = await db.transaction().execute(async (trx) => {
    const dramaId = await insertDrama(
      trx,
      {
        userId,
        title: input.title,
        intro: input.intro,
        coverUrl,
        categoryName: input.categoryName,
        singlePriceCents,
        playletPriceCents,
        freeCount: input.freeCount,
        isPlatform: false,
        ...entry,
        siteId: user?.siteId ?? 11,
        createdAt: now,
      },
      input.episodes.map((episode) => ({
        title: episode.title,
        videoUrl: episode.videoUrl,
        coverUrl: episode.coverUrl ?? coverUrl,
        duration: episode.duration,
      })),
    );
    await makePaidEpisodeFiles(trx, paidVideos);
    await adjustDramaReviewCount(trx, 1);
    return dramaId;
  });
  return dramaDetail(db, id, userId);
}

/**
 * The creator puts their drama on or off the shelf. Someone else's drama is the same 404 as a missing
 * one; a platform takedown (CompelOff) and the review states are not the creator's to lift.
 */
export async function setDramaState(db: DramasDb, userId: number, change: StateChange, now = Date.now()) {
  const row = await db
    .selectFrom('dramas')
    .select(['userId', 'state'])
    .where('id', '=', change.id)
    .executeTakeFirst();
  if (!row || Number(row.userId) !== userId) throw new AppError(404, 'dramas.missing');
  if (row.state === 'CompelOff') throw new AppError(403, 'dramas.compelledOff');
  if (row.state !== 'OnShelf' && row.state !== 'OffShelf') throw new AppError(403, 'dramas.underReview');
  if (row.state !== change.state) {
    await db
      .updateTable('dramas')
      .set({ state: change.state, updatedAt: now })
      .where('id', '=', change.id)
      .where('userId', '=', userId)
      .execute();
  }
  return dramaDetail(db, change.id, userId);
}
