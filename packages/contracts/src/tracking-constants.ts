/** Tracking's names and limits, apart from its schemas so a page can queue events without loading them. */

/** Recommendation behaviour types (spec 001 §3). */
export const REC_BEHAVIOR_TYPES = [
  'expose',
  'click',
  'like',
  'unlike',
  'comment',
  'collect',
  'stay',
  'share',
  'subscribe',
] as const;

export type RecBehaviorType = (typeof REC_BEHAVIOR_TYPES)[number];

/** Recommendation item types (spec 001 §3). */
export const REC_ITEM_TYPES = ['article', 'video', 'shortvideo', 'item', 'recipe'] as const;

export type RecItemType = (typeof REC_ITEM_TYPES)[number];

/**
 * Scene IDs. The spec names the scenes (home article, question, video, life playlet, money recommended,
 * square, distribution, others) but not their values; these are ours. A question has no item type of its
 * own, so it is sent as `item` in the home-question scene.
 */
export const REC_SCENES = {
  homeArticle: 'home_article',
  homeQuestion: 'home_question',
  homeVideo: 'home_video',
  lifePlaylet: 'life_playlet',
  moneyRecommend: 'money_recommend',
  square: 'square',
  distribution: 'distribution',
  other: 'other',
} as const;

/** Business types of tracking events: spec 001 §3 and the spellings the platform facts list. */
export const TRACKING_BUSINESS_TYPES = [
  'Article',
  'Video',
  'Question',
  'ShortPlay',
  'shortPlay',
  'BusyOrder',
  'busyOrder',
  'Novel',
  'Game',
  'Literature',
  'User',
  'Ad',
  'Other',
] as const;

/** Operation types 1 to 15 (spec 001 §3), in order. */
export const OPERA_TYPES = [
  'checkList',
  'checkDetail',
  'like',
  'comment',
  'collect',
  'follow',
  'reward',
  'newlyBuilt',
  'edit',
  'delete',
  'delist',
  'forward',
  'start',
  'login',
  'other',
] as const;

export type OperaTypeName = (typeof OPERA_TYPES)[number];

/** The number of an operation type: checkList is 1, other is 15. */
export const operaTypeNumber = (name: OperaTypeName): number => OPERA_TYPES.indexOf(name) + 1;

/** operaSource (platform facts): 0 other, 1 web, 2 Android, 3 iOS, 4 mini-program. */
export const OPERA_SOURCE_WEB = 1;

/** Events in one batch, and the client's queue cap. */
export const TRACKING_BATCH_MAX = 100;

/** Tracking flush interval (spec 001 §9). */
export const TRACKING_FLUSH_MS = 60_000;

/** Generic timed events finish by themselves at this many seconds (spec 001 §4, §9). */
export const TRACKING_TIMER_CAP_SECONDS = 3000;
