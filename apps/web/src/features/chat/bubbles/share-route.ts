import type { im } from '@fox/contracts';

type ShareType = im.Share['type'];

/** The share types that are wishes (tasks): they open the wish's detail page. */
export const WISH_SHARE_TYPES: readonly ShareType[] = [
  'task',
  'splitTask',
  'merchantTask',
  'flowTask',
  'commonTask',
  'taskGuide',
];

/** The label key (under `chat.bubble.share.kind.`) of each share type. */
export const SHARE_KIND: Record<ShareType, string> = {
  task: 'wish',
  splitTask: 'wish',
  merchantTask: 'wish',
  flowTask: 'wish',
  commonTask: 'wish',
  taskGuide: 'wishGuide',
  good: 'good',
  goodWindow: 'goodWindow',
  merchantGoods: 'merchantGoods',
  merchantOrder: 'merchantOrder',
  article: 'article',
  video: 'video',
  Video: 'video',
  answer: 'answer',
  playlet: 'playlet',
  game: 'game',
  novel: 'novel',
  person: 'person',
  invite: 'invite',
};

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

/**
 * The in-app page a share card opens in a new tab (spec 001 §2), or null when the web has no page for it
 * (goods, shop windows and merchant orders live only in the app).
 */
export function shareRoute(share: im.Share): string | null {
  const id = String(share.id);
  if (WISH_SHARE_TYPES.includes(share.type)) {
    // A wish card carries its task number in `content`; older cards only have the id.
    const taskNumber = share.content || id;
    return withQuery('/makeMoney/taskDetails', { taskNumber, type: 'square', isReceiving: '0' });
  }
  switch (share.type) {
    case 'video':
    case 'Video':
      return withQuery('/videoShare', { id });
    case 'article':
      return withQuery('/imageTextDetail', { id });
    case 'answer':
      return withQuery('/askDetail', { id });
    case 'playlet':
      return withQuery('/shortPlayDetail', { episodeRelevance: share.episodeRelevance || id });
    case 'game':
      return withQuery('/game/details', { id });
    case 'novel':
      return withQuery('/novel/novelDetails', { id });
    case 'person':
      return withQuery('/othersHome', { userId: String(share.userId ?? id) });
    case 'invite':
      return '/inviteFriendsIndex';
    default:
      return null;
  }
}

/** The card's picture: its cover, else a video's thumbnail from `shareParam`, else the person's avatar. */
export function shareCover(share: im.Share): string | null {
  if (share.coverImage) return share.coverImage;
  if (share.shareParam) {
    try {
      const param: unknown = JSON.parse(share.shareParam);
      const thumbnail = (param as { videoThumbnail?: unknown } | null)?.videoThumbnail;
      if (typeof thumbnail === 'string' && thumbnail !== '') return thumbnail;
    } catch {
      // A malformed shareParam only loses the thumbnail.
    }
  }
  return share.avatar || null;
}

/** An amount as the card shows it: whole amounts bare, others with two decimals. */
export function formatShareAmount(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}
