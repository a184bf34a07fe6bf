/** The back office's notices and feedback: limits and states, apart from the schemas for the console's forms. */

/** The notice tabs an operator writes to (the system entry's sub-tabs, spec 001 §2). */
export const BROADCAST_TABS = ['system', 'shop', 'wallet', 'mcn'] as const;
export type BroadcastTab = (typeof BROADCAST_TABS)[number];

/** Kinds of system notice an operator writes: a platform announcement, or word about the user's account. */
export const BROADCAST_SYSTEM_TYPES = ['announcement', 'account'] as const;

/** Kinds of wallet notice (spec 001 §3). */
export const WALLET_NOTICE_TYPES = ['paySuccess', 'refundSuccess', 'incomeSuccess', 'incomeRefund'] as const;

/** Whom a broadcast reaches: the listed users (one or more public IDs), or every account. */
export const BROADCAST_AUDIENCES = ['users', 'everyone'] as const;

/** Public IDs one broadcast may list; beyond this an operator sends to everyone or in several broadcasts. */
export const BROADCAST_USERS_MAX = 1000;

/** A scheduled broadcast is sent at most this far ahead. */
export const BROADCAST_SCHEDULE_MAX_DAYS = 90;

export const BROADCAST_TITLE_MAX = 64;
export const BROADCAST_CONTENT_MAX = 1000;
export const BROADCAST_FIELD_MAX = 64;
/** Name/value pairs of a shop notice's attrValue. */
export const SHOP_ATTRS_MAX = 10;

/**
 * scheduled: waits for its time; sending: being delivered page by page; sent: every recipient has it;
 * cancelled: stopped by an operator before it was sent (or part way).
 */
export const BROADCAST_STATES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type BroadcastState = (typeof BROADCAST_STATES)[number];

export const FEEDBACK_STATES = ['pending', 'handled'] as const;
export const FEEDBACK_REPLY_MIN = 2;
export const FEEDBACK_REPLY_MAX = 500;
