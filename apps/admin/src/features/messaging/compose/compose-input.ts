import dayjs, { type Dayjs } from 'dayjs';
import type { EndpointInput } from '@fox/contracts';
import { consoleNotices, formatChinaTime } from '@fox/contracts/client';
import type { BroadcastTab } from '../labels';

type CreateInput = EndpointInput<typeof consoleNotices.createBroadcast>;
type Notice = CreateInput['notice'];

/** The compose form's values: the fields of every tab (only the chosen tab's are sent), whom, and when. */
export interface ComposeValues {
  tab: BroadcastTab;
  title?: string;
  content?: string;
  systemType?: 'announcement' | 'account';
  linkTitle?: string;
  linkUrl?: string;
  coverImage?: string;
  price?: string;
  attrs?: { name?: string; value?: string }[];
  noticeType?: 'paySuccess' | 'refundSuccess' | 'incomeSuccess' | 'incomeRefund';
  amount?: string;
  payTypeName?: string;
  payDetail?: string;
  audience: 'users' | 'everyone';
  /** Public IDs as pasted: one a line, or separated by commas or spaces. */
  userIds?: string;
  timing: 'now' | 'later';
  /** The picked moment, its wall clock read as China time (see chinaNow). */
  sendAt?: Dayjs | null;
  reason?: string;
}

/** What an amount in yuan may look like: the contract's rule, for the form's own check. */
export const YUAN = /^(0|[1-9][0-9]{0,7})(\.[0-9]{1,2})?$/;

/** A path of the portal the link leads to (not another site). */
export const PORTAL_PATH = /^\/(?![/\\])\S*$/;

const PUBLIC_ID = /^[0-9]{1,20}$/;

/** The public IDs in what was pasted: deduplicated in order, and what is not an ID. */
export function parsePublicIds(text: string | undefined): { ids: string[]; invalid: string[] } {
  const words = (text ?? '').split(/[\s,，;；、]+/).filter(Boolean);
  const ids = [...new Set(words.filter((word) => PUBLIC_ID.test(word)))];
  const invalid = [...new Set(words.filter((word) => !PUBLIC_ID.test(word)))];
  return { ids, invalid };
}

/**
 * The present moment as a China wall clock: the picker shows and returns local wall-clock values, so the
 * console works in China time whatever zone the operator's browser is set to.
 */
export const chinaNow = (now = Date.now()): Dayjs => dayjs(formatChinaTime(now));

/** The picked wall clock as the China-time text the contract reads (seconds dropped). */
export const chinaTimeOf = (picked: Dayjs): string => picked.format('YYYY-MM-DD HH:mm:00');

/** Days the picker offers: from today (China time) to the farthest a notice may be scheduled. */
export function outsideSchedule(day: Dayjs, now = Date.now()): boolean {
  const today = chinaNow(now).startOf('day');
  const last = today.add(consoleNotices.BROADCAST_SCHEDULE_MAX_DAYS, 'day');
  return day.isBefore(today, 'day') || day.isAfter(last, 'day');
}

const trimmed = (text: string | undefined) => (text ?? '').trim();
const optional = (text: string | undefined) => trimmed(text) || undefined;

/** The chosen tab's notice, with its own fields only (the contract refuses the others). */
export function noticeOf(values: ComposeValues): Notice {
  const title = trimmed(values.title);
  const content = trimmed(values.content);
  switch (values.tab) {
    case 'system':
      return {
        tab: 'system',
        type: values.systemType ?? 'announcement',
        title,
        content,
        linkTitle: optional(values.linkTitle),
        linkUrl: optional(values.linkUrl),
      };
    case 'shop': {
      const pairs = (values.attrs ?? [])
        .map((attr) => [trimmed(attr.name), trimmed(attr.value)] as const)
        .filter(([name]) => name !== '');
      return {
        tab: 'shop',
        title,
        content,
        coverImage: optional(values.coverImage),
        price: optional(values.price),
        attrValue: pairs.length > 0 ? Object.fromEntries(pairs) : undefined,
      };
    }
    case 'wallet':
      return {
        tab: 'wallet',
        noticeType: values.noticeType ?? 'paySuccess',
        title,
        content,
        amount: trimmed(values.amount),
        payTypeName: trimmed(values.payTypeName),
        payDetail: trimmed(values.payDetail),
      };
    case 'mcn':
      return { tab: 'mcn', title, content };
  }
}

/** The request: the notice, whom (listed public IDs or everyone), when (none for at once) and why. */
export function createInputOf(values: ComposeValues): CreateInput {
  const withoutEmpty = Object.fromEntries(
    Object.entries(noticeOf(values)).filter(([, value]) => value !== undefined),
  ) as Notice;
  return {
    notice: withoutEmpty,
    audience: values.audience,
    ...(values.audience === 'users' ? { userNames: parsePublicIds(values.userIds).ids } : {}),
    ...(values.timing === 'later' && values.sendAt ? { sendAt: chinaTimeOf(values.sendAt) } : {}),
    reason: trimmed(values.reason),
  };
}
