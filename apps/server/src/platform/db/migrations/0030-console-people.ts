import { SqliteAdapter, sql, type Kysely } from 'kysely';

/**
 * The back office's people pages. Users keep why their account was disabled (or re-enabled) and when; the
 * chat keeps the accounts an operator muted from every chat (one row per muted account: the send path reads
 * it by key). Each search of the console has an index that serves a page by key, at any depth:
 *
 * - a nickname or group name that starts with a text: the names in byte order, then the id, so a page is a
 *   range of the index entered at the last row shown (on PostgreSQL in the "C" collation, whose order is
 *   the bytes' whatever the database's collation; SQLite compares text bytewise already, and its nickname
 *   index of 0001 ends in the rowid, the id). A name that merely contains the text would need every name
 *   read per page (no B-tree holds names by their middle), so it is not offered;
 * - accounts by state and groups by state: the state, then the id;
 * - accounts holding any role beside the plain user's (operators, agents...): a partial index of a few rows
 *   among millions, for the staff list and the "another super operator?" check.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const byteOrder = sqlite ? sql`` : sql` collate "C"`;

  await db.schema
    .alterTable('users')
    .addColumn('stateReason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('users').addColumn('stateChangedAt', 'bigint').execute();
  // On SQLite the nickname index of 0001 serves already: its rows end in the rowid, which is the id.
  if (!sqlite)
    await sql`create index "users_nick_name_key" on "users" ("nick_name" collate "C", "id")`.execute(db);
  await db.schema.createIndex('users_state_id').on('users').columns(['state', 'id']).execute();
  await sql`create index "users_staff_id" on "users" ("id") where "roles" <> 'user'`.execute(db);

  await db.schema
    .createTable('imAccountMutes')
    .addColumn('userId', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // Null: until an operator lifts it.
    .addColumn('until', 'bigint')
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('operatorId', 'bigint', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();

  await sql`create index "im_groups_name_key" on "im_groups" ("name"${byteOrder}, "id")`.execute(db);
  await db.schema.createIndex('im_groups_state_id').on('imGroups').columns(['state', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('im_groups_state_id').execute();
  await db.schema.dropIndex('im_groups_name_key').execute();
  await db.schema.dropTable('imAccountMutes').execute();
  await db.schema.dropIndex('users_staff_id').execute();
  await db.schema.dropIndex('users_state_id').execute();
  if (!(db.getExecutor().adapter instanceof SqliteAdapter))
    await db.schema.dropIndex('users_nick_name_key').execute();
  await db.schema.alterTable('users').dropColumn('stateChangedAt').execute();
  await db.schema.alterTable('users').dropColumn('stateReason').execute();
}
