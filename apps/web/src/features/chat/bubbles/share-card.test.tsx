import { fireEvent, render, screen, within } from '@testing-library/react';
import { im } from '@fox/contracts';
import { describe, expect, it } from 'vitest';
import { FeedbackOutlet } from '../../../ui/feedback';
import { ShareCard } from './ShareCard';

function showCard(share: im.Share) {
  return render(
    <>
      <ShareCard share={share} />
      <FeedbackOutlet />
    </>,
  );
}

describe('share cards', () => {
  it('renders every share type as a card with its kind; pages open in a new tab', () => {
    const seen = im.SHARE_TYPES.map((type) => {
      const { unmount } = showCard({ type, id: 7, title: `标题 ${type}`, content: 'T1' });
      const card = screen.getByTestId('chat-share');
      const entry = {
        type,
        tag: card.tagName,
        href: card.getAttribute('href'),
        target: card.getAttribute('target'),
        kind: screen.getByTestId('chat-share-kind').textContent,
        title: card.textContent?.includes(`标题 ${type}`),
      };
      unmount();
      return entry;
    });
    const wish = {
      tag: 'A',
      href: '/makeMoney/taskDetails?taskNumber=T1&type=square&isReceiving=0',
      target: '_blank',
    };
    const appOnly = { tag: 'BUTTON', href: null, target: null };
    expect(Object.fromEntries(seen.map(({ type, ...rest }) => [type, rest]))).toEqual({
      task: { ...wish, kind: '心愿', title: true },
      splitTask: { ...wish, kind: '心愿', title: true },
      merchantTask: { ...wish, kind: '心愿', title: true },
      flowTask: { ...wish, kind: '心愿', title: true },
      commonTask: { ...wish, kind: '心愿', title: true },
      taskGuide: { ...wish, kind: '心愿攻略', title: true },
      video: { tag: 'A', href: '/videoShare?id=7', target: '_blank', kind: '视频', title: true },
      Video: { tag: 'A', href: '/videoShare?id=7', target: '_blank', kind: '视频', title: true },
      article: { tag: 'A', href: '/imageTextDetail?id=7', target: '_blank', kind: '图文', title: true },
      answer: { tag: 'A', href: '/askDetail?id=7', target: '_blank', kind: '问答', title: true },
      playlet: {
        tag: 'A',
        href: '/shortPlayDetail?episodeRelevance=7',
        target: '_blank',
        kind: '短剧',
        title: true,
      },
      person: { tag: 'A', href: '/othersHome?userId=7', target: '_blank', kind: '个人名片', title: true },
      invite: { tag: 'A', href: '/inviteFriendsIndex', target: '_blank', kind: '邀请好友', title: true },
      game: { tag: 'A', href: '/game/details?id=7', target: '_blank', kind: '游戏', title: true },
      novel: { tag: 'A', href: '/novel/novelDetails?id=7', target: '_blank', kind: '小说', title: true },
      good: { ...appOnly, kind: '商品', title: true },
      goodWindow: { ...appOnly, kind: '橱窗', title: true },
      merchantGoods: { ...appOnly, kind: '商家商品', title: true },
      merchantOrder: { ...appOnly, kind: '商家订单', title: true },
    });
  });

  it('shows the cover, the amount and the original amount', () => {
    showCard({
      type: 'task',
      id: 1,
      title: '帮忙拍一组西湖夜景',
      amount: 88,
      originAmount: 120.5,
      coverImage: '/resource/files/cover.jpg',
      content: 'T88',
    });
    const card = screen.getByTestId('chat-share');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/resource/files/cover.jpg');
    expect(screen.getByTestId('chat-share-amount').textContent).toBe('¥88¥120.50');
  });

  it('shows a person card with the avatar beside the name', () => {
    showCard({ type: 'person', id: 3, name: '西湖边的猫', userId: 3001 });
    const card = screen.getByTestId('chat-share');
    expect(card.getAttribute('href')).toBe('/othersHome?userId=3001');
    expect(card.querySelector('.ant-avatar')?.textContent).toBe('西');
    expect(card.textContent).toContain('西湖边的猫');
  });

  it('shows a book as a book: its cover, or its title set upright, beside the title and the writer', () => {
    const { unmount } = showCard({ type: 'novel', id: 4, title: '雾港来信', name: '林知夏' });
    const card = screen.getByTestId('chat-share');
    expect(card.getAttribute('href')).toBe('/novel/novelDetails?id=4');
    expect(card.querySelector('.chat-share-card__book-cover--plain')?.textContent).toBe('雾港来信');
    expect(screen.getByTestId('chat-share-byline').textContent).toBe('林知夏');
    unmount();
    showCard({
      type: 'novel',
      id: 4,
      title: '雾港来信',
      name: '林知夏',
      coverImage: '/resource/files/book.jpg',
    });
    expect(screen.getByTestId('chat-share').querySelector('img')?.getAttribute('src')).toBe(
      '/resource/files/book.jpg',
    );
  });

  it('opens the download dialog for goods, which the web cannot show', async () => {
    showCard({ type: 'good', id: 5, name: '狐狸抱枕', amount: 39.9 });
    expect(screen.getByTestId('chat-share-amount').textContent).toBe('¥39.90');
    fireEvent.click(screen.getByTestId('chat-share'));
    const dialog = await screen.findByTestId('chat-app-only-dialog');
    expect(within(dialog).getByText('暂不支持该消息类型，请在App中查看')).toBeTruthy();
  });
});
