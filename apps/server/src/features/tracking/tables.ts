import type { Generated } from 'kysely';

/** One aiRecAdd call: a recommendation behaviour of a user (or of a guest's device). */
export interface RecBehaviorTable {
  id: Generated<number>;
  /** Null for guests. */
  userId: number | null;
  imei: string;
  itemId: number;
  itemType: string;
  /** The content kind the item is (Video, Article, Question), or '' when it is none of the feed's kinds. */
  busyType: string;
  bhvType: string;
  bhvValue: number;
  sceneId: string;
  traceId: string;
  traceInfo: string;
  platform: string;
  createdAt: number;
}

/**
 * What a user has already been shown or opened, one row per item: the home feed pushes these down. Kept
 * apart from the behaviour log so the feed reads one small indexed row per item, however often it was seen.
 */
export interface SeenItemTable {
  userId: number;
  busyType: string;
  itemId: number;
  lastSeenAt: number;
  /** When it was first seen; unlike lastSeenAt it never moves, so a reading pass can rely on it. */
  firstSeenAt: number;
}

/** One tracking event of a batch (spec 001 §3), as sent, plus who sent it and from where. */
export interface TrackingEventTable {
  id: Generated<number>;
  /** From the session; null for guests. */
  userId: number | null;
  /** What the client claimed, kept for analysis only. */
  claimedUserId: string;
  userName: string;
  deviceNo: string;
  operaSource: number;
  requestId: string;
  sourceType: string;
  /** The address the server saw. */
  operIp: string;
  eventTime: string;
  operUrl: string;
  pageName: string;
  businessType: string;
  operaType: number;
  eventSign: string;
  eventName: string;
  elementNo: string;
  elementName: string;
  contentDuration: number | null;
  progressDuration: number | null;
  duration: number | null;
  receivedAt: number;
}

/** Tables of the tracking feature. */
export interface TrackingTables {
  recBehaviors: RecBehaviorTable;
  seenItems: SeenItemTable;
  trackingEvents: TrackingEventTable;
}
