import { sql, type Kysely } from 'kysely';

/**
 * Real-name verification and settlement cards submitted by users: the ID number sealed (cipher, keyed hash
 * unique across accounts, masked form), the card's photos, the card number sealed with only its last four
 * digits kept plain, the bank and branch, the review's reason and times; the two review queues' waiting
 * counts, started from the rows already waiting; and indexes to page each queue by state.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const text = (table: string, column: string, size: number) =>
    db.schema
      .alterTable(table)
      .addColumn(column, `varchar(${size})`, (c) => c.notNull().defaultTo(''))
      .execute();
  const time = (table: string, column: string) =>
    db.schema.alterTable(table).addColumn(column, 'bigint').execute();
  await text('payAccounts', 'identityCipher', 512);
  await db.schema.alterTable('payAccounts').addColumn('identityHash', 'varchar(64)').execute();
  await text('payAccounts', 'identityMasked', 40);
  await text('payAccounts', 'frontImage', 500);
  await text('payAccounts', 'backImage', 500);
  await time('payAccounts', 'submittedAt');
  await time('payAccounts', 'reviewedAt');
  await db.schema
    .createIndex('pay_accounts_identity_hash_idx')
    .unique()
    .on('payAccounts')
    .column('identityHash')
    .where(sql.ref('identityHash'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('pay_accounts_state_idx')
    .on('payAccounts')
    .columns(['state', 'userId'])
    .execute();
  // Numbers stored before sealing are masked here; the server seals and blanks them when it starts.
  await sql`update pay_accounts set identity_masked =
    substr(identity_no, 1, 2) || '**************' || substr(identity_no, 17, 2)
    where length(identity_no) = 18`.execute(db);

  await text('bankCards', 'cardCipher', 512);
  await text('bankCards', 'cardTail', 4);
  await text('bankCards', 'bankName', 60);
  await text('bankCards', 'cardType', 10);
  await text('bankCards', 'branchName', 80);
  await text('bankCards', 'holderName', 40);
  await text('bankCards', 'rejectReason', 255);
  await time('bankCards', 'submittedAt');
  await time('bankCards', 'reviewedAt');
  await db.schema.createIndex('bank_cards_state_idx').on('bankCards').columns(['state', 'userId']).execute();

  await db.schema
    .createTable('walletReviewCounts')
    .addColumn('queue', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into wallet_review_counts (queue, pending)
    select 'personAuth', count(*) from pay_accounts where state = 'WaitApprove'`.execute(db);
  await sql`insert into wallet_review_counts (queue, pending)
    select 'bankCard', count(*) from bank_cards where state = 'WaitApprove'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('walletReviewCounts').execute();
  await db.schema.dropIndex('bank_cards_state_idx').execute();
  for (const column of [
    'cardCipher',
    'cardTail',
    'bankName',
    'cardType',
    'branchName',
    'holderName',
    'rejectReason',
    'submittedAt',
    'reviewedAt',
  ]) {
    await db.schema.alterTable('bankCards').dropColumn(column).execute();
  }
  await db.schema.dropIndex('pay_accounts_state_idx').execute();
  await db.schema.dropIndex('pay_accounts_identity_hash_idx').execute();
  for (const column of [
    'identityCipher',
    'identityHash',
    'identityMasked',
    'frontImage',
    'backImage',
    'submittedAt',
    'reviewedAt',
  ]) {
    await db.schema.alterTable('payAccounts').dropColumn(column).execute();
  }
}
