import type { notices } from '@fox/contracts';

export type FansNotice = notices.FansNotice;
export type FriendNotice = notices.FriendNotice;
export type InteractNotice = notices.InteractNotice;
export type PlainNotice = notices.PlainNotice;
