/** Notice tabs and polling, apart from the notice schemas so the header's badge can use them without loading them. */

/** Spec 001 §9: every notice page holds 10. */
export const NOTICE_PAGE_SIZE = 10;

/** Spec 001 §9: unread counts are polled this often after login. */
export const NOTICE_POLL_MS = 5000;

/** The entries of the notification panel; only these four are listed (spec 002 §5 "Notices"). */
export const OUTER_TYPES = ['outerSystem', 'outerFriend', 'outerInteract', 'outerTask'] as const;

export type OuterType = (typeof OUTER_TYPES)[number];

/** Sub-tabs of the system entry (spec 001 §2). */
export const SYSTEM_TABS = ['system', 'shop', 'wallet', 'mcn'] as const;

/** Sub-tabs of the friend entry: new fans and friend requests. */
export const FRIEND_TABS = ['fans', 'friend'] as const;

/** Sub-tabs of the task entry. */
export const TASK_TABS = ['publisher', 'receiver'] as const;

/** Every list a notice sits in; marking read works per tab. */
export const NOTICE_TABS = [...SYSTEM_TABS, ...FRIEND_TABS, 'interact', ...TASK_TABS] as const;

export type NoticeTab = (typeof NOTICE_TABS)[number];

/** Which panel entry counts a tab's unread notices. */
export const OUTER_TYPE_OF: Record<NoticeTab, OuterType> = {
  system: 'outerSystem',
  shop: 'outerSystem',
  wallet: 'outerSystem',
  mcn: 'outerSystem',
  fans: 'outerFriend',
  friend: 'outerFriend',
  interact: 'outerInteract',
  publisher: 'outerTask',
  receiver: 'outerTask',
};

export const INTERACT_TYPES = [
  'like',
  'commentReceive',
  'commentSend',
  'questionReceive',
  'collect',
] as const;

export const TOP_TYPES = ['Video', 'Article', 'Question'] as const;

export const OBJ_TYPES = ['Question', 'Answer'] as const;
