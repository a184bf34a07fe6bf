import { groups } from '@fox/contracts';
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/database.js';
import { inByteOrder, pageByNamePrefix } from '../../platform/db/name-prefix.js';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { translate } from '../../platform/http/messages.js';
import type { EventBus } from '../../platform/realtime/bus.js';
import type { StoredMessage } from '../im/index.js';
import { announce, deliverAnnouncements, LINE_LANG } from './announce.js';
import { markDissolved } from './lifecycle.js';
import { memberIdsOf, type GroupRow } from './membership.js';
import type { GroupsTables } from './tables.js';

/**
 * What the back office reads and changes of groups. The state is read from the row by every send
 * (`membershipOf`, no cache in any process), so a ban holds from the next send on every server process.
 */

const tables = (db: Db): Kysely<GroupsTables> => tablesOf<GroupsTables>(db);

export type ConsoleGroupRow = GroupRow;

export interface GroupSearch {
  /** Exactly one key, or none for every group newest first. */
  groupId?: number | undefined;
  name?: string | undefined;
  state?: number | undefined;
  /** The id of the last row of the page shown. */
  before?: number | undefined;
  /** Rows to read: a page and one more, to tell whether another follows. */
  limit: number;
}

/** A page of groups by one key; a name search is in name order, along the (name, id) index. */
export async function searchGroupRows(db: Db, dialect: Dialect, search: GroupSearch): Promise<GroupRow[]> {
  let query = tables(db).selectFrom('imGroups').selectAll();
  if (search.groupId !== undefined) query = query.where('id', '=', search.groupId);
  if (search.name !== undefined) {
    const at = {
      table: 'imGroups',
      name: inByteOrder(dialect, sql.ref<string>('name')),
      id: sql.ref<number>('id'),
    };
    return pageByNamePrefix(query, at, search.name, search.before).limit(search.limit).execute();
  }
  if (search.state !== undefined) query = query.where('state', '=', search.state);
  if (search.before !== undefined) query = query.where('id', '<', search.before);
  return query.orderBy('id', 'desc').limit(search.limit).execute();
}

/** One group by id, whatever its state; undefined when there is none. */
export const groupRowById = (db: Db, groupId: number): Promise<GroupRow | undefined> =>
  tables(db).selectFrom('imGroups').selectAll().where('id', '=', groupId).executeTakeFirst();

/**
 * One group read for change, its row locked first (an update that changes nothing, on either dialect), so
 * two operators acting on it at once take turns.
 */
export async function groupRowForUpdate(db: Db, groupId: number): Promise<GroupRow | undefined> {
  await tables(db)
    .updateTable('imGroups')
    .set((eb) => ({ state: eb.ref('state') }))
    .where('id', '=', groupId)
    .execute();
  return groupRowById(db, groupId);
}

/** A line of the platform's written into a group, in the name of its owner (the line says who acted). */
type PlatformLine = 'groups.lineBannedByPlatform' | 'groups.lineUnbannedByPlatform';

/**
 * Bans a group (state 1) or lifts the ban (state 0) inside the caller's transaction, with the line its
 * members see; deliver the line with `deliverGroupLine` once committed.
 */
export async function setGroupBanned(
  trx: Db,
  group: GroupRow,
  banned: boolean,
  now: number,
): Promise<StoredMessage> {
  const state = banned ? groups.GROUP_STATE_BANNED : 0;
  await tables(trx).updateTable('imGroups').set({ state }).where('id', '=', group.id).execute();
  const key: PlatformLine = banned ? 'groups.lineBannedByPlatform' : 'groups.lineUnbannedByPlatform';
  return announce(
    trx,
    group.id,
    group.leaderId,
    banned ? 'groupBan' : 'groupUnban',
    translate(key, LINE_LANG),
    now,
  );
}

/**
 * Dissolves a group that breaks the rules, inside the caller's transaction: the owner's dissolving, with
 * the platform's line; deliver it with `deliverGroupLine` once committed.
 */
export function dissolveByPlatform(trx: Db, group: GroupRow, now: number): Promise<StoredMessage> {
  return markDissolved(
    tables(trx),
    group.id,
    group.leaderId,
    translate('groups.lineDissolvedByPlatform', LINE_LANG),
    now,
  );
}

/** Delivers a committed line of the platform's to every member's open devices. */
export async function deliverGroupLine(
  db: Db,
  bus: EventBus | undefined,
  groupId: number,
  line: StoredMessage,
): Promise<void> {
  await deliverAnnouncements(db, bus, [line], await memberIdsOf(tables(db), groupId));
}
