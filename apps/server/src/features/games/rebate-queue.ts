import { formatChinaTime } from '@fox/contracts';
import type { Kysely, Selectable } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { translate, type MessageKey } from '../../platform/http/messages.js';
import type { ReviewActionDeclaration, ReviewChange, ReviewQueue, ReviewRecord } from '../review/index.js';
import { userCardsOf } from '../users/index.js';
import { PLATFORM, transfer } from '../wallet/index.js';
import { coinsOfCents } from './present.js';
import { movePendingRebates, pendingRebates } from './rebates.js';
import type { GameRebateClaimTable, GamesTables } from './tables.js';

type GamesDb = Kysely<GamesTables>;
type ClaimRow = Selectable<GameRebateClaimTable>;

/** The business type of a claim: the audit trail's target type and the console's presenter. */
export const REBATE_KIND = 'GameRebate';
const REASON_MAX = 255;
const DAY = 86_400_000;

const gamesDb = (db: Db): GamesDb => tablesOf<GamesTables>(db);

const STATES = [
  { state: 'WaitApprove', label: 'games.viewWaitApprove' },
  { state: 'Pass', label: 'games.viewPass' },
  { state: 'Refuse', label: 'games.viewRefuse' },
] as const satisfies ReadonlyArray<{ state: string; label: MessageKey }>;

/** The period's last day from its first. */
const periodEndOf = (start: string) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + 6 * DAY).toISOString().slice(0, 10);

async function gameNamesOf(db: GamesDb, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db.selectFrom('games').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}

const titleOf = (game: string, claim: Pick<ClaimRow, 'periodStart'>) =>
  translate('games.claimTitle', 'zh', {
    game,
    start: claim.periodStart,
    end: periodEndOf(claim.periodStart),
  });

/** Claims as the finance staff judge them: the player, the game, the period and both amounts. */
async function records(db: Db, rows: ClaimRow[]): Promise<ReviewRecord[]> {
  const [cards, names] = await Promise.all([
    userCardsOf(
      db,
      rows.map((row) => Number(row.userId)),
    ),
    gameNamesOf(gamesDb(db), [...new Set(rows.map((row) => Number(row.gameId)))]),
  ]);
  return rows.map((row) => {
    const card = cards.get(Number(row.userId));
    const game = names.get(Number(row.gameId)) ?? '';
    const spentCoins = coinsOfCents(Number(row.spentCents));
    const rebateCoins = coinsOfCents(Number(row.rebateCents));
    return {
      id: Number(row.id),
      kind: REBATE_KIND,
      title: titleOf(game, row),
      author: card
        ? { id: card.id, userName: card.userName, nickName: card.nickName, avatar: card.avatar }
        : null,
      cover: '',
      media: '',
      excerpt: `${spentCoins} → ${rebateCoins}`,
      body: '',
      bodyFormat: 'none' as const,
      state: row.state,
      auditState: row.state,
      rejectReason: row.rejectReason,
      pending: row.state === 'WaitApprove',
      portalPath: `/game/details?id=${Number(row.gameId)}`,
      detail: {
        gameId: Number(row.gameId),
        gameName: game,
        periodStart: row.periodStart,
        periodEnd: periodEndOf(row.periodStart),
        spentCoins,
        rebateCoins,
        reviewTime: row.reviewedAt == null ? null : formatChinaTime(Number(row.reviewedAt)),
      },
      createTime: formatChinaTime(Number(row.createdAt)),
      updateTime: formatChinaTime(Number(row.reviewedAt ?? row.createdAt)),
    } satisfies ReviewRecord;
  });
}

/**
 * Approve pays, refuse does not: a claim changes only from WaitApprove (another operator may have got
 * there first), and the payment's ledger key is the claim's, so approving twice pays once. The rebate is
 * newly issued coins (from coin issuance, as a top-up's are), moved in the batch's transaction.
 */
async function decide(
  db: Db,
  id: number,
  to: 'Pass' | 'Refuse',
  reason: string,
): Promise<ReviewChange | null> {
  const trx = gamesDb(db);
  const claim = await trx.selectFrom('gameRebateClaims').selectAll().where('id', '=', id).executeTakeFirst();
  if (!claim || claim.state !== 'WaitApprove') return null;
  const now = Date.now();
  const moved = await trx
    .updateTable('gameRebateClaims')
    .set({ state: to, rejectReason: to === 'Refuse' ? reason.slice(0, REASON_MAX) : '', reviewedAt: now })
    .where('id', '=', id)
    .where('state', '=', 'WaitApprove')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return null;
  await movePendingRebates(trx, -1);
  const game = (await gameNamesOf(trx, [Number(claim.gameId)])).get(Number(claim.gameId)) ?? '';
  const title = titleOf(game, claim);
  if (to === 'Pass' && Number(claim.rebateCents) > 0) {
    await transfer(db, {
      key: `game-rebate:${id}`,
      currency: 'coin',
      from: { kind: 'coinIssuance', ownerId: PLATFORM },
      to: { kind: 'wallet', ownerId: Number(claim.userId) },
      amount: Number(claim.rebateCents),
      kind: 'gameRebate',
      orderId: null,
      memo: title.slice(0, 100),
      now,
    });
  }
  return { authorId: Number(claim.userId), title, before: 'WaitApprove', after: to };
}

const FROM = ['WaitApprove'] as const;
const waiting = (item: ReviewRecord) => item.state === 'WaitApprove';

const actions: ReviewActionDeclaration[] = [
  {
    name: 'approve',
    label: 'games.approve',
    reason: 'none',
    // Coins once paid are not taken back by a console click.
    undoneBy: null,
    from: FROM,
    applies: waiting,
    run: (db, id) => decide(db, id, 'Pass', ''),
    notice: { title: 'games.approvedTitle', text: 'games.approvedText' },
  },
  {
    name: 'refuse',
    label: 'games.refuse',
    reason: 'required',
    undoneBy: null,
    from: FROM,
    applies: waiting,
    run: (db, id, reason) => decide(db, id, 'Refuse', reason),
    notice: { title: 'games.refusedTitle', text: 'games.refusedText' },
  },
];

/** Rebate claims waiting for the finance staff (the super operator opens every queue). */
export const gameRebateReviewQueue: ReviewQueue = {
  key: 'gameRebate',
  title: 'games.rebateQueue',
  kind: REBATE_KIND,
  kindName: 'games.rebateKind',
  noticeType: 'account',
  roles: ['finance'],
  states: STATES,
  keywordHint: 'games.keywordHint',
  reasons: ['games.reasonRules', 'games.reasonAbnormal', 'games.reasonRepeated'],
  pending: (db) => pendingRebates(gamesDb(db)),
  async page(db, query) {
    let q = gamesDb(db).selectFrom('gameRebateClaims').selectAll();
    const state = query.view === 'pending' ? 'WaitApprove' : query.view;
    if (state !== 'all') q = q.where('state', '=', state as 'Pass');
    if (query.match) {
      const { id, authorId } = query.match;
      q = q.where((eb) =>
        authorId === null ? eb('id', '=', id) : eb.or([eb('id', '=', id), eb('userId', '=', authorId)]),
      );
    }
    if (query.before !== undefined) q = q.where('id', '<', query.before);
    return records(db, await q.orderBy('id', 'desc').limit(query.limit).execute());
  },
  async find(db, ids) {
    if (ids.length === 0) return [];
    const rows = await gamesDb(db)
      .selectFrom('gameRebateClaims')
      .selectAll()
      .where('id', 'in', [...ids])
      .execute();
    return records(db, rows);
  },
  actions,
};
