import type { novels } from '@fox/contracts';
import { inTransaction } from '../../platform/db/transactions.js';
import { AppError } from '../../platform/http/app-error.js';
import { creditEarnings } from '../earnings/index.js';
import { coinCentsOf, coinsOf, PLATFORM, transfer } from '../wallet/index.js';
import { visibleBook, type BookRow, type NovelsDb } from './books.js';
import { chapterAt, chapterView, type ChapterRow } from './chapters.js';
import { readerRow } from './readers.js';

/** How a chapter sale is shared and what a coin is worth, read by the routes from the configuration. */
export interface ChapterSaleTerms {
  /** The platform's cut of a creator's sale, in percent (DRAMA_COMMISSION_PERCENT, as for dramas). */
  commissionPercent: number;
  /** How long the author's share is held before it can be withdrawn. */
  holdMs: number;
}

export interface UnlockContext {
  /** Fox coins per yuan (system_config RechargeRate). */
  rechargeRate: number;
  terms: ChapterSaleTerms;
  now: number;
}

/** The ledger key of a reader's payment for a chapter: one per reader and chapter, like the unlock row. */
export const unlockKey = (userId: number, chapterId: number) => `novel:${userId}:${chapterId}:coin`;

/**
 * Unlocks a paid chapter for a reader with fox coins, in one transaction: the unlock row (unique per reader
 * and chapter), the coins from their wallet to the platform, and the author's share into their earnings.
 * A repeat (double click, retry, 50 requests at once) finds the row and charges nothing: on PostgreSQL the
 * concurrent inserts meet at the unique index and the losers run again to find it; SQLite runs them one by
 * one. A balance too low refuses the whole unlock with the wallet's message.
 */
export async function unlockChapter(
  db: NovelsDb,
  userId: number,
  input: { id: number; chapter: number; auto: boolean },
  context: UnlockContext,
): Promise<novels.UnlockChapterResult> {
  const book = await visibleBook(db, input.id, userId);
  const chapter = await chapterAt(db, input.id, input.chapter);
  const price = Number(chapter.price);
  if (price === 0) throw new AppError(400, 'novels.chapterFree');
  if (Number(book.authorId) === userId) throw new AppError(400, 'novels.ownBook');
  const reader = await readerRow(db, userId, input.id);
  const autoUnlock = Number(reader?.autoUnlock ?? 0) === 1;
  // An automatic unlock spends coins the reader did not click for: only with their standing choice.
  if (input.auto && !autoUnlock) throw new AppError(409, 'novels.autoUnlockOff');
  const charged = await inTransaction(db, async (trx) => {
    const had = await trx
      .selectFrom('novelUnlocks')
      .select('id')
      .where('userId', '=', userId)
      .where('chapterId', '=', Number(chapter.id))
      .executeTakeFirst();
    if (had) return 0;
    // A book taken off the shelf while this request ran sells nothing more.
    if (book.state !== 'OnShelf') throw new AppError(400, 'novels.offShelf');
    await trx
      .insertInto('novelUnlocks')
      .values({ userId, bookId: input.id, chapterId: Number(chapter.id), price, createdAt: context.now })
      .execute();
    await pay(trx, userId, book, chapter, context);
    return price;
  });
  const view = await chapterView(db, userId, book, chapter, true, autoUnlock);
  return { chapter: view, chargedCoins: charged, balance: coinsOf(await coinCentsOf(db, userId)) };
}

/**
 * The reader's coins go to the platform (they were paid for in yuan at top-up); the author is owed their
 * share of that yuan value out of coinSales, held for the settling period like a drama sale's.
 */
async function pay(
  trx: NovelsDb,
  userId: number,
  book: BookRow,
  chapter: ChapterRow,
  context: UnlockContext,
) {
  const coinCents = Number(chapter.price) * 100;
  const key = unlockKey(userId, Number(chapter.id));
  const title = `${book.title} ${chapter.title}`.slice(0, 100);
  await transfer(trx, {
    key,
    currency: 'coin',
    from: { kind: 'wallet', ownerId: userId },
    to: { kind: 'platformRevenue', ownerId: PLATFORM },
    amount: coinCents,
    kind: 'novelUnlock',
    orderId: null,
    memo: title,
    now: context.now,
  });
  const yuanCents = Math.floor(coinCents / context.rechargeRate);
  const shareCents = Math.floor((yuanCents * (100 - context.terms.commissionPercent)) / 100);
  await creditEarnings(trx, {
    userId: Number(book.authorId),
    kind: 'novelSale',
    amountCents: shareCents,
    from: { kind: 'coinSales', ownerId: PLATFORM },
    key: `${key}:share`,
    transferKind: 'novelShare',
    sourceType: 'novel',
    sourceId: String(book.id),
    title,
    orderNo: null,
    orderId: null,
    holdMs: context.terms.holdMs,
    now: context.now,
  });
}
