/** Notices: system, fans, interact and task notifications (spec 001, spec 002 §5). */
import { z } from 'zod';
import { chinaTimeSchema } from './china-time-schema.js';
import { defineEndpoint } from './endpoint.js';
import { pagingQuery } from './paging.js';
export * from './notices-constants.js';
import {
  NOTICE_PAGE_SIZE,
  TASK_TABS,
  NOTICE_TABS,
  INTERACT_TYPES,
  TOP_TYPES,
  OBJ_TYPES,
} from './notices-constants.js';

const noticePage = pagingQuery(NOTICE_PAGE_SIZE, 50);
const readState = z.number().int();

export const unreadEntry = z.object({ type: z.string(), unReadCount: z.number().int() });

export const outerList = defineEndpoint({
  method: 'GET',
  path: '/app/notice/outer/list',
  auth: 'user',
  tag: 'notices',
  summary: 'The panel entries with their unread counts (getSystemOuterList)',
  kind: 'object',
  response: z.array(unreadEntry),
});

export const systemReadNum = defineEndpoint({
  method: 'GET',
  path: '/app/notice/getSystemReadNum',
  auth: 'user',
  tag: 'notices',
  summary: 'Unread count per system sub-tab: system, shop, wallet, mcn (getSystemReadNum)',
  kind: 'object',
  response: z.array(unreadEntry),
});

export const tabList = defineEndpoint({
  method: 'GET',
  path: '/app/notice/tab/list',
  auth: 'user',
  tag: 'notices',
  summary: 'Unread count of every notice tab, the panel entries and their sub-tabs',
  kind: 'object',
  response: z.array(unreadEntry),
});

export const markRead = defineEndpoint({
  method: 'POST',
  path: '/app/notice/read',
  auth: 'user',
  tag: 'notices',
  summary: "Marks the viewer's notices of one tab read; answers how many changed",
  body: z.object({ tab: z.enum(NOTICE_TABS) }),
  kind: 'object',
  response: z.number().int(),
});

export const fansNotice = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  userAvatar: z.string(),
  createTime: chinaTimeSchema,
  readState,
  meFollowHim: z.boolean(),
});
export type FansNotice = z.infer<typeof fansNotice>;

export const fansList = defineEndpoint({
  method: 'GET',
  path: '/app/notice/getFansNoticeList',
  auth: 'user',
  tag: 'notices',
  summary: 'New followers of the viewer, newest first (getFansNoticeList)',
  query: noticePage,
  kind: 'list',
  response: fansNotice,
});

export const friendNotice = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  userAvatar: z.string(),
  content: z.string(),
  createTime: chinaTimeSchema,
  readState,
});
export type FriendNotice = z.infer<typeof friendNotice>;

export const friendPage = defineEndpoint({
  method: 'GET',
  path: '/app/notice/friend/page',
  auth: 'user',
  tag: 'notices',
  summary: 'Friend requests the viewer received, as notices, newest first',
  query: noticePage,
  kind: 'list',
  response: friendNotice,
});

export const interactNotice = z.object({
  id: z.number().int(),
  type: z.enum(INTERACT_TYPES),
  operatorUserId: z.number().int(),
  operatorUserName: z.string(),
  operatorUserAvatar: z.string(),
  /** The comment's text, or the title of the object acted on; may carry image links. */
  content: z.string(),
  createTime: chinaTimeSchema,
  readState,
  topType: z.enum(TOP_TYPES),
  topCode: z.number().int(),
  objType: z.enum(OBJ_TYPES).nullable(),
  objCoverImage: z.string(),
});
export type InteractNotice = z.infer<typeof interactNotice>;

export const interactPage = defineEndpoint({
  method: 'GET',
  path: '/app/notice/interact/page',
  auth: 'user',
  tag: 'notices',
  summary: "Likes, collects and comments on the viewer's content, newest first (noticeInteractPage)",
  query: noticePage,
  kind: 'list',
  response: interactNotice,
});

/** System, shop, wallet, mcn and task notices share one shape: a title, a text, a time and extra fields. */
export const plainNotice = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  content: z.string(),
  updateTime: chinaTimeSchema,
  readState,
  /** The spec's kind-specific fields (shop's price, wallet's amount, task's extValue...), as sent. */
  extra: z.record(z.string(), z.unknown()),
});
export type PlainNotice = z.infer<typeof plainNotice>;

const plainPage = (path: string, summary: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    auth: 'user',
    tag: 'notices',
    summary,
    query: noticePage,
    kind: 'list',
    response: plainNotice,
  });

export const systemPage = plainPage('/app/notice/system/page', 'System notices (noticeSystemPage)');
export const shopPage = plainPage('/app/notice/shop/page', 'Shop notices (imSystemShopNotice)');
export const walletPage = plainPage('/app/notice/wallet/page', 'Wallet notices (imSystemWalletNotice)');
export const mcnPage = plainPage('/app/notice/mcn/page', 'MCN notices (imSystemMcnNotice)');

export const taskPage = defineEndpoint({
  method: 'GET',
  path: '/app/notice/task/page',
  auth: 'user',
  tag: 'notices',
  summary: 'Task notices of the viewer as publisher or receiver (imTaskNotice)',
  query: noticePage.extend({ noticeType: z.enum(TASK_TABS) }),
  kind: 'list',
  response: plainNotice,
});
