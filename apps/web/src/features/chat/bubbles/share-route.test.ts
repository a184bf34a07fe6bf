import { im } from '@fox/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { formatShareAmount, SHARE_KIND, shareCover, shareRoute } from './share-route';

const card = (type: im.Share['type'], extra: Partial<im.Share> = {}): im.Share => ({
  type,
  id: 42,
  ...extra,
});

/** What each share type opens; null means the app-only dialog. Every type of the spec is listed. */
const expected: Record<im.Share['type'], string | null> = {
  task: '/makeMoney/taskDetails?taskNumber=T20261118&type=square&isReceiving=0',
  splitTask: '/makeMoney/taskDetails?taskNumber=T20261118&type=square&isReceiving=0',
  merchantTask: '/makeMoney/taskDetails?taskNumber=T20261118&type=square&isReceiving=0',
  flowTask: '/makeMoney/taskDetails?taskNumber=T20261118&type=square&isReceiving=0',
  commonTask: '/makeMoney/taskDetails?taskNumber=T20261118&type=square&isReceiving=0',
  taskGuide: '/makeMoney/taskDetails?taskNumber=T20261118&type=square&isReceiving=0',
  video: '/videoShare?id=42',
  Video: '/videoShare?id=42',
  article: '/imageTextDetail?id=42',
  answer: '/askDetail?id=42',
  playlet: '/shortPlayDetail?episodeRelevance=ep-7',
  game: '/game/details?id=42',
  novel: '/novel/novelDetails?id=42',
  person: '/othersHome?userId=3001',
  invite: '/inviteFriendsIndex',
  good: null,
  goodWindow: null,
  merchantGoods: null,
  merchantOrder: null,
};

describe('share routes', () => {
  it('maps every share type of the spec', () => {
    expect(Object.keys(expected).sort()).toEqual([...im.SHARE_TYPES].sort());
    for (const type of im.SHARE_TYPES) {
      const share = card(type, { content: 'T20261118', episodeRelevance: 'ep-7', userId: 3001 });
      expect({ type, route: shareRoute(share) }).toEqual({ type, route: expected[type] });
    }
  });

  it('falls back to the id where the card lacks the task number, episode or user', () => {
    expect(shareRoute(card('task', { id: 'T-9' }))).toBe(
      '/makeMoney/taskDetails?taskNumber=T-9&type=square&isReceiving=0',
    );
    expect(shareRoute(card('playlet'))).toBe('/shortPlayDetail?episodeRelevance=42');
    expect(shareRoute(card('person'))).toBe('/othersHome?userId=42');
  });

  it('names every kind in both languages', () => {
    for (const type of im.SHARE_TYPES) {
      for (const lng of ['zh-CN', 'en-US']) {
        expect(i18n.exists(`chat.bubble.share.kind.${SHARE_KIND[type]}`, { lng }), `${type} ${lng}`).toBe(
          true,
        );
      }
    }
  });

  it('picks the cover, then the video thumbnail, then the avatar', () => {
    expect(shareCover(card('video', { coverImage: '/c.jpg', avatar: '/a.jpg' }))).toBe('/c.jpg');
    expect(shareCover(card('video', { shareParam: '{"videoThumbnail":"/t.jpg"}' }))).toBe('/t.jpg');
    expect(shareCover(card('video', { shareParam: 'not json', avatar: '/a.jpg' }))).toBe('/a.jpg');
    expect(shareCover(card('article'))).toBeNull();
  });

  it('formats amounts', () => {
    expect(formatShareAmount(88)).toBe('88');
    expect(formatShareAmount(12.5)).toBe('12.50');
  });
});
