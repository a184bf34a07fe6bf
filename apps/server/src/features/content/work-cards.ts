import type { content, profiles } from '@fox/contracts';
import { sql, type RawBuilder } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { userCardsOf } from '../users/index.js';
import { withAuthorCards, withAuthors } from './listing.js';
import { platformFields } from './present.js';
import { summaryOf } from './sanitize.js';
import type { ContentTableName, ContentTables } from './tables.js';

type WorkKind = profiles.WorkKind;
type WorkCard = profiles.WorkCard;

const SUMMARY_LENGTH = 120;

interface KindSource {
  table: ContentTableName;
  mediaContentType: content.MediaContentType;
  title: RawBuilder<string>;
  /** Plain text, or HTML when `html` is set: the summary is cut from it. */
  text: RawBuilder<string>;
  html: boolean;
  cover: RawBuilder<string>;
  questionId: RawBuilder<number | null>;
}

const ref = (column: string) => sql.ref(`c.${column}`);
const empty = sql<string>`''`;
const none = sql<number | null>`null`;

/** Where each kind keeps what a card shows; answers borrow their question's title. */
const SOURCES: Record<WorkKind, KindSource> = {
  Video: {
    table: 'videos',
    mediaContentType: 'video',
    title: sql`${ref('title')}`,
    text: empty,
    html: false,
    cover: sql`${ref('coverUrl')}`,
    questionId: none,
  },
  Article: {
    table: 'articles',
    mediaContentType: 'article',
    title: sql`${ref('title')}`,
    text: sql`${ref('summary')}`,
    html: false,
    cover: sql`${ref('coverUrl')}`,
    questionId: none,
  },
  Question: {
    table: 'questions',
    mediaContentType: 'question',
    title: sql`${ref('title')}`,
    text: sql`${ref('summary')}`,
    html: false,
    cover: empty,
    questionId: none,
  },
  Answer: {
    table: 'answers',
    mediaContentType: 'answer',
    title: sql`(select ${sql.ref('q.title')} from ${sql.table('questions')} as ${sql.id('q')} where ${sql.ref('q.id')} = ${ref('questionId')})`,
    text: sql`${ref('contentHtml')}`,
    html: true,
    cover: empty,
    questionId: sql`${ref('questionId')}`,
  },
  Poetry: {
    table: 'poems',
    mediaContentType: 'poetry',
    title: sql`${ref('title')}`,
    text: sql`${ref('content')}`,
    html: false,
    cover: empty,
    questionId: none,
  },
  Prose: {
    table: 'proses',
    mediaContentType: 'prose',
    title: sql`${ref('title')}`,
    text: sql`${ref('content')}`,
    html: false,
    cover: empty,
    questionId: none,
  },
};

const isWorkKind = (busyType: string): busyType is WorkKind => busyType in SOURCES;

/** The first characters of a text, as plain text. */
function summaryOfText(text: string, html: boolean): string {
  if (html) return summaryOf(text, SUMMARY_LENGTH);
  return Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, SUMMARY_LENGTH).join('');
}

/** Cards of one kind; the table is named by the kind, the shared columns are read by reference. */
function cardQuery(db: Db, kind: WorkKind) {
  const source = SOURCES[kind];
  // Every content table has the shared columns, so one table's row type stands for all of them here.
  const table = `${source.table} as c` as 'videos as c';
  return tablesOf<ContentTables>(db)
    .selectFrom(table)
    .select([
      'c.id',
      'c.userId',
      'c.state',
      'c.rejectReason',
      'c.praiseCount',
      'c.commentCount',
      'c.collectCount',
      'c.shareCount',
      'c.viewCount',
      'c.createdAt',
      'c.updatedAt',
      source.title.as('title'),
      source.text.as('text'),
      source.cover.as('coverUrl'),
      source.questionId.as('questionId'),
    ]);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['executeTakeFirstOrThrow']>> & {
  userName: string;
  nickName: string;
};

function present(kind: WorkKind, row: CardRow): WorkCard {
  const summary = summaryOfText(row.text ?? '', SOURCES[kind].html);
  const cover = row.coverUrl ?? '';
  return {
    // A card is a list's item: its content is the summary, as in the kinds' own lists.
    ...platformFields(row, { content: summary, cover, mediaContentType: SOURCES[kind].mediaContentType }),
    busyType: kind,
    id: Number(row.id),
    userId: Number(row.userId),
    nickName: row.nickName,
    title: row.title ?? '',
    summary,
    coverUrl: cover,
    state: row.state,
    questionId: row.questionId === null ? null : Number(row.questionId),
  };
}

/** A user's works of one kind, newest first; others see only what is on shelf. */
export async function worksOf(
  db: Db,
  authorId: number,
  kind: WorkKind,
  viewerId: number | null,
  page: { offset: number; limit: number },
) {
  let query = cardQuery(db, kind).where('c.userId', '=', authorId);
  if (viewerId !== authorId) query = query.where('c.state', '=', 'OnShelf');
  const [rows, count] = await Promise.all([
    query
      .orderBy('c.createdAt', 'desc')
      .orderBy('c.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const authored = await withAuthors(db, rows);
  return { rows: authored.map((row) => present(kind, row)), total: Number(count.total) };
}

export interface WorkRef {
  busyType: string;
  busyCode: number;
}

const refKey = (busyType: string, busyCode: number) => `${busyType}:${busyCode}`;

/**
 * The cards of the named works the viewer may see (on shelf, or their own), keyed `busyType:busyCode`.
 * One query per kind named and one for their authors; unknown kinds and ids are simply absent.
 */
export async function workCardsOf(
  db: Db,
  refs: WorkRef[],
  viewerId: number | null,
): Promise<Map<string, WorkCard>> {
  const idsByKind = new Map<WorkKind, number[]>();
  for (const { busyType, busyCode } of refs) {
    if (!isWorkKind(busyType)) continue;
    idsByKind.set(busyType, [...(idsByKind.get(busyType) ?? []), busyCode]);
  }
  const kinds = await Promise.all(
    [...idsByKind].map(async ([kind, ids]) => ({
      kind,
      rows: await cardQuery(db, kind)
        .where('c.id', 'in', [...new Set(ids)])
        .execute(),
    })),
  );
  const authors = await userCardsOf(
    db,
    kinds.flatMap(({ rows }) => rows.map((row) => Number(row.userId))),
  );
  const found = new Map<string, WorkCard>();
  for (const { kind, rows } of kinds) {
    for (const row of withAuthorCards(rows, authors)) {
      if (row.state !== 'OnShelf' && Number(row.userId) !== viewerId) continue;
      found.set(refKey(kind, Number(row.id)), present(kind, row));
    }
  }
  return found;
}

/** Cards in the order they were asked for. */
export async function cardsInOrder(db: Db, refs: WorkRef[], viewerId: number | null) {
  const found = await workCardsOf(db, refs, viewerId);
  return refs.flatMap((item) => found.get(refKey(item.busyType, item.busyCode)) ?? []);
}
