import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';

/** One page of hot words in strip order, with the total so the client knows when to cycle back. */
export async function hotWordPage(db: Kysely<DatabaseSchema>, pageNum: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('hotWords')
      .select(['id', 'word', 'sort'])
      .orderBy('sort')
      .orderBy('id')
      .offset((pageNum - 1) * pageSize)
      .limit(pageSize)
      .execute(),
    db
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

export async function seedHotWords(db: Kysely<DatabaseSchema>, now: number): Promise<void> {
  await db
    .insertInto('hotWords')
    .values(DEMO_HOT_WORDS.map((word, index) => ({ word, sort: index + 1, createdAt: now })))
    .execute();
}
