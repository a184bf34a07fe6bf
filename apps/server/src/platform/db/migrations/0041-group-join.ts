import { sql, type Kysely } from 'kysely';

/**
 * Joining groups: the platform's half of the key join links and QR codes are signed with (one row, made by
 * the first process that signs; each group adds its own `inviteSecret`), and whether a member was made the
 * friend of their inviter on joining, which the bind-friends invite records count;
 * and at most one waiting application per person and group.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('groupInviteKeys')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('secret', 'varchar(128)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('imGroupMembers')
    .addColumn('boundInviter', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // One waiting application per person and group: a second application changes the first.
  await db.schema
    .createIndex('im_group_applications_waiting_idx')
    .unique()
    .on('imGroupApplications')
    .columns(['groupId', 'userId'])
    .where(sql.ref('applyState'), '=', 'WaitApprove')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('im_group_applications_waiting_idx').execute();
  await db.schema.alterTable('imGroupMembers').dropColumn('boundInviter').execute();
  await db.schema.dropTable('groupInviteKeys').execute();
}
