import type { Kysely } from 'kysely';

/**
 * Task groups (issue 17): the chat a wish's publisher and takers work in. A group made for a wish keeps its
 * wish's taskNumber, so the wish finds its one group again (unique: NULLs are distinct on both dialects,
 * so ordinary groups, which have none, never collide); a member of one carries their task role.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('imGroups').addColumn('taskNumber', 'varchar(32)').execute();
  await db.schema
    .createIndex('im_groups_task_number_idx')
    .unique()
    .on('imGroups')
    .column('taskNumber')
    .execute();
  // taskPublish or taskRece (spec 001 §1, spec 002 §3); NULL in ordinary groups.
  await db.schema.alterTable('imGroupMembers').addColumn('specialRole', 'varchar(16)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('imGroupMembers').dropColumn('specialRole').execute();
  await db.schema.dropIndex('im_groups_task_number_idx').execute();
  await db.schema.alterTable('imGroups').dropColumn('taskNumber').execute();
}
