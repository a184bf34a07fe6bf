import type { profiles } from '@fox/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
import { summaryOf } from '../content/index.js';
import type { ContentTableName } from '../content/tables.js';

type WorkKind = profiles.WorkKind;
type WorkCard = profiles.WorkCard;

const SUMMARY_LENGTH = 120;

interface KindSource {
  table: ContentTableName;
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
    title: sql`${ref('title')}`,
    text: empty,
    html: false,
    cover: sql`${ref('coverUrl')}`,
    questionId: none,
  },
  Article: {
    table: 'articles',
    title: sql`${ref('title')}`,
    text: sql`${ref('summary')}`,
    html: false,
    cover: sql`${ref('coverUrl')}`,
    questionId: none,
  },
  Question: {
    table: 'questions',
    title: sql`${ref('title')}`,
    text: sql`${ref('summary')}`,
    html: false,
    cover: empty,
    questionId: none,
  },
  Answer: {
    table: 'answers',
    title: sql`(select ${sql.ref('q.title')} from ${sql.table('questions')} as ${sql.id('q')} where ${sql.ref('q.id')} = ${ref('questionId')})`,
    text: sql`${ref('contentHtml')}`,
    html: true,
    cover: empty,
    questionId: sql`${ref('questionId')}`,
  },
  Poetry: {
    table: 'poems',
    title: sql`${ref('title')}`,
    text: sql`${ref('content')}`,
    html: false,
    cover: empty,
    questionId: none,
  },
  Prose: {
    table: 'proses',
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
function cardQuery(db: Kysely<DatabaseSchema>, kind: WorkKind) {
  const source = SOURCES[kind];
  // Every content table has the shared columns, so one table's row type stands for all of them here.
  const table = `${source.table} as c` as 'videos as c';
  return db
    .selectFrom(table)
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select([
      'c.id',
      'c.userId',
      'c.state',
      'c.praiseCount',
      'c.commentCount',
      'c.collectCount',
      'c.createdAt',
      'u.nickName',
      source.title.as('title'),
      source.text.as('text'),
      source.cover.as('coverUrl'),
      source.questionId.as('questionId'),
    ]);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['executeTakeFirstOrThrow']>>;

function present(kind: WorkKind, row: CardRow): WorkCard {
  return {
    busyType: kind,
    id: Number(row.id),
    userId: Number(row.userId),
    nickName: row.nickName,
    title: row.title ?? '',
    summary: summaryOfText(row.text ?? '', SOURCES[kind].html),
    coverUrl: row.coverUrl ?? '',
    state: row.state,
    praiseCount: Number(row.praiseCount),
    commentCount: Number(row.commentCount),
    collectCount: Number(row.collectCount),
    questionId: row.questionId === null ? null : Number(row.questionId),
    createTime: Number(row.createdAt),
  };
}

/** A user's works of one kind, newest first; others see only what is on shelf. */
export async function worksOf(
  db: Kysely<DatabaseSchema>,
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
  return { rows: rows.map((row) => present(kind, row)), total: Number(count.total) };
}

export interface WorkRef {
  busyType: string;
  busyCode: number;
}

const refKey = (busyType: string, busyCode: number) => `${busyType}:${busyCode}`;

/**
 * The cards of the named works the viewer may see (on shelf, or their own), keyed `busyType:busyCode`.
 * One query per kind named; unknown kinds and ids are simply absent.
 */
export async function cardsOf(
  db: Kysely<DatabaseSchema>,
  refs: WorkRef[],
  viewerId: number | null,
): Promise<Map<string, WorkCard>> {
  const idsByKind = new Map<WorkKind, number[]>();
  for (const { busyType, busyCode } of refs) {
    if (!isWorkKind(busyType)) continue;
    idsByKind.set(busyType, [...(idsByKind.get(busyType) ?? []), busyCode]);
  }
  const found = new Map<string, WorkCard>();
  await Promise.all(
    [...idsByKind].map(async ([kind, ids]) => {
      const rows = await cardQuery(db, kind)
        .where('c.id', 'in', [...new Set(ids)])
        .execute();
      for (const row of rows) {
        if (row.state !== 'OnShelf' && Number(row.userId) !== viewerId) continue;
        found.set(refKey(kind, Number(row.id)), present(kind, row));
      }
    }),
  );
  return found;
}

/** Cards in the order they were asked for. */
export async function cardsInOrder(db: Kysely<DatabaseSchema>, refs: WorkRef[], viewerId: number | null) {
  const found = await cardsOf(db, refs, viewerId);
  return refs.flatMap((item) => found.get(refKey(item.busyType, item.busyCode)) ?? []);
}

/** The viewer's liked objects, newest first, each with its card (null when gone or hidden). */
export async function likedBy(
  db: Kysely<DatabaseSchema>,
  userId: number,
  page: { busyType: string | undefined; offset: number; limit: number },
) {
  let query = db.selectFrom('reactions').where('userId', '=', userId).where('kind', '=', 'like');
  if (page.busyType) query = query.where('busyType', '=', page.busyType);
  const [rows, count] = await Promise.all([
    query
      .select(['busyType', 'busyCode', 'createdAt'])
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const refs = rows.map((row) => ({ busyType: row.busyType, busyCode: Number(row.busyCode) }));
  const cards = await cardsOf(db, refs, userId);
  return {
    rows: rows.map((row) => ({
      busyType: row.busyType,
      busyCode: Number(row.busyCode),
      createdAt: Number(row.createdAt),
      work: cards.get(refKey(row.busyType, Number(row.busyCode))) ?? null,
    })),
    total: Number(count.total),
  };
}
