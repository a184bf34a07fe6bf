import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { SearchTables } from './tables.js';

const searchDb = (db: Db): Kysely<SearchTables> => tablesOf<SearchTables>(db);

/** One page of hot words in strip order, with the total so the client knows when to cycle back. */
export async function hotWordPage(db: Db, pageNum: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    searchDb(db)
      .selectFrom('hotWords')
      .select(['id', 'word', 'sort'])
      .orderBy('sort')
      .orderBy('id')
      .offset((pageNum - 1) * pageSize)
      .limit(pageSize)
      .execute(),
    searchDb(db)
      .selectFrom('hotWords')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({ id: Number(row.id), word: row.word, sort: row.sort })),
    total: Number(count.total),
  };
}

/** The demo world's hot words: each finds some of the demo articles, questions or videos. */
export const DEMO_HOT_WORDS = [
  '婺源',
  '大理',
  '番茄炒蛋',
  '牛肉火锅',
  'AI 助手',
  '家用 NAS',
  '拉伸',
  '好好吃饭',
  '短剧',
  '心愿单',
  '新疆自驾',
  '养猫',
  '微单',
  '空气炸锅',
  '一个人旅行',
  '诗词',
];

export async function seedHotWords(db: Db, now: number): Promise<void> {
  await searchDb(db)
    .insertInto('hotWords')
    .values(DEMO_HOT_WORDS.map((word, index) => ({ word, sort: index + 1, createdAt: now })))
    .execute();
}
