import type { Generated } from 'kysely';

/** The searchable text of one content item, split into words. The FTS index (SQLite) or tsv (PostgreSQL) is over `tokens`. */
export interface SearchDocumentTable {
  id: Generated<number>;
  /** Video, Article or Question. */
  kind: string;
  itemId: number;
  /** The words, lower-cased and space-joined. */
  tokens: string;
  /** The item's createdAt: results are newest first. */
  sortAt: number;
}

/** How far each content table has been indexed: every id up to lastId, every change up to (updatedAt, updatedId). */
export interface SearchWatermarkTable {
  source: string;
  lastId: number;
  updatedAt: number;
  updatedId: number;
}

export interface HotWordTable {
  id: Generated<number>;
  word: string;
  sort: number;
  createdAt: number;
}

/** Tables of the search feature. The SQLite FTS5 table `searchFts` is reached through raw SQL only. */
export interface SearchTables {
  searchDocuments: SearchDocumentTable;
  searchWatermarks: SearchWatermarkTable;
  hotWords: HotWordTable;
}
