import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.js';
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
