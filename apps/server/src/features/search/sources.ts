import type { RawBuilder, SqlBool } from 'kysely';
import type { Db } from '../../platform/db/tables.js';

/** The text of one item search indexes: plain columns as they are, rich text still as HTML. */
export interface SearchableItem {
  id: number;
  createdAt: number;
  updatedAt: number;
  plain: string[];
  html: string[];
}

/** Where a reading of the items goes on from: past an id (new items), or past a change (edited ones). */
export type SearchableAfter = { id: number } | { updatedAt: number; id: number };

/**
 * Something search finds, described by the feature that owns it and handed over by the app, so that search
 * never reaches into another feature's tables: how to read its items in id order or in order of change,
 * and whether one is on the shelf now (read live in the search statement, so taking an item down hides it
 * at once). Content's videos, articles and questions, and dramas, are sources; wishes, novels and games
 * join the same way.
 */
export interface SearchSource {
  /** The document kind (a business type: Video, Article, Question, Playlet). */
  kind: string;
  /** The name the indexing progress of this source is kept under. */
  watermark: string;
  items(db: Db, after: SearchableAfter, limit: number): Promise<SearchableItem[]>;
  onShelf(itemId: RawBuilder<unknown>): RawBuilder<SqlBool>;
}

/** A source whose results are shown as its own cards (dramas), beside the content kinds. */
export interface CardSource<Card> extends SearchSource {
  cards(db: Db, ids: number[], viewerId: number | null): Promise<Card[]>;
}
