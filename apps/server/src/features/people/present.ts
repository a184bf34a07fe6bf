import { formatChinaTime, type consolePeople } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import type { ConsoleGroupRow } from '../groups/index.js';
import { accountMutesOf, type AccountMute } from '../im/index.js';
import { defaultAvatarPath, rolesOf, userCardsOf, type Account } from '../users/index.js';

/**
 * A page read one row beyond its size: the rows to show, and the total the console lists answer (the rows
 * shown, plus one when another page follows), so nothing is ever counted.
 */
export function keysetPage<Row>(rows: Row[], pageSize: number): { shown: Row[]; total: number } {
  const shown = rows.slice(0, pageSize);
  return { shown, total: shown.length + (rows.length > pageSize ? 1 : 0) };
}

const timeOrNull = (ms: number | null) => (ms === null ? null : formatChinaTime(Number(ms)));

function presentMute(mute: AccountMute | undefined): consolePeople.AccountMute | null {
  if (!mute) return null;
  return {
    until: timeOrNull(mute.until),
    reason: mute.reason,
    createTime: formatChinaTime(Number(mute.createdAt)),
  };
}

/** An account as the console lists it: the phone in full, the state with its reason, the mute in force. */
export function presentUser(account: Account, mute: AccountMute | undefined): consolePeople.ConsoleUser {
  return {
    id: Number(account.id),
    userName: account.userName,
    nickName: account.nickName,
    avatar: account.avatar || defaultAvatarPath(account.userName),
    phone: account.phone,
    roles: rolesOf(account),
    state: account.state,
    stateReason: account.stateReason,
    stateTime: timeOrNull(account.stateChangedAt),
    mute: presentMute(mute),
    createTime: formatChinaTime(Number(account.createdAt)),
  };
}

/** Accounts with their mutes, read in one query for the whole page. */
export async function presentUsers(db: Db, accounts: Account[], now = Date.now()) {
  const mutes = await accountMutesOf(
    db,
    accounts.map((account) => Number(account.id)),
    now,
  );
  return accounts.map((account) => presentUser(account, mutes.get(Number(account.id))));
}

/** Groups with their owners' cards, read in one query for the whole page. */
export async function presentGroups(db: Db, rows: ConsoleGroupRow[]): Promise<consolePeople.ConsoleGroup[]> {
  const owners = await userCardsOf(
    db,
    rows.map((row) => Number(row.leaderId)),
  );
  return rows.map((row) => {
    const owner = owners.get(Number(row.leaderId));
    return {
      id: Number(row.id),
      name: row.name,
      logo: row.logo,
      groupType: row.groupType,
      owner: owner ?? { id: Number(row.leaderId), userName: '', nickName: '', avatar: '' },
      memberCount: Number(row.memberCount),
      state: Number(row.state),
      dissolved: Number(row.dissolved) === 1,
      createTime: formatChinaTime(Number(row.createdAt)),
      lastMessageTime: formatChinaTime(Number(row.lastMessageAt)),
    };
  });
}
