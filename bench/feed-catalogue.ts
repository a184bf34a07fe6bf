/**
 * The catalogue `feed.ts` measures the home feed over: the demo world grown to a number of items by rows
 * generated inside the database (one INSERT … SELECT per table over a recursive row counter, in one
 * transaction: a million rows take seconds), and a viewer with a long history of seen items.
 *
 * Generated items are published a minute apart going back from two hours ago, so growing the catalogue
 * adds older items below the ones already there: the top of the feed is the same at every size and only
 * the depth of the tables changes. Their engagement varies (some with hundreds of comments), and one in
 * five is on another site.
 */
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../apps/server/src/schema.js';

type Db = Kysely<DatabaseSchema>;

const MINUTE = 60_000;
/** Item ids of seen items whose content is gone (a long history outlives what it saw). */
const GONE_ITEM_IDS = 1_000_000_000;

/** How many items the three feed tables hold on shelf. */
export async function catalogueSize(db: Db): Promise<number> {
  let total = 0;
  for (const table of ['videos', 'articles', 'questions'] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('state', '=', 'OnShelf')
      .executeTakeFirstOrThrow();
    total += Number(row.count);
  }
  return total;
}

export interface Generator {
  /** Items generated so far: the next one is number `generated + 1`. */
  generated: number;
  newest: number;
  authorIds: [number, number, number];
  videoUrl: string;
  coverUrl: string;
}

/** Adds generated items (half videos, three in ten articles, two in ten questions) up to `size` in all. */
export async function growCatalogue(db: Db, generator: Generator, size: number): Promise<number> {
  const add = size - (await catalogueSize(db));
  if (add <= 0) return 0;
  const first = generator.generated + 1;
  const last = generator.generated + add;
  const counter = sql`with recursive n(i) as (
    select cast(${first} as bigint) union all select i + 1 from n where i < cast(${last} as bigint))`;
  const [a, b, c] = generator.authorIds;
  const common = sql`case when i % 3 = 0 then cast(${a} as bigint) when i % 3 = 1 then cast(${b} as bigint)
    else cast(${c} as bigint) end, 'OnShelf',
    i * 7 % 23, i % 3, case when i % 11 = 0 then i % 293 else 0 end, 0,
    case when i % 5 = 0 then 12 else 11 end,
    cast(${generator.newest} as bigint) - i * ${MINUTE}, cast(${generator.newest} as bigint) - i * ${MINUTE}`;
  const columns = sql`user_id, state, praise_count, collect_count, comment_count, share_count, site_id,
    created_at, updated_at`;
  await db.transaction().execute(async (trx) => {
    await sql`${counter} insert into videos (${columns}, title, video_url, cover_url, duration)
      select ${common}, '批量视频 ' || i, cast(${generator.videoUrl} as varchar(512)),
        cast(${generator.coverUrl} as varchar(512)), 6
      from n where i % 10 < 5`.execute(trx);
    await sql`${counter} insert into articles (${columns}, title, summary, cover_url, content_html)
      select ${common}, '批量文章 ' || i, '西湖边的一天', '', '<p>西湖边的一天</p>'
      from n where i % 10 between 5 and 7`.execute(trx);
    await sql`${counter} insert into questions (${columns}, title, summary, content_html)
      select ${common}, '批量问题 ' || i, '周末去哪儿玩', '<p>周末去哪儿玩</p>'
      from n where i % 10 >= 8`.execute(trx);
  });
  generator.generated = last;
  return add;
}

/**
 * Gives the viewer `count` seen items: the newest items of the catalogue, each first seen a second after
 * it was published, so the latest seen ones are the top of the feed and a page must pass over them; then,
 * when the catalogue is smaller than that, older rows of items that no longer exist.
 */
export async function fillSeenHistory(db: Db, viewerId: number, count: number): Promise<number> {
  await db.deleteFrom('seenItems').where('userId', '=', viewerId).execute();
  await db.transaction().execute(async (trx) => {
    await sql`insert into seen_items (user_id, busy_type, item_id, last_seen_at, first_seen_at)
      select cast(${viewerId} as bigint), busy_type, id, created_at + 1000, created_at + 1000 from (
        select 'Video' as busy_type, id, created_at from videos where state = 'OnShelf'
        union all select 'Article', id, created_at from articles where state = 'OnShelf'
        union all select 'Question', id, created_at from questions where state = 'OnShelf'
      ) as shown order by created_at desc limit ${count}`.execute(trx);
    const real = await trx
      .selectFrom('seenItems')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('firstSeenAt').as('oldest')])
      .where('userId', '=', viewerId)
      .executeTakeFirstOrThrow();
    const gone = count - Number(real.count);
    if (gone <= 0) return;
    const before = Number(real.oldest ?? Date.now());
    await sql`with recursive n(i) as (select cast(1 as bigint) union all select i + 1 from n where i < ${gone})
      insert into seen_items (user_id, busy_type, item_id, last_seen_at, first_seen_at)
      select cast(${viewerId} as bigint), 'Video', ${GONE_ITEM_IDS} + i, cast(${before} as bigint) - i * ${MINUTE},
        cast(${before} as bigint) - i * ${MINUTE}
      from n`.execute(trx);
  });
  const row = await db
    .selectFrom('seenItems')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', viewerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
