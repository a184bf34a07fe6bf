import { identity, maskIdNumber } from '@fox/contracts';
import { tablesOf, type Db } from '../../../platform/db/tables.js';
import type { WalletTables } from '../tables.js';
import { isSealed, type IdentitySealer } from './sealing.js';

/** Rows sealed per statement batch: a start with many old rows never holds the database for long. */
const PAGE = 200;

/**
 * Seals numbers still stored in the clear, when the server starts: ID numbers in the old `identityNo`
 * column (accounts from before sealing, and the demo world's, which is seeded before any key is at hand)
 * and card numbers kept unsealed in `cardCipher`. Page by page in key order; each row is written only if
 * it still holds what was read, so processes starting together seal each row once. A number already
 * verified on another account keeps no hash here (the unique index would refuse it); it shows masked
 * like any other.
 */
export async function sealPlainNumbers(handle: Db, sealer: IdentitySealer): Promise<number> {
  const db = tablesOf<WalletTables>(handle);
  let sealed = 0;
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom('payAccounts')
      .select(['userId', 'identityNo'])
      .where('identityNo', '<>', '')
      .where('userId', '>', after)
      .orderBy('userId')
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      const number = identity.normalIdNumber(row.identityNo);
      const hash = sealer.hash(number);
      const taken = await db
        .selectFrom('payAccounts')
        .select('userId')
        .where('identityHash', '=', hash)
        .where('userId', '<>', row.userId)
        .executeTakeFirst();
      const result = await db
        .updateTable('payAccounts')
        .set({
          identityCipher: sealer.seal(number),
          identityHash: taken ? null : hash,
          identityMasked: maskIdNumber(number),
          identityNo: '',
        })
        .where('userId', '=', row.userId)
        .where('identityNo', '=', row.identityNo)
        .executeTakeFirst();
      sealed += Number(result.numUpdatedRows);
    }
    if (rows.length < PAGE) break;
    after = Number(rows[rows.length - 1]!.userId);
  }
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom('bankCards')
      .select(['userId', 'cardCipher'])
      .where('cardCipher', '<>', '')
      .where('cardCipher', 'not like', 'v1:%')
      .where('userId', '>', after)
      .orderBy('userId')
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      if (isSealed(row.cardCipher)) continue;
      const digits = identity.normalCardNumber(row.cardCipher);
      const result = await db
        .updateTable('bankCards')
        .set({ cardCipher: sealer.seal(digits), cardTail: identity.cardTail(digits) })
        .where('userId', '=', row.userId)
        .where('cardCipher', '=', row.cardCipher)
        .executeTakeFirst();
      sealed += Number(result.numUpdatedRows);
    }
    if (rows.length < PAGE) break;
    after = Number(rows[rows.length - 1]!.userId);
  }
  return sealed;
}
