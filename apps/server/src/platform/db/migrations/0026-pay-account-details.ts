import type { Kysely } from 'kysely';

/**
 * The pay account as the real platform's merchant onboarding account: whose it is (a person or a
 * business), the name and identity it was verified with, why a review refused it, and the deposit's state.
 * Existing accounts are personal, with nothing more known.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: Array<[string, string, string | number]> = [
    ['accountType', 'varchar(16)', 'personal'],
    ['merchantName', 'varchar(64)', ''],
    ['identityType', 'varchar(16)', 'idCard'],
    ['legalName', 'varchar(32)', ''],
    ['identityNo', 'varchar(32)', ''],
    ['rejectReason', 'varchar(200)', ''],
    ['bailState', 'varchar(16)', 'none'],
  ];
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable('payAccounts')
      .addColumn(name, type as 'text', (c) => c.notNull().defaultTo(fallback))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'accountType',
    'merchantName',
    'identityType',
    'legalName',
    'identityNo',
    'rejectReason',
    'bailState',
  ]) {
    await db.schema.alterTable('payAccounts').dropColumn(name).execute();
  }
}
