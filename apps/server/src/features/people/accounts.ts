import { consolePeople, formatChinaTime, SUPER_OPERATOR, type HandlerInput } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import { translate } from '../../platform/http/messages.js';
import type { SessionUser } from '../../platform/http/auth.js';
import { recordAudit } from '../audit/index.js';
import { announceSessionsEnded, endSessionsOf } from '../auth/index.js';
import { accountMutesOf, liftAccountMute, muteAccount } from '../im/index.js';
import { accountForUpdate, rolesOf, setAccountState, type Account } from '../users/index.js';
import { act, NOTICE_LANG, noticeOwner, type PeopleContext } from './action.js';

/**
 * Disabling and muting accounts. Each action locks the account's row, checks it, makes its effects, writes
 * its audit entry and the notice to the account's owner in one transaction; sockets and badges are told
 * once it committed.
 */

/** The account acted on, locked; refused when unknown, the operator's own, or a super operator's. */
async function targetAccount(trx: Db, operator: SessionUser, userId: number): Promise<Account> {
  const account = await accountForUpdate(trx, userId);
  if (!account) throw new AppError(404, 'people.userMissing');
  if (Number(account.id) === operator.id) throw new AppError(403, 'people.notYourself');
  if (rolesOf(account).includes(SUPER_OPERATOR)) throw new AppError(403, 'people.notSuperOperator');
  return account;
}

const stateOf = (account: Account) => ({ state: account.state, stateReason: account.stateReason });

/**
 * Disables an account: the state and reason (users'), every session ended (auth's, reason `disabled`),
 * then its sockets on every process are told to check their sessions, and close.
 */
export async function disableAccount(
  context: PeopleContext,
  operator: SessionUser,
  userId: number,
  reason: string,
  now = Date.now(),
): Promise<void> {
  await act(context, async (trx, after) => {
    const account = await targetAccount(trx, operator, userId);
    if (account.state === 'disabled') throw new AppError(400, 'people.alreadyDisabled');
    await setAccountState(trx, userId, 'disabled', reason, now);
    const sessionsEnded = await endSessionsOf(trx, userId, 'disabled', now);
    await recordAudit(
      trx,
      {
        operatorId: operator.id,
        action: 'user.disable',
        targetType: 'user',
        targetId: userId,
        reason,
        before: stateOf(account),
        after: { state: 'disabled', stateReason: reason, sessionsEnded },
      },
      now,
    );
    await noticeOwner(
      context,
      trx,
      after,
      {
        userId,
        type: 'accountDisabled',
        title: translate('people.noticeDisabledTitle', NOTICE_LANG),
        content: translate('people.noticeDisabled', NOTICE_LANG, { reason }),
        extra: { reason },
      },
      now,
    );
    after.push(() => announceSessionsEnded(context.bus, userId));
  });
}

/** Re-enables a disabled account: it may log in again; the sessions ended when it was disabled stay ended. */
export async function enableAccount(
  context: PeopleContext,
  operator: SessionUser,
  userId: number,
  reason: string,
  now = Date.now(),
): Promise<void> {
  await act(context, async (trx, after) => {
    const account = await targetAccount(trx, operator, userId);
    if (account.state !== 'disabled') throw new AppError(400, 'people.notDisabled');
    await setAccountState(trx, userId, 'active', reason, now);
    await recordAudit(
      trx,
      {
        operatorId: operator.id,
        action: 'user.enable',
        targetType: 'user',
        targetId: userId,
        reason,
        before: stateOf(account),
        after: { state: 'active', stateReason: reason },
      },
      now,
    );
    await noticeOwner(
      context,
      trx,
      after,
      {
        userId,
        type: 'accountEnabled',
        title: translate('people.noticeEnabledTitle', NOTICE_LANG),
        content: translate('people.noticeEnabled', NOTICE_LANG),
        extra: { reason },
      },
      now,
    );
  });
}

const UNIT_MS = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 } as const;

/** When a mute asked for ends: null until lifted; refuses an amount missing, unwanted or too long. */
export function muteEnd(
  body: HandlerInput<typeof consolePeople.muteUser>['body'],
  now: number,
): number | null {
  if (body.unit === 'untilLifted') {
    if (body.amount !== undefined) throw new AppError(400, 'people.muteAmountUnwanted');
    return null;
  }
  if (body.amount === undefined) throw new AppError(400, 'people.muteAmountRequired');
  const length = body.amount * UNIT_MS[body.unit];
  if (length > consolePeople.MUTE_MAX_DAYS * UNIT_MS.days)
    throw new AppError(400, 'people.muteTooLong', { days: consolePeople.MUTE_MAX_DAYS });
  return now + length;
}

const muteView = (mute: { until: number | null; reason: string } | undefined) =>
  mute
    ? { until: mute.until === null ? null : formatChinaTime(Number(mute.until)), reason: mute.reason }
    : null;

/** Mutes an account from every chat until `until` (null: until lifted), replacing a mute in force. */
export async function muteUserAccount(
  context: PeopleContext,
  operator: SessionUser,
  userId: number,
  mute: { until: number | null; reason: string },
  now = Date.now(),
): Promise<void> {
  await act(context, async (trx, after) => {
    await targetAccount(trx, operator, userId);
    const before = (await accountMutesOf(trx, [userId], now)).get(userId);
    await muteAccount(trx, {
      userId,
      until: mute.until,
      reason: mute.reason,
      operatorId: operator.id,
      createdAt: now,
    });
    await recordAudit(
      trx,
      {
        operatorId: operator.id,
        action: 'user.mute',
        targetType: 'user',
        targetId: userId,
        reason: mute.reason,
        before: { mute: muteView(before) },
        after: { mute: muteView(mute) },
      },
      now,
    );
    const until = mute.until === null ? null : formatChinaTime(mute.until);
    await noticeOwner(
      context,
      trx,
      after,
      {
        userId,
        type: 'accountMuted',
        title: translate('people.noticeMutedTitle', NOTICE_LANG),
        content:
          until === null
            ? translate('people.noticeMutedIndefinitely', NOTICE_LANG, { reason: mute.reason })
            : translate('people.noticeMutedUntil', NOTICE_LANG, { reason: mute.reason, until }),
        extra: { reason: mute.reason, until },
      },
      now,
    );
  });
}

/** Lifts an account's chat mute; refused when none is in force. */
export async function unmuteUserAccount(
  context: PeopleContext,
  operator: SessionUser,
  userId: number,
  reason: string,
  now = Date.now(),
): Promise<void> {
  await act(context, async (trx, after) => {
    await targetAccount(trx, operator, userId);
    const before = (await accountMutesOf(trx, [userId], now)).get(userId);
    if (!before) throw new AppError(400, 'people.notMuted');
    await liftAccountMute(trx, userId, now);
    await recordAudit(
      trx,
      {
        operatorId: operator.id,
        action: 'user.unmute',
        targetType: 'user',
        targetId: userId,
        reason,
        before: { mute: muteView(before) },
        after: { mute: null },
      },
      now,
    );
    await noticeOwner(
      context,
      trx,
      after,
      {
        userId,
        type: 'accountUnmuted',
        title: translate('people.noticeUnmutedTitle', NOTICE_LANG),
        content: translate('people.noticeUnmuted', NOTICE_LANG),
        extra: { reason },
      },
      now,
    );
  });
}
