import type { Kysely } from 'kysely';

/**
 * Message actions: a recalled flag on the message (its content is withheld from then on) and the messages
 * each user deleted from their own view.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('imMessages')
    .addColumn('recalled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('imHiddenMessages')
    .addColumn('userId', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('messageId', 'bigint', (c) => c.notNull().references('imMessages.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('im_hidden_messages_pk', ['userId', 'messageId'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('imHiddenMessages').execute();
  await db.schema.alterTable('imMessages').dropColumn('recalled').execute();
}
