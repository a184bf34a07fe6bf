import { formatChinaTime, type consoleNotices } from '@fox/contracts';

/** What every notice of a broadcast carries, as the notices table keeps it. */
export interface BroadcastContent {
  type: string;
  title: string;
  content: string;
  coverImage: string;
  extra: Record<string, unknown>;
}

/** Only the fields the operator filled in are kept, so a notice's extra never holds empty placeholders. */
const present = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''));

/**
 * A notice as an operator wrote it, in the shape the user's tab shows (spec 001 §3): a shop notice's
 * shopTitle, desc, coverImage, attrValue and price; a wallet notice's amount, noticeType, payTypeName and
 * payDetail; a system notice's link.
 */
export function broadcastContentOf(notice: consoleNotices.BroadcastNotice, sendAt: number): BroadcastContent {
  switch (notice.tab) {
    case 'system':
      return {
        type: notice.type,
        title: notice.title,
        content: notice.content,
        coverImage: '',
        extra: present({ systemType: notice.type, linkTitle: notice.linkTitle, linkUrl: notice.linkUrl }),
      };
    case 'shop':
      return {
        type: 'shop',
        title: notice.title,
        content: notice.content,
        coverImage: notice.coverImage ?? '',
        extra: present({
          shopTitle: notice.title,
          desc: notice.content,
          coverImage: notice.coverImage,
          price: notice.price,
          attrValue: notice.attrValue,
          noticeTime: formatChinaTime(sendAt),
        }),
      };
    case 'wallet':
      return {
        type: notice.noticeType,
        title: notice.title,
        content: notice.content,
        coverImage: '',
        extra: {
          amount: Number(notice.amount),
          noticeType: notice.noticeType,
          payTypeName: notice.payTypeName,
          payDetail: notice.payDetail,
        },
      };
    case 'mcn':
      return { type: 'mcn', title: notice.title, content: notice.content, coverImage: '', extra: {} };
  }
}
