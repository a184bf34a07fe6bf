import type { content, contentArticles } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import { AUTHORED_COLUMNS, listOnShelf, withAuthorsAndFlags, type ListWindow } from './listing.js';
import { loadOwned, presentOrNotFound, visibleOrNotFound } from './ownership.js';
import { presentAuthored, type ItemFacts } from './present.js';
import { RELATION_COLUMNS, relationColumns, relationOf } from './relations.js';
import { sanitizeRichText, summaryOf } from './sanitize.js';
import type { ContentTables } from './tables.js';

const contentDb = (db: Db): Kysely<ContentTables> => tablesOf<ContentTables>(db);

const articleQuery = (db: Db) =>
  contentDb(db)
    .selectFrom('articles as c')
    .select([...AUTHORED_COLUMNS, 'c.title', 'c.summary', 'c.coverUrl', 'c.categoryId']);

type ArticleRow = Awaited<ReturnType<ReturnType<typeof articleQuery>['executeTakeFirstOrThrow']>>;

/**
 * An article in the platform's fields: its body (the summary in lists, the HTML in the detail) and its
 * cover. No category names are stored (categories are ids only), so the category's name is empty.
 */
export const articleFacts = (row: { coverUrl: string }, body: string): ItemFacts => ({
  content: body,
  cover: row.coverUrl,
  mediaContentType: 'article',
});

async function present(db: Db, found: ArticleRow[], viewerId: number | null) {
  const page = await withAuthorsAndFlags(db, viewerId, 'Article', found);
  return page.map(({ row, flags }): contentArticles.Article => ({
    ...presentAuthored(row, flags, articleFacts(row, row.summary)),
    title: row.title,
    summary: row.summary,
    coverUrl: row.coverUrl,
    categoryId: row.categoryId,
  }));
}

export async function listArticles(
  db: Db,
  filter: { siteId: number | undefined; categoryId: number | undefined },
  window: ListWindow,
  viewerId: number | null,
) {
  let query = articleQuery(db);
  if (filter.categoryId !== undefined) query = query.where('c.categoryId', '=', filter.categoryId);
  const page = await listOnShelf(db, 'articles', query, filter.siteId, window);
  return { rows: await present(db, page.rows, viewerId), total: page.total };
}

export async function articleDetail(db: Db, id: number, viewerId: number | null) {
  const row = visibleOrNotFound(
    await articleQuery(db)
      .select(['c.contentHtml', ...RELATION_COLUMNS])
      .where('c.id', '=', id)
      .executeTakeFirst(),
    viewerId,
  );
  const [article] = await present(db, [row], viewerId);
  return {
    ...presentOrNotFound(article),
    content: row.contentHtml,
    contentHtml: row.contentHtml,
    relation: relationOf(row),
  };
}

/** Sanitises rich text and refuses what is left empty (a body that was only a script, say). */
export function cleanBody(html: string): { contentHtml: string; summary: string } {
  const contentHtml = sanitizeRichText(html);
  if (contentHtml === '') throw new AppError(400, 'content.empty');
  return { contentHtml, summary: summaryOf(contentHtml) };
}

export interface NewArticle {
  userId: number;
  title: string;
  contentHtml: string;
  coverUrl?: string | undefined;
  categoryId?: number | undefined;
  relation?: content.Relation | null | undefined;
  siteId?: number | undefined;
  state?: content.ContentState;
  /** 1 when it enters the review queue (publishing); the demo's works are reviewed already. */
  reviewPending?: number;
  createdAt: number;
}

/** Sanitises and stores an article, on shelf unless told otherwise (see CONTENT_REVIEW). */
export async function insertArticle(db: Db, article: NewArticle): Promise<number> {
  const row = await contentDb(db)
    .insertInto('articles')
    .values({
      userId: article.userId,
      title: article.title,
      ...cleanBody(article.contentHtml),
      coverUrl: article.coverUrl ?? '',
      categoryId: article.categoryId ?? null,
      ...relationColumns(article.relation),
      state: article.state ?? 'OnShelf',
      reviewPending: article.reviewPending ?? 0,
      siteId: article.siteId ?? 11,
      createdAt: article.createdAt,
      updatedAt: article.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function editArticle(
  db: Db,
  userId: number,
  changes: {
    id: number;
    title?: string | undefined;
    contentHtml?: string | undefined;
    coverUrl?: string | undefined;
    categoryId?: number | null | undefined;
    relation?: content.Relation | null | undefined;
  },
  now: number,
) {
  await loadOwned(db, 'articles', changes.id, userId);
  await contentDb(db)
    .updateTable('articles')
    .set({
      updatedAt: now,
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.contentHtml !== undefined ? cleanBody(changes.contentHtml) : {}),
      ...(changes.coverUrl !== undefined ? { coverUrl: changes.coverUrl } : {}),
      ...(changes.categoryId !== undefined ? { categoryId: changes.categoryId } : {}),
      ...(changes.relation !== undefined ? relationColumns(changes.relation) : {}),
    })
    .where('id', '=', changes.id)
    .execute();
  return articleDetail(db, changes.id, userId);
}
