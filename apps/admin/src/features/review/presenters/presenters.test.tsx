import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInConsole } from '../../../../test/render';
import { detail } from '../review-fixtures';
import type { ReviewItemDetail } from '../review-data';
import { presenterOf } from '.';

function present(item: ReviewItemDetail) {
  const { Content } = presenterOf(item.kind);
  return renderInConsole(<Content item={item} />);
}

const text = { cover: '', media: '', portalPath: null };

describe('review presenters', { timeout: 30_000 }, () => {
  it('renders an article as readers see it, without what the allowlist drops', () => {
    const { container } = present(
      detail({
        id: 1,
        kind: 'Article',
        ...text,
        cover: '/cover.jpg',
        excerpt: '西湖的清晨',
        body: '<h2>清晨</h2><p>湖面<strong>很静</strong><img src="/a.jpg" onerror="alert(1)"></p><script>alert(2)</script><a href="javascript:alert(3)">链接</a>',
        bodyFormat: 'html',
        detail: { categoryId: 3, relation: null },
      }),
    );
    const body = screen.getByTestId('review-rich-body');
    expect(body.querySelector('h2')?.textContent).toBe('清晨');
    expect(body.querySelector('strong')?.textContent).toBe('很静');
    expect(body.querySelector('img')?.getAttribute('src')).toBe('/a.jpg');
    expect(body.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(container.textContent).toContain('西湖的清晨');
  });

  it('shows an answer under its question, and its facts', () => {
    const item = detail({
      id: 2,
      kind: 'Answer',
      ...text,
      title: '猫为什么爱睡觉？',
      body: '<p>因为它们是夜行动物</p>',
      bodyFormat: 'html',
      detail: { questionId: 40, questionTitle: '猫为什么爱睡觉？' },
    });
    present(item);
    expect(screen.getByTestId('review-rich-body').textContent).toBe('因为它们是夜行动物');
    const [fact] = presenterOf('Answer').facts!(item);
    renderInConsole(<>{fact!.value}</>);
    expect(screen.getByRole('link', { name: '猫为什么爱睡觉？' }).getAttribute('href')).toBe(
      '/askDetail?id=40',
    );
  });

  it('keeps the lines of a poem and of prose', () => {
    present(
      detail({
        id: 3,
        kind: 'Poetry',
        ...text,
        title: '静夜思',
        body: '床前明月光，\n疑是地上霜。',
        bodyFormat: 'text',
        detail: { author: '李白', dynasty: '唐' },
      }),
    );
    expect(screen.getByTestId('review-poem-body').textContent).toContain('唐 · 李白');
    expect(screen.getByTestId('review-plain-body').textContent).toBe('床前明月光，\n疑是地上霜。');
  });

  it("plays a drama's episodes, each on a click, with its cover and prices", () => {
    const item = detail({
      id: 4,
      kind: 'Playlet',
      ...text,
      title: '狐狸的夏天',
      cover: '/drama.jpg',
      media: '/e1.mp4',
      body: '一个关于夏天的故事。',
      bodyFormat: 'text',
      detail: {
        categoryName: '都市',
        episodeCount: 2,
        freeCount: 1,
        singlePrice: 1.5,
        playletPrice: 9.9,
        isPlatform: false,
        episodes: [
          { episodeNumber: 1, title: '第1集 相遇', videoUrl: '/e1.mp4', coverUrl: '/c1.jpg', duration: 120 },
          { episodeNumber: 2, title: '离别', videoUrl: '/e2.mp4?sign=x', coverUrl: '', duration: 95 },
        ],
      },
    });
    present(item);
    expect(screen.getByTestId('review-cover').getAttribute('src')).toBe('/drama.jpg');
    expect(screen.getByTestId('review-player').getAttribute('src')).toBe('/e1.mp4');
    const episodes = screen.getAllByTestId('review-episode');
    expect(episodes[0]!.textContent).toContain('免费');
    // A title that names its episode already is not prefixed again.
    expect(episodes[0]!.textContent).toContain('第1集 相遇');
    expect(episodes[0]!.textContent).not.toContain('第 1 集');
    expect(episodes[1]!.textContent).toContain('付费');
    fireEvent.click(episodes[1]!);
    expect(screen.getByTestId('review-player').getAttribute('src')).toBe('/e2.mp4?sign=x');
    expect(screen.getByTestId('review-player').getAttribute('poster')).toBe('/drama.jpg');
    expect(screen.getByTestId('review-drama-player').textContent).toContain('正在播放：第 2 集 · 离别');
    const facts = presenterOf('Playlet').facts!(item);
    expect(facts.map((fact) => `${String(fact.label)}=${String(fact.value)}`)).toEqual(
      expect.arrayContaining(['单集价格=¥1.50', '全集价格=¥9.90', '出品=创作者上传']),
    );
  });

  it('shows a kind without a presenter through the shared fields and its detail as it is', () => {
    present(
      detail({
        id: 5,
        kind: 'Wish',
        ...text,
        title: '想要一台相机',
        body: '希望有人送我一台相机',
        bodyFormat: 'text',
        detail: { budget: 3000 },
      }),
    );
    expect(screen.getByTestId('review-fallback-body').textContent).toContain('希望有人送我一台相机');
    expect(within(screen.getByTestId('review-fallback-detail')).getByText(/"budget": 3000/)).toBeTruthy();
  });
});
