import type { Kysely } from 'kysely';
import { idColumn } from './columns.js';

/** The reference dictionaries as they were when this migration shipped: report reasons, the coin rate. */
const DICTIONARIES: Array<[dictType: string, dictLabel: string, dictValue: string, sortOrder: number]> = [
  ['report_type', '色情低俗', 'Porn', 1],
  ['report_type', '政治敏感', 'Political', 2],
  ['report_type', '违法犯罪', 'Illegal', 3],
  ['report_type', '垃圾广告', 'Spam', 4],
  ['report_type', '人身攻击', 'Abuse', 5],
  ['report_type', '侵犯隐私', 'Privacy', 6],
  ['report_type', '抄袭侵权', 'Plagiarism', 7],
  ['report_type', '其他', 'Other', 8],
  ['system_config', 'RechargeRate', '10', 1],
];

/**
 * Follows, likes and collects, dislikes, reports, comments and the reference dictionaries. Each "once per
 * user and object" rule is a unique index; lists page by index (keyset on comments). The dictionaries are
 * reference data, so the migration inserts them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('follows'), db)
    .addColumn('userId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('focusUserId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('follows_pair_uq')
    .on('follows')
    .columns(['userId', 'focusUserId'])
    .unique()
    .execute();
  await db.schema.createIndex('follows_fans_idx').on('follows').columns(['focusUserId', 'userId']).execute();

  await idColumn(db.schema.createTable('reactions'), db)
    .addColumn('userId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('busyType', 'varchar(32)', (c) => c.notNull())
    .addColumn('busyCode', 'bigint', (c) => c.notNull())
    .addColumn('authorId', 'bigint', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reactions_once_uq')
    .on('reactions')
    .columns(['userId', 'kind', 'busyType', 'busyCode'])
    .unique()
    .execute();
  await db.schema
    .createIndex('reactions_user_list_idx')
    .on('reactions')
    .columns(['userId', 'kind', 'id'])
    .execute();
  await db.schema.createIndex('reactions_author_idx').on('reactions').columns(['authorId', 'kind']).execute();
  await db.schema
    .createIndex('reactions_object_idx')
    .on('reactions')
    .columns(['busyType', 'busyCode', 'kind'])
    .execute();

  await db.schema
    .createTable('objectCounters')
    .addColumn('busyType', 'varchar(32)', (c) => c.notNull())
    .addColumn('busyCode', 'bigint', (c) => c.notNull())
    .addColumn('praiseCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('collectCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('commentCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shareCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('topCommentCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('object_counters_pk', ['busyType', 'busyCode'])
    .execute();

  await idColumn(db.schema.createTable('dislikes'), db)
    .addColumn('userId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('busyType', 'varchar(32)', (c) => c.notNull())
    .addColumn('busyCode', 'bigint', (c) => c.notNull())
    .addColumn('dislikeType', 'varchar(32)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dislikes_once_uq')
    .on('dislikes')
    .columns(['userId', 'busyType', 'busyCode'])
    .unique()
    .execute();

  await idColumn(db.schema.createTable('reports'), db)
    .addColumn('userId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('objType', 'varchar(32)', (c) => c.notNull())
    .addColumn('objId', 'bigint', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('authorId', 'bigint', (c) => c.notNull())
    .addColumn('reportType', 'varchar(32)', (c) => c.notNull())
    .addColumn('reportInformation', 'varchar(200)', (c) => c.notNull())
    .addColumn('imageUrl', 'varchar(2600)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reports_once_uq')
    .on('reports')
    .columns(['userId', 'objType', 'objId'])
    .unique()
    .execute();
  await db.schema.createIndex('reports_state_idx').on('reports').columns(['state', 'id']).execute();

  await idColumn(db.schema.createTable('dictionaries'), db)
    .addColumn('dictType', 'varchar(64)', (c) => c.notNull())
    .addColumn('dictLabel', 'varchar(100)', (c) => c.notNull())
    .addColumn('dictValue', 'varchar(100)', (c) => c.notNull())
    .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('dictionaries_value_uq')
    .on('dictionaries')
    .columns(['dictType', 'dictValue'])
    .unique()
    .execute();

  await idColumn(db.schema.createTable('comments'), db)
    .addColumn('busyType', 'varchar(32)', (c) => c.notNull())
    .addColumn('busyCode', 'bigint', (c) => c.notNull())
    .addColumn('userId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pid', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('replyId', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('replyUserId', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('ipAddress', 'varchar(64)', (c) => c.notNull())
    .addColumn('praiseCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('replyCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lastReplyId', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  // Keyset paging: one seek per page, whether an object has a thousand comments or a million.
  await db.schema
    .createIndex('comments_thread_idx')
    .on('comments')
    .columns(['busyType', 'busyCode', 'pid', 'id'])
    .execute();

  await (db as Kysely<Record<'dictionaries', Record<string, unknown>>>)
    .insertInto('dictionaries')
    .values(
      DICTIONARIES.map(([dictType, dictLabel, dictValue, sortOrder]) => ({
        dictType,
        dictLabel,
        dictValue,
        sortOrder,
      })),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'comments',
    'dictionaries',
    'reports',
    'dislikes',
    'objectCounters',
    'reactions',
    'follows',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
