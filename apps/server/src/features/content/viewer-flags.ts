import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../schema.js';
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

/** Answers the flags of a logged-in viewer for items of one business type, keyed by item id. */
export type ViewerFlagsProvider = (
  db: Kysely<DatabaseSchema>,
  viewerId: number,
  busyType: CountedBusyType,
  items: FlaggedItem[],
) => Promise<Map<number, Partial<ViewerFlags>>>;

export const NO_FLAGS: ViewerFlags = Object.freeze({ praiseObj: false, collectObj: false, followObj: false });

const allFalse: ViewerFlagsProvider = async () => new Map();

let provider: ViewerFlagsProvider = allFalse;

/**
 * The social feature (likes, collects, follows) registers how to read a viewer's flags; until it does,
 * every flag is false. Pass null to go back to the default.
 */
export function setViewerFlagsProvider(next: ViewerFlagsProvider | null): void {
  provider = next ?? allFalse;
}

/** The provider in use, so a caller that swaps it (a test) can put it back. */
export const currentViewerFlagsProvider = (): ViewerFlagsProvider => provider;

/** The flags of each item, in the items' order; guests get all false without asking the provider. */
export async function viewerFlags(
  db: Kysely<DatabaseSchema>,
  viewerId: number | null,
  busyType: CountedBusyType,
  items: FlaggedItem[],
): Promise<ViewerFlags[]> {
  if (viewerId === null || items.length === 0) return items.map(() => ({ ...NO_FLAGS }));
  const flags = await provider(db, viewerId, busyType, items);
  return items.map((item) => ({ ...NO_FLAGS, ...flags.get(item.id) }));
}

/** Items of one business type on a page that mixes types. */
export interface FlaggedGroup {
  busyType: CountedBusyType;
  items: FlaggedItem[];
}

/** Answers the flags of a logged-in viewer for items of several business types, keyed by `busyType:id`. */
export type MixedViewerFlagsProvider = (
  db: Kysely<DatabaseSchema>,
  viewerId: number,
  groups: FlaggedGroup[],
) => Promise<Map<string, Partial<ViewerFlags>>>;

let mixedProvider: MixedViewerFlagsProvider | null = null;

/**
 * The social feature registers how to read the flags of a page that mixes business types in one go; until
 * it does (or after null), such a page asks the single-type provider once per type.
 */
export function setMixedViewerFlagsProvider(next: MixedViewerFlagsProvider | null): void {
  mixedProvider = next;
}

/** The flags of each item of each group, in the groups' and items' order; guests get all false. */
export async function mixedViewerFlags(
  db: Kysely<DatabaseSchema>,
  viewerId: number | null,
  groups: FlaggedGroup[],
): Promise<ViewerFlags[][]> {
  const asked = groups.filter((group) => group.items.length > 0);
  if (viewerId === null || asked.length === 0 || !mixedProvider) {
    return Promise.all(groups.map((group) => viewerFlags(db, viewerId, group.busyType, group.items)));
  }
  const flags = await mixedProvider(db, viewerId, asked);
  return groups.map((group) =>
    group.items.map((item) => ({ ...NO_FLAGS, ...flags.get(`${group.busyType}:${item.id}`) })),
  );
}
