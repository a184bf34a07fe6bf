import type { content } from '@fox/contracts';
import type { Generated } from 'kysely';

export interface DramaTable {
  id: Generated<number>;
  /** The creator. */
  userId: number;
  title: string;
  intro: string;
  coverUrl: string;
  categoryName: string;
  /** Yuan fen. */
  singlePriceCents: number;
  playletPriceCents: number;
  /** Episodes 1..freeCount are free. */
  freeCount: number;
  /** 1 when the platform sells it (revenue to the platform), 0 when the creator does. */
  isPlatform: number;
  state: content.ContentState;
  /** Why the platform refused or took the drama down, told to its creator; '' otherwise. */
  rejectReason: Generated<string>;
  /** 1 while the drama waits in the review queue (indexed with the id), else 0. */
  reviewPending: Generated<number>;
  episodeCount: number;
  playCount: Generated<number>;
  siteId: number;
  createdAt: number;
  updatedAt: number;
}

export interface DramaEpisodeTable {
  id: Generated<number>;
  dramaId: number;
  episodeNumber: number;
  title: string;
  videoUrl: string;
  coverUrl: string;
  duration: number;
  createdAt: number;
}

/** One row per (user, episode) bought, unique: the database itself refuses a second purchase. */
export interface EpisodeUnlockTable {
  id: Generated<number>;
  userId: number;
  episodeId: number;
  dramaId: number;
  orderId: number | null;
  createdAt: number;
}

/** What one viewer has of one drama: how many episodes they bought, and the last they watched. */
export interface DramaViewerTable {
  userId: number;
  dramaId: number;
  /** Kept by every grant, in its transaction. */
  unlockedCount: Generated<number>;
  unlockedAt: number | null;
  lastEpisodeNumber: number | null;
  watchedAt: number | null;
}

/** How many dramas wait for review (one row, kind Playlet), moved with their flags. */
export interface DramaReviewCountTable {
  kind: string;
  pending: number;
}

export interface DramasTables {
  dramas: DramaTable;
  dramaEpisodes: DramaEpisodeTable;
  episodeUnlocks: EpisodeUnlockTable;
  dramaViewers: DramaViewerTable;
  dramaReviewCounts: DramaReviewCountTable;
}
