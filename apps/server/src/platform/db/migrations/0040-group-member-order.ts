import type { Kysely } from 'kysely';

/**
 * A group's members in the orders its screens read them, by index rather than by reading every member:
 * the member grid (leader, admins, then join time) reads role by role in join order; the grid avatar, the
 * member-management list and the pick of members for a sub-group read by join time; the groups a user
 * leads or administers are read from their memberships by role.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('im_group_members_grid_idx')
    .on('imGroupMembers')
    .columns(['groupId', 'permissionType', 'joinedAt', 'userId'])
    .execute();
  await db.schema
    .createIndex('im_group_members_joined_idx')
    .on('imGroupMembers')
    .columns(['groupId', 'joinedAt', 'userId'])
    .execute();
  await db.schema
    .createIndex('im_group_members_user_role_idx')
    .on('imGroupMembers')
    .columns(['userId', 'permissionType', 'groupId'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('im_group_members_user_role_idx').execute();
  await db.schema.dropIndex('im_group_members_joined_idx').execute();
  await db.schema.dropIndex('im_group_members_grid_idx').execute();
}
