import type { Kysely } from 'kysely';
import { idColumn } from './columns.js';

/**
 * The wish marketplace: wishes, takers' orders on them (receptions), the open API's operation log and the
 * review queue's counter. The square reads wishes by `onSquare` and one sort key (id, reward, deadline) or
 * one filter, so any page by cursor is a seek; the deadline runner reads by (state, deliveryDay) and the
 * 72-hour acceptance by (state, settleAppliedAt). A user holds one live order per wish (unique on `live`,
 * which is null once the order ended).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('wishes'), db)
    .addColumn('taskNumber', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('userId', 'bigint', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('contentText', 'text', (c) => c.notNull())
    .addColumn('industryType', 'varchar(24)', (c) => c.notNull())
    .addColumn('type', 'varchar(24)', (c) => c.notNull())
    .addColumn('fullAmountCents', 'bigint', (c) => c.notNull())
    .addColumn('standAmountCents', 'bigint', (c) => c.notNull())
    .addColumn('platformFee', 'integer', (c) => c.notNull())
    .addColumn('deliveryStandard', 'varchar(1000)', (c) => c.notNull())
    .addColumn('deliveryDay', 'bigint', (c) => c.notNull())
    .addColumn('receiveLimit', 'integer', (c) => c.notNull())
    .addColumn('receiveNum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deliveryNum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('applyNum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('settlingNum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('isApproveReceive', 'smallint', (c) => c.notNull())
    .addColumn('isReceiveDeposit', 'smallint', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('labels', 'text', (c) => c.notNull())
    .addColumn('videoUrl', 'varchar(520)', (c) => c.notNull())
    .addColumn('location', 'varchar(200)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('siteId', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'varchar(24)', (c) => c.notNull())
    .addColumn('onSquare', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('rejectReason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewPending', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('payOrderNo', 'varchar(64)')
    .addColumn('paidCents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('extra', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addColumn('endedAt', 'bigint')
    .execute();
  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('wishes').columns(columns).execute();
  await index('wishes_square_idx', ['onSquare', 'id']);
  await index('wishes_square_reward_idx', ['onSquare', 'fullAmountCents', 'id']);
  await index('wishes_square_deadline_idx', ['onSquare', 'deliveryDay', 'id']);
  await index('wishes_square_industry_idx', ['onSquare', 'industryType', 'id']);
  // The industry filter is the square's main one: its two other orders have indexes of their own.
  await index('wishes_square_industry_reward_idx', ['onSquare', 'industryType', 'fullAmountCents', 'id']);
  await index('wishes_square_industry_deadline_idx', ['onSquare', 'industryType', 'deliveryDay', 'id']);
  await index('wishes_square_type_idx', ['onSquare', 'type', 'id']);
  await index('wishes_square_site_idx', ['onSquare', 'siteId', 'id']);
  await index('wishes_owner_idx', ['userId', 'id']);
  await index('wishes_owner_state_idx', ['userId', 'state', 'id']);
  await index('wishes_deadline_idx', ['state', 'deliveryDay']);
  await index('wishes_review_idx', ['reviewPending', 'id']);
  await index('wishes_state_idx', ['state', 'id']);
  await index('wishes_pay_order_idx', ['payOrderNo']);

  await idColumn(db.schema.createTable('wishReceptions'), db)
    .addColumn('wishId', 'bigint', (c) => c.notNull().references('wishes.id').onDelete('cascade'))
    .addColumn('userId', 'bigint', (c) => c.notNull())
    .addColumn('state', 'varchar(24)', (c) => c.notNull())
    .addColumn('live', 'bigint')
    .addColumn('depositCents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('depositOrderNo', 'varchar(64)')
    .addColumn('depositState', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('applyMsg', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('applyAnnex', 'text', (c) => c.notNull())
    .addColumn('deliveryMsg', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('deliveryAnnex', 'text', (c) => c.notNull())
    .addColumn('rejectReason', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .addColumn('settledCents', 'bigint')
    .addColumn('feeCents', 'bigint')
    .addColumn('settleAppliedAt', 'bigint')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  const rindex = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('wishReceptions').columns(columns).execute();
  await db.schema
    .createIndex('wish_receptions_live_idx')
    .on('wishReceptions')
    .columns(['live', 'userId'])
    .unique()
    .execute();
  await rindex('wish_receptions_wish_idx', ['wishId', 'id']);
  await rindex('wish_receptions_wish_state_idx', ['wishId', 'state', 'id']);
  await rindex('wish_receptions_user_idx', ['userId', 'id']);
  await rindex('wish_receptions_settle_idx', ['state', 'settleAppliedAt']);
  await rindex('wish_receptions_deposit_idx', ['depositOrderNo']);

  await idColumn(db.schema.createTable('wishOperationLogs'), db)
    .addColumn('wishId', 'bigint', (c) => c.notNull().references('wishes.id').onDelete('cascade'))
    .addColumn('operationType', 'varchar(16)', (c) => c.notNull())
    .addColumn('oldState', 'varchar(24)')
    .addColumn('newState', 'varchar(24)', (c) => c.notNull())
    .addColumn('operatorId', 'bigint', (c) => c.notNull())
    .addColumn('remark', 'varchar(400)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wish_operation_logs_wish_idx')
    .on('wishOperationLogs')
    .columns(['wishId', 'id'])
    .execute();

  await db.schema
    .createTable('wishReviewCounts')
    .addColumn('kind', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('pending', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await (db as Kysely<{ wishReviewCounts: { kind: string; pending: number } }>)
    .insertInto('wishReviewCounts')
    .values({ kind: 'BusyTask', pending: 0 })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wishReviewCounts').execute();
  await db.schema.dropTable('wishOperationLogs').execute();
  await db.schema.dropTable('wishReceptions').execute();
  await db.schema.dropTable('wishes').execute();
}
