import { payments, type content, type dramas, type HandlerInput } from '@fox/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { assertSettlementReady } from '../wallet/settlement.js';
import { dramaDetail } from './catalogue.js';

type Db = Kysely<DatabaseSchema>;

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
export async function insertDrama(db: Db, drama: NewDrama, episodes: NewEpisode[]): Promise<number> {
  // The seed already runs in a transaction, and Kysely opens none inside another.
  const atomically = <T>(work: (trx: Db) => Promise<T>) =>
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

/**
 * A viewer publishes a drama: on shelf at once (no moderation step yet, as for other content), sold by
 * its creator. Selling needs the settlement gate first: the money of a sale must have somewhere to go.
 */
export async function publishDrama(db: Db, userId: number, input: PublishInput, now = Date.now()) {
  if (input.freeCount > input.episodes.length) {
    throw new AppError(400, 'dramas.freeCountTooLarge', {
      freeCount: input.freeCount,
      episodeCount: input.episodes.length,
    });
  }
  const singlePriceCents = payments.centsOf(input.singlePrice);
  const playletPriceCents = payments.centsOf(input.playletPrice);
  const selling = sellsEpisodes({
    episodeCount: input.episodes.length,
    freeCount: input.freeCount,
    singlePriceCents,
    playletPriceCents,
  });
  if (selling) await assertSettlementReady(db, userId, now);
  const user = await db.selectFrom('users').select('siteId').where('id', '=', userId).executeTakeFirst();
  const firstCover = input.episodes.find((episode) => episode.coverUrl)?.coverUrl ?? '';
  const coverUrl = input.coverUrl ?? firstCover;
  const id = await insertDrama(
    db,
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
      state: 'OnShelf',
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
  return dramaDetail(db, id, userId);
}

/**
 * The creator puts their drama on or off the shelf. Someone else's drama is the same 404 as a missing
 * one; a platform takedown (CompelOff) and the review states are not the creator's to lift.
 */
export async function setDramaState(db: Db, userId: number, change: StateChange, now = Date.now()) {
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
