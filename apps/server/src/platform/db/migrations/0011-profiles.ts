import type { Kysely } from 'kysely';
import { idColumn } from './columns.js';

/**
 * Feedback and invitations (profiles read other features' tables and own none). One invite code per user
 * and one inviter per invitee are unique indexes, so creating a code or linking an account is idempotent
 * under concurrent calls.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('feedback'), db)
    .addColumn('userId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('images', 'varchar(2600)', (c) => c.notNull())
    .addColumn('contact', 'varchar(32)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_user_idx').on('feedback').columns(['userId', 'id']).execute();

  await db.schema
    .createTable('inviteCodes')
    .addColumn('userId', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();

  await idColumn(db.schema.createTable('invitations'), db)
    .addColumn('inviterId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('inviteeId', 'bigint', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invitations_inviter_idx')
    .on('invitations')
    .columns(['inviterId', 'createdAt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['invitations', 'inviteCodes', 'feedback']) {
    await db.schema.dropTable(table).execute();
  }
}
