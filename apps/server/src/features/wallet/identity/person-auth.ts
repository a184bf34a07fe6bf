import { identity, maskIdNumber, wallet, type HandlerInput } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../../platform/db/tables.js';
import { inTransaction } from '../../../platform/db/transactions.js';
import { AppError } from '../../../platform/http/app-error.js';
import { checkFileUrls, FileUrlRefusal, makeIdentityDocumentFiles } from '../../uploads/index.js';
import { payAccountOf } from '../settlement.js';
import type { WalletTables } from '../tables.js';
import { movePending } from './counts.js';
import { chinaToday, endOfChinaDay } from './dates.js';
import type { IdentitySealer } from './sealing.js';

type SubmitBody = HandlerInput<typeof identity.submitPersonAuth>['body'];

const ID_PROBLEMS = {
  format: 'identity.idFormat',
  birth: 'identity.idBirth',
  checksum: 'identity.idChecksum',
} as const;

/** Whether the account is passed but its ID card's validity ended (the gate's accountExpired). */
export async function accountExpired(db: Kysely<WalletTables>, userId: number, now: number) {
  const account = await payAccountOf(db, userId);
  return account.state === 'Pass' && wallet.validityEnded(account, now);
}

/** The end of the card's validity as stored (ms), checked: a real day, today or later; none for long-term. */
function validityEnd(body: SubmitBody, now: number): number | null {
  if (body.identityValidityType === wallet.VALIDITY_CODES.long) {
    if (body.identityEndDate) throw new AppError(400, 'identity.endDateLongTerm');
    return null;
  }
  if (!body.identityEndDate) throw new AppError(400, 'identity.endDateRequired');
  const end = endOfChinaDay(body.identityEndDate);
  if (end === null) throw new AppError(400, 'identity.endDateInvalid');
  if (end < now) throw new AppError(400, 'identity.endDatePast');
  return end;
}

/** The two photos as site paths: the viewer's own uploaded pictures (someone else's is refused). */
async function ownPhotos(ctx: SubmitContext, body: SubmitBody): Promise<string[]> {
  try {
    return await checkFileUrls(ctx.db, { userId: ctx.userId, host: ctx.host, owner: 'self' }, [
      { field: 'frontImage', url: body.frontImage, kind: 'image' },
      { field: 'backImage', url: body.backImage, kind: 'image' },
    ]);
  } catch (error) {
    // The uploads' own wording speaks of dramas' videos: say it of ID photos.
    if (error instanceof FileUrlRefusal && error.messageKey === 'uploads.urlNotOwn') {
      throw new FileUrlRefusal('identity.photoNotOwn', error.field);
    }
    throw error;
  }
}

export interface SubmitContext {
  db: Db;
  sealer: IdentitySealer;
  userId: number;
  /** The request's Host header, for absolute addresses of this site. */
  host: string | undefined;
  now?: number;
}

/**
 * Personal real-name verification: the ID number (format, birth date, check character), the validity,
 * and the two photos (the user's own uploads, made private ID documents here). The number is stored
 * sealed with its keyed hash and masked form, never in the clear; the account goes under review. One ID
 * number verifies one account; a waiting account, or a passed one whose card is still valid, is refused.
 */
export async function submitPersonAuth(ctx: SubmitContext, body: SubmitBody): Promise<wallet.PayAccount> {
  const now = ctx.now ?? Date.now();
  const idNumber = identity.normalIdNumber(body.identityNo);
  const problem = identity.idNumberProblem(idNumber, chinaToday(now));
  if (problem) throw new AppError(400, ID_PROBLEMS[problem]);
  const endDate = validityEnd(body, now);
  const [front, back] = await ownPhotos(ctx, body);
  if (front === back) throw new AppError(400, 'identity.samePhoto');
  const hash = ctx.sealer.hash(idNumber);
  const cipher = ctx.sealer.seal(idNumber);
  const db = tablesOf<WalletTables>(ctx.db);
  await inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('payAccounts')
      .select(['state'])
      .where('userId', '=', ctx.userId)
      .executeTakeFirst();
    if (row?.state === 'WaitApprove') throw new AppError(409, 'identity.reviewing');
    if (row?.state === 'Pass' && !(await accountExpired(trx, ctx.userId, now))) {
      throw new AppError(409, 'identity.alreadyVerified');
    }
    const holder = await trx
      .selectFrom('payAccounts')
      .select('userId')
      .where('identityHash', '=', hash)
      .where('userId', '<>', ctx.userId)
      .executeTakeFirst();
    if (holder) throw new AppError(409, 'identity.idTaken');
    const values = {
      state: 'WaitApprove' as const,
      accountType: 'personal' as const,
      identityType: 'idCard' as const,
      legalName: body.legalName,
      identityNo: '',
      identityCipher: cipher,
      identityHash: hash,
      identityMasked: maskIdNumber(idNumber),
      identityValidityType: endDate === null ? ('long' as const) : ('fixed' as const),
      identityEndDate: endDate,
      frontImage: front!,
      backImage: back!,
      rejectReason: '',
      submittedAt: now,
      reviewedAt: null,
      updatedAt: now,
    };
    if (row) {
      await trx.updateTable('payAccounts').set(values).where('userId', '=', ctx.userId).execute();
    } else {
      await trx
        .insertInto('payAccounts')
        .values({ ...values, userId: ctx.userId, licenseValidityType: null, licenseEndDate: null })
        .execute();
    }
    await makeIdentityDocumentFiles(trx, [front!, back!]);
    await movePending(trx, 'personAuth', 1);
  });
  return payAccountOf(db, ctx.userId);
}
