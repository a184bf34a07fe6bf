import { dramaLinkOf } from '../dramas';
import type { InteractNotice } from './notice-types';

/** Where an interact notice leads: the video, article or question it is about (spec 001 §2 routes). */
export function noticeTargetPath(notice: Pick<InteractNotice, 'topType' | 'topCode'>): string {
  switch (notice.topType) {
    case 'Video':
      return `/videoShare?id=${notice.topCode}`;
    case 'Article':
      return `/imageTextDetail?id=${notice.topCode}`;
    case 'Question':
      return `/askDetail?id=${notice.topCode}`;
  }
}

/** The i18n key of what was acted on: video, article, question or answer. */
export function noticeObjectKey(notice: Pick<InteractNotice, 'topType' | 'objType'>): string {
  if (notice.objType === 'Answer') return 'notices.object.answer';
  if (notice.topType === 'Question') return 'notices.object.question';
  return notice.topType === 'Video' ? 'notices.object.video' : 'notices.object.article';
}

/** A path of the portal itself: never another site, whatever a notice's fields hold. */
const PORTAL_PATH = /^\/(?![/\\])\S*$/;

/**
 * Where a plain notice leads, from its extra fields: the portal page a system notice links to (linkUrl,
 * written by an operator), the episode a wallet notice paid for, or the work a review notice is about (its
 * author sees it there with the platform's reason); else nowhere.
 */
export function plainNoticeTargetPath(extra: Record<string, unknown>): string | null {
  if (typeof extra.linkUrl === 'string' && PORTAL_PATH.test(extra.linkUrl)) return extra.linkUrl;
  const { busyType, busyCode } = extra;
  if (typeof busyCode !== 'number') return null;
  if (busyType === 'Playlet') {
    return dramaLinkOf(busyCode, typeof extra.episode === 'number' ? extra.episode : undefined);
  }
  if (busyType === 'Video' || busyType === 'Article' || busyType === 'Question') {
    return noticeTargetPath({ topType: busyType, topCode: busyCode });
  }
  return null;
}
