import type { Db } from '../../platform/db/tables.js';
import { flagKey, viewerFlags as socialFlags } from '../social/index.js';
import type { CountedBusyType } from './counters.js';

/** The viewer's own relation to a content item: liked it, collected it, follows its author. */
export interface ViewerFlags {
  praiseObj: boolean;
  collectObj: boolean;
  followObj: boolean;
}

export interface FlaggedItem {
  /** The busyCode of the item. */
  id: number;
  /** Its author, for followObj. */
  userId: number;
}

/** Items of one business type on a page that mixes types. */
export interface FlaggedGroup {
  busyType: CountedBusyType;
  items: FlaggedItem[];
}

export const NO_FLAGS: ViewerFlags = Object.freeze({ praiseObj: false, collectObj: false, followObj: false });

/** The flags of each item, in the items' order; guests get all false without a query. */
export async function viewerFlags(
  db: Db,
  viewerId: number | null,
  busyType: CountedBusyType,
  items: FlaggedItem[],
): Promise<ViewerFlags[]> {
  const [flags] = await mixedViewerFlags(db, viewerId, [{ busyType, items }]);
  return flags!;
}

/**
 * The flags of each item of each group, in the groups' and items' order: praiseObj, collectObj and
 * followObj of a whole page, of one kind or several (the home feed, search), in one reactions query and
 * one follows query. Guests get all false.
 */
export async function mixedViewerFlags(
  db: Db,
  viewerId: number | null,
  groups: FlaggedGroup[],
): Promise<ViewerFlags[][]> {
  const asked = groups.filter((group) => group.items.length > 0);
  if (viewerId === null || asked.length === 0)
    return groups.map((group) => group.items.map(() => ({ ...NO_FLAGS })));
  const flags = await socialFlags(db, viewerId, {
    objects: asked.map((group) => ({ busyType: group.busyType, ids: group.items.map((item) => item.id) })),
    authorIds: [...new Set(asked.flatMap((group) => group.items.map((item) => item.userId)))],
  });
  return groups.map((group) =>
    group.items.map((item) => ({
      praiseObj: flags.praised.has(flagKey(group.busyType, item.id)),
      collectObj: flags.collected.has(flagKey(group.busyType, item.id)),
      followObj: flags.followed.has(item.userId),
    })),
  );
}
