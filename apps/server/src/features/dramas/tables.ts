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

export interface DramasTables {
  dramas: DramaTable;
  dramaEpisodes: DramaEpisodeTable;
  episodeUnlocks: EpisodeUnlockTable;
  dramaViewers: DramaViewerTable;
}
