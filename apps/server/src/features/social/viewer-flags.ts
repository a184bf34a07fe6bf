import type { Kysely } from 'kysely';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import type { SocialTables } from './tables.js';

const social = (db: Db): Kysely<SocialTables> => tablesOf<SocialTables>(db);

export interface ViewerFlagsQuery {
  /** The objects on the page, grouped by business type. */
  objects: Array<{ busyType: string; ids: number[] }>;
  /** The authors on the page. */
  authorIds: number[];
}

export interface ViewerFlags {
  /** `${busyType}:${busyCode}` of the objects the viewer liked. */
  praised: Set<string>;
  collected: Set<string>;
  /** Authors the viewer follows. */
  followed: Set<number>;
}

export const flagKey = (busyType: string, busyCode: number): string => `${busyType}:${busyCode}`;

/**
 * What the viewer did to the objects and authors of one page (praiseObj, collectObj, followObj): one
 * query over the reactions index (all business types at once) and one over the follows index.
 */
export async function viewerFlags(
  db: Db,
  viewerId: number | null,
  query: ViewerFlagsQuery,
): Promise<ViewerFlags> {
  const flags: ViewerFlags = { praised: new Set(), collected: new Set(), followed: new Set() };
  if (viewerId === null) return flags;
  const groups = query.objects.filter((group) => group.ids.length > 0);
  const [reactions, follows] = await Promise.all([
    groups.length === 0
      ? Promise.resolve([])
      : social(db)
          .selectFrom('reactions')
          .select(['kind', 'busyType', 'busyCode'])
          .where('userId', '=', viewerId)
          .where((eb) =>
            eb.or(
              groups.map((group) =>
                eb.and([eb('busyType', '=', group.busyType), eb('busyCode', 'in', group.ids)]),
              ),
            ),
          )
          .execute(),
    query.authorIds.length === 0
      ? Promise.resolve([])
      : social(db)
          .selectFrom('follows')
          .select('focusUserId')
          .where('userId', '=', viewerId)
          .where('focusUserId', 'in', query.authorIds)
          .execute(),
  ]);
  for (const row of reactions) {
    (row.kind === 'like' ? flags.praised : flags.collected).add(flagKey(row.busyType, Number(row.busyCode)));
  }
  for (const row of follows) flags.followed.add(Number(row.focusUserId));
  return flags;
}
