import type { Kysely } from 'kysely';
import { idColumn } from './columns.js';

/**
 * Group administration (spec 002): sub-groups (`pid`), the join passphrase and the secret the join links
 * are signed with (a new secret voids every link given out), binding newcomers to their inviters as friends,
 * the anti-harassment rule a group follows; how and through whom each member came in; join applications;
 * join channels; pre-join messages; anti-harassment rules. And messages seen by one member only (a
 * newcomer's pre-join messages, a hidden message's sender): `visibleTo`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('imGroups')
    .addColumn('pid', 'bigint', (c) => c.defaultTo(null))
    .execute();
  await db.schema
    .alterTable('imGroups')
    .addColumn('groupWord', 'varchar(16)', (c) => c.defaultTo(null))
    .execute();
  await db.schema
    .alterTable('imGroups')
    .addColumn('inviteSecret', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('imGroups')
    .addColumn('bindUser', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('imGroups')
    .addColumn('harassRuleId', 'bigint', (c) => c.defaultTo(null))
    .execute();
  await db.schema.createIndex('im_groups_pid_idx').on('imGroups').columns(['pid', 'id']).execute();
  await db.schema.createIndex('im_groups_word_idx').unique().on('imGroups').column('groupWord').execute();
  await db.schema.createIndex('im_groups_harass_rule_idx').on('imGroups').columns(['harassRuleId']).execute();

  await db.schema
    .alterTable('imGroupMembers')
    .addColumn('inviterId', 'bigint', (c) => c.defaultTo(null))
    .execute();
  await db.schema
    .alterTable('imGroupMembers')
    .addColumn('channelId', 'bigint', (c) => c.defaultTo(null))
    .execute();
  await db.schema
    .alterTable('imGroupMembers')
    .addColumn('joinWay', 'varchar(16)', (c) => c.notNull().defaultTo('invite'))
    .execute();
  await db.schema
    .createIndex('im_group_members_inviter_idx')
    .on('imGroupMembers')
    .columns(['groupId', 'inviterId', 'joinedAt'])
    .execute();
  await db.schema
    .createIndex('im_group_members_channel_idx')
    .on('imGroupMembers')
    .columns(['channelId', 'joinedAt'])
    .execute();

  await idColumn(db.schema.createTable('imGroupApplications'), db)
    .addColumn('groupId', 'bigint', (c) => c.notNull())
    .addColumn('userId', 'bigint', (c) => c.notNull())
    .addColumn('inviterId', 'bigint', (c) => c.defaultTo(null))
    .addColumn('channelId', 'bigint', (c) => c.defaultTo(null))
    .addColumn('joinWay', 'varchar(16)', (c) => c.notNull())
    .addColumn('applyContent', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('applyState', 'varchar(16)', (c) => c.notNull())
    .addColumn('auditorId', 'bigint', (c) => c.defaultTo(null))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('auditedAt', 'bigint', (c) => c.defaultTo(null))
    .execute();
  await db.schema
    .createIndex('im_group_applications_group_idx')
    .on('imGroupApplications')
    .columns(['groupId', 'applyState', 'id'])
    .execute();
  await db.schema
    .createIndex('im_group_applications_user_idx')
    .on('imGroupApplications')
    .columns(['userId', 'groupId', 'applyState'])
    .execute();

  await idColumn(db.schema.createTable('imGroupChannels'), db)
    .addColumn('groupId', 'bigint', (c) => c.notNull())
    .addColumn('channelName', 'varchar(32)', (c) => c.notNull())
    .addColumn('channelNote', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('channelImage', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('channelCode', 'varchar(32)', (c) => c.notNull())
    .addColumn('channelUserCount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('creatorId', 'bigint', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('im_group_channels_group_idx')
    .on('imGroupChannels')
    .columns(['groupId', 'id'])
    .execute();
  await db.schema
    .createIndex('im_group_channels_code_idx')
    .unique()
    .on('imGroupChannels')
    .column('channelCode')
    .execute();

  await idColumn(db.schema.createTable('imGroupFakeMessages'), db)
    .addColumn('groupId', 'bigint', (c) => c.notNull())
    .addColumn('busyContent', 'varchar(200)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('im_group_fake_messages_group_idx')
    .on('imGroupFakeMessages')
    .columns(['groupId', 'id'])
    .execute();

  await idColumn(db.schema.createTable('imGroupHarassRules'), db)
    .addColumn('ownerId', 'bigint', (c) => c.notNull())
    .addColumn('title', 'varchar(30)', (c) => c.notNull())
    .addColumn('enableAd', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('adWordList', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('enableScreen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('screenLimit', 'integer', (c) => c.defaultTo(null))
    .addColumn('punishType', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('im_group_harass_rules_owner_idx')
    .on('imGroupHarassRules')
    .columns(['ownerId', 'id'])
    .execute();

  await db.schema
    .alterTable('imMessages')
    .addColumn('visibleTo', 'bigint', (c) => c.defaultTo(null))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('imMessages').dropColumn('visibleTo').execute();
  await db.schema.dropTable('imGroupHarassRules').execute();
  await db.schema.dropTable('imGroupFakeMessages').execute();
  await db.schema.dropTable('imGroupChannels').execute();
  await db.schema.dropTable('imGroupApplications').execute();
  await db.schema.dropIndex('im_group_members_channel_idx').execute();
  await db.schema.dropIndex('im_group_members_inviter_idx').execute();
  for (const column of ['joinWay', 'channelId', 'inviterId'])
    await db.schema.alterTable('imGroupMembers').dropColumn(column).execute();
  await db.schema.dropIndex('im_groups_harass_rule_idx').execute();
  await db.schema.dropIndex('im_groups_word_idx').execute();
  await db.schema.dropIndex('im_groups_pid_idx').execute();
  for (const column of ['harassRuleId', 'bindUser', 'inviteSecret', 'groupWord', 'pid'])
    await db.schema.alterTable('imGroups').dropColumn(column).execute();
}
