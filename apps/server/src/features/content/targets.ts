import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { CounterName, TargetKind, Works } from '../social/index.js';
import {
  adjustCounter,
  CONTENT_COUNTERS,
  setCounter,
  type ContentCounter,
  type CountedBusyType,
} from './counters.js';
import { moderatorPreviewOf } from './moderator-previews.js';
import type { ContentTableName, ContentTables } from './tables.js';

const contentDb = (db: Db): Kysely<ContentTables> => tablesOf<ContentTables>(db);

/** The business types of content and their tables, in the order works are listed. */
const WORK_TABLES: Array<[CountedBusyType, ContentTableName]> = [
  ['Video', 'videos'],
  ['Article', 'articles'],
  ['Question', 'questions'],
  ['Answer', 'answers'],
  ['Poetry', 'poems'],
  ['Prose', 'proses'],
];

/** People act on videos, articles, questions and answers; poems and prose take no actions yet. */
const ACTIONABLE = new Set<CountedBusyType>(['Video', 'Article', 'Question', 'Answer']);

const lookupIn = (table: ContentTableName) => async (db: Db, busyCode: number) => {
  const row = await contentDb(db)
    .selectFrom(table)
    .select(['userId', 'state'])
    .where('id', '=', busyCode)
    .executeTakeFirst();
  return row ? { authorId: Number(row.userId), actionable: row.state === 'OnShelf' } : null;
};

const asContentCounter = (counter: CounterName) => counter as ContentCounter;

/**
 * Every kind of content as a target of likes, collects, comments and reports: how to find its author,
 * and the counts each item keeps on its own row (a like moves the row's praiseCount in its transaction).
 */
export const contentTargets: TargetKind[] = WORK_TABLES.map(([busyType, table]) => ({
  busyType,
  preview: moderatorPreviewOf(busyType),
  find: ACTIONABLE.has(busyType) ? lookupIn(table) : async () => null,
  counts: {
    names: CONTENT_COUNTERS,
    async adjust(db, busyCode, counter, delta) {
      await adjustCounter(db, busyType, busyCode, asContentCounter(counter), delta);
    },
    set: (db, counter, counts) => setCounter(db, busyType, asContentCounter(counter), counts),
  },
}));

/** Published content as users' works: the profile's count, and the demo world's objects of likes. */
export const contentWorks: Works = {
  /** A user's works on the profile: everything they published that is on the shelf. */
  async countOf(db, userId) {
    const counts = await Promise.all(
      WORK_TABLES.map(([, table]) =>
        contentDb(db)
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('userId', '=', userId)
          .where('state', '=', 'OnShelf')
          .executeTakeFirstOrThrow(),
      ),
    );
    return counts.reduce((sum, row) => sum + Number(row.n), 0);
  },
  async all(db) {
    const questionTitles = new Map(
      (await contentDb(db).selectFrom('questions').select(['id', 'title']).execute()).map((row) => [
        Number(row.id),
        row.title,
      ]),
    );
    const kinds = await Promise.all(
      WORK_TABLES.map(async ([busyType, table]) => {
        if (table === 'answers') {
          const answers = await contentDb(db)
            .selectFrom('answers')
            .select(['id', 'userId', 'createdAt', 'questionId'])
            .orderBy('id')
            .execute();
          return answers.map((row) => ({
            busyType,
            busyCode: Number(row.id),
            authorId: Number(row.userId),
            createdAt: Number(row.createdAt),
            title: questionTitles.get(Number(row.questionId)) ?? '',
          }));
        }
        const rows = await contentDb(db)
          .selectFrom(table)
          .select(['id', 'userId', 'createdAt', 'title'])
          .orderBy('id')
          .execute();
        return rows.map((row) => ({
          busyType,
          busyCode: Number(row.id),
          authorId: Number(row.userId),
          createdAt: Number(row.createdAt),
          title: row.title,
        }));
      }),
    );
    return kinds.flat();
  },
};
