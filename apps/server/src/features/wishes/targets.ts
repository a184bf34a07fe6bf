import type { wishes } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import { sanitizeRichText } from '../content/index.js';
import type { TargetKind } from '../social/index.js';
import { COMPEL_OFF_FROM, endByOperator, WISH_BUSY_TYPE } from './review-queue.js';
import { jsonList, wishById, wishDb, type WishRow } from './repo.js';
import { wishMove } from './state-machine.js';

type WishState = wishes.WishState;

/** States only a wish that went on the square reaches (approved, then taken, settled or run out). */
const AFTER_SQUARE: readonly WishState[] = [
  'WaitReceive',
  'Execute',
  'WaitApproveSettle',
  'WaitSettle',
  'OverSettle',
  'Over',
];
/** States a wish reaches from the square or from before it: reached the square if it was ever approved. */
const ENDED_EITHER_WAY: readonly WishState[] = ['OffShelf', 'CompelOff'];
/** On the square now: people may act on it (and a report may take it down). */
const LIVE: readonly WishState[] = ['WaitReceive', 'Execute', 'WaitApproveSettle'];

/** Whether the wish ever went on the square: a draft, an unpaid or unreviewed wish is nobody's to report. */
async function reachedSquare(db: Db, wish: WishRow): Promise<boolean> {
  if (AFTER_SQUARE.includes(wish.state)) return true;
  if (!ENDED_EITHER_WAY.includes(wish.state)) return false;
  const approved = await wishDb(db)
    .selectFrom('wishOperationLogs')
    .select('id')
    .where('wishId', '=', wish.id)
    .where('operationType', '=', 'OnShelf')
    .executeTakeFirst();
  return approved !== undefined;
}

/**
 * Wishes as the things people report (spec 002 §3, objType BusyTask): a wish that reached the square, by
 * its publisher. The back office sees it in place (title, sanitised content, pictures, state) and takes it
 * down with the review queue's own take-down (CompelOff: takers' open orders closed with their deposits
 * back, what escrow holds refunded after the commit, the reason told to the publisher). There is no
 * put-back: the state machine has no move out of CompelOff, since the money went back when it ended.
 */
export const wishTargets: TargetKind[] = [
  {
    busyType: WISH_BUSY_TYPE,
    async find(db, busyCode) {
      const wish = await wishById(wishDb(db), busyCode);
      if (!wish || !(await reachedSquare(db, wish))) return null;
      return { authorId: Number(wish.userId), actionable: LIVE.includes(wish.state) };
    },
    async preview(db, busyCode) {
      const wish = await wishById(wishDb(db), busyCode);
      if (!wish) return null;
      const images = jsonList(wish.images);
      return {
        authorId: Number(wish.userId),
        title: wish.title,
        state: wish.state,
        // Sanitised when written (form.ts) and again here, as content's previews of an article's body.
        html: sanitizeRichText(wish.content),
        ...(wish.videoUrl ? { videoUrl: wish.videoUrl } : {}),
        imageUrls: images,
      };
    },
    moderation: {
      async takeDown(db, busyCode, reason, now) {
        const wish = await wishById(wishDb(db), busyCode);
        if (!wish) return null;
        // A wish already ended has nothing left to take down: the machine's readable refusal.
        wishMove(wish.state, 'compelOff');
        return endByOperator(db, busyCode, reason, 'compelOff', COMPEL_OFF_FROM, now);
      },
    },
  },
];
