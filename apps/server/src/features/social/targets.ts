import type { Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import { adjustKeptCount, setKeptCounts, type CounterName } from './counters.js';

/** What an action (like, collect, comment, report) needs to know about the object it is aimed at. */
export interface TargetInfo {
  /** The user who published the object: the like count is theirs, they may not report it. */
  authorId: number;
  /** Only published (OnShelf) objects take new actions. */
  actionable: boolean;
}

/** Counts an object keeps on its own row, moved by the feature that owns the row. */
export interface OwnCounts {
  names: readonly CounterName[];
  /** Moves one count by `delta`, inside the caller's transaction, so it changes with the row it counts. */
  adjust(db: Db, busyCode: number, counter: CounterName, delta: number): Promise<void>;
  /** Sets one count of many objects at once (the demo world, which stores likes and comments in batches). */
  set?(db: Db, counter: CounterName, counts: ReadonlyMap<number, number>): Promise<void>;
}

/**
 * One business type people act on (spec 000 §3: Video, PlayletVideo, Article, Answer, Comment, Question...),
 * described by the feature that owns it: how to find one object of it, and the counts it keeps itself.
 * Counts it does not keep live in social's own object counters.
 */
export interface TargetKind {
  busyType: string;
  find(db: Db, busyCode: number): Promise<TargetInfo | null>;
  counts?: OwnCounts;
  /** How the platform takes an object of this type down and puts it back; absent where it cannot. */
  moderation?: TargetModeration;
  /** How the back office shows one object in place (a report's object); absent where it cannot. */
  preview?(db: Db, busyCode: number): Promise<TargetPreview | null>;
}

/**
 * One object as a moderator sees it, described by the feature that owns it: what the author made (rich
 * text already sanitised by that feature), whatever its shelf state. A paid episode shows only its cover
 * and title; the author's card is read by the back office.
 */
export interface TargetPreview {
  authorId: number;
  title: string;
  /** The shelf state (OnShelf, CompelOff...). */
  state: string;
  text?: string;
  html?: string;
  coverUrl?: string;
  videoUrl?: string;
  imageUrls?: string[];
  paidEpisode?: boolean;
  /** What a comment, an answer or an episode belongs to. */
  under?: { busyType: string; busyCode: number };
}

/** An object's shelf state around a moderation action, for the audit trail. */
export interface ModerationChange {
  authorId: number;
  title: string;
  before: string;
  after: string;
  /**
   * What the owning feature does once the caller's transaction committed (a refund sent to the provider,
   * badges of its own notices): never inside the transaction, so a rollback leaves nothing on its way.
   */
  afterCommit?: () => Promise<void>;
}

/**
 * The back office's hold on one business type, kept by the feature that owns its rows: taking an object
 * down (CompelOff, kept visible to its author with the reason) and putting it back. Both run inside the
 * caller's transaction and answer null when there is no such object. `restore` is absent where the owner's
 * states have no way back (a wish taken down has ended: its escrow went back).
 */
export interface TargetModeration {
  takeDown(db: Db, busyCode: number, reason: string, now: number): Promise<ModerationChange | null>;
  restore?(db: Db, busyCode: number, now: number): Promise<ModerationChange | null>;
}

/**
 * The business types of the whole server, built once by the app from what each feature describes. Social
 * actions, comments and reports find their objects and move their counts through it instead of reading
 * other features' tables.
 */
export interface TargetRegistry {
  /** Adds a business type (the app at start; tests add types of their own). */
  register(kind: TargetKind): void;
  find(db: Db, busyType: string, busyCode: number): Promise<TargetInfo | null>;
  /** How the back office takes objects of a type down and puts them back, when their feature allows it. */
  moderation(busyType: string): TargetModeration | undefined;
  /** One object as the back office shows it; null when it is gone or its type has no preview. */
  preview(db: Db, busyType: string, busyCode: number): Promise<TargetPreview | null>;
  /** The object an action is aimed at: 404 when it does not exist, 400 when it takes no actions now. */
  actionable(db: Db, busyType: string, busyCode: number): Promise<TargetInfo>;
  /**
   * Changes one count of an object, inside the caller's transaction: on the object's own row when its
   * feature keeps that count, else in social's object counters (one row per object, made on first use).
   */
  adjustCount(db: Db, busyType: string, busyCode: number, counter: CounterName, delta: number): Promise<void>;
  /** Sets one count of many objects of a type at once, wherever the count is kept (the demo world). */
  setCounts(
    db: Db,
    busyType: string,
    counter: CounterName,
    counts: ReadonlyMap<number, number>,
  ): Promise<void>;
}

export function createTargetRegistry(kinds: readonly TargetKind[] = []): TargetRegistry {
  const byType = new Map<string, TargetKind>();
  const ownCounts = (busyType: string, counter: CounterName) => {
    const counts = byType.get(busyType)?.counts;
    return counts?.names.includes(counter) ? counts : undefined;
  };
  const registry: TargetRegistry = {
    register(kind) {
      byType.set(kind.busyType, kind);
    },
    async find(db, busyType, busyCode) {
      const kind = byType.get(busyType);
      return kind ? kind.find(db, busyCode) : null;
    },
    moderation: (busyType) => byType.get(busyType)?.moderation,
    async preview(db, busyType, busyCode) {
      const preview = byType.get(busyType)?.preview;
      return preview ? preview(db, busyCode) : null;
    },
    async actionable(db, busyType, busyCode) {
      const target = await registry.find(db, busyType, busyCode);
      if (!target) throw new AppError(404, 'social.targetMissing');
      if (!target.actionable) throw new AppError(400, 'social.targetClosed');
      return target;
    },
    async adjustCount(db, busyType, busyCode, counter, delta) {
      const own = ownCounts(busyType, counter);
      if (own) await own.adjust(db, busyCode, counter, delta);
      else await adjustKeptCount(db, busyType, busyCode, counter, delta);
    },
    async setCounts(db, busyType, counter, counts) {
      const own = ownCounts(busyType, counter);
      if (!own) return setKeptCounts(db, busyType, counter, counts);
      if (!own.set) throw new Error(`${busyType} cannot set its ${counter} in bulk`);
      await own.set(db, counter, counts);
    },
  };
  for (const kind of kinds) registry.register(kind);
  return registry;
}
