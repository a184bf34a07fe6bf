import { formatChinaTime } from '@fox/contracts/client';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { interactTextHtml } from './interact-text';
import { InteractItem, PlainItem } from './NoticeItems';
import type { InteractNotice, PlainNotice } from './notice-types';

const notice = (extra: Partial<InteractNotice> = {}): InteractNotice => ({
  id: 1,
  type: 'commentReceive',
  operatorUserId: 7,
  operatorUserName: '小狐狸',
  operatorUserAvatar: '',
  content: '<b>好看</b> https://img.example.com/p/cat.png?x=1',
  createTime: formatChinaTime(Date.UTC(2026, 0, 2, 3, 4)),
  readState: 0,
  topType: 'Article',
  topCode: 42,
  objType: null,
  objCoverImage: '',
  ...extra,
});

describe('interactTextHtml', () => {
  it('escapes the text first, then shows each image link as the marker', () => {
    expect(
      interactTextHtml('<img src=x onerror=alert(1)> 看 https://a.cn/1.JPG 和 http://b.cn/2.webp', '[image]'),
    ).toBe('&lt;img src=x onerror=alert(1)&gt; 看 [image] 和 [image]');
  });

  it('leaves links to pages and plain text alone', () => {
    expect(interactTextHtml('见 https://a.cn/page.html & 更多', '[image]')).toBe(
      '见 https://a.cn/page.html &amp; 更多',
    );
  });
});

describe('InteractItem', () => {
  function renderItem(item: InteractNotice) {
    const router = createMemoryRouter(
      [
        { path: '/', element: <InteractItem notice={item} /> },
        { path: '/imageTextDetail', element: <p>article page</p> },
        { path: '/askDetail', element: <p>question page</p> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('shows typed markup as text and the image link as [图片], and leads to the article', () => {
    const router = renderItem(notice());
    const item = screen.getByTestId('notice-interact-item');
    expect(item.textContent).toContain('小狐狸评论了你的文章');
    expect(item.textContent).toContain('<b>好看</b> [图片]');
    expect(item.querySelector('b')).toBeNull();
    expect(item.textContent).not.toContain('cat.png');
    fireEvent.click(item);
    expect(router.state.location.pathname + router.state.location.search).toBe('/imageTextDetail?id=42');
  });

  it('leads an answer like to its question', () => {
    const router = renderItem(
      notice({ type: 'like', topType: 'Question', topCode: 9, objType: 'Answer', content: '答' }),
    );
    expect(screen.getByTestId('notice-interact-item').textContent).toContain('赞了你的回答');
    fireEvent.click(screen.getByTestId('notice-interact-item'));
    expect(router.state.location.search).toBe('?id=9');
  });
});

describe('PlainItem', () => {
  const plain = (extra: Record<string, unknown>): PlainNotice => ({
    id: 3,
    type: 'announcement',
    title: '维护通知',
    content: '今晚十点维护',
    updateTime: formatChinaTime(Date.UTC(2026, 0, 2, 3, 4)),
    readState: 0,
    extra,
  });

  function renderItem(item: PlainNotice) {
    const router = createMemoryRouter(
      [
        { path: '/', element: <PlainItem notice={item} /> },
        { path: '/help', element: <p>help page</p> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('leads a system notice to the portal page it links, under its link words', () => {
    const router = renderItem(plain({ linkTitle: '查看详情', linkUrl: '/help?topic=upgrade' }));
    const item = screen.getByTestId('notice-plain-item');
    expect(item.textContent).toContain('查看详情');
    fireEvent.click(item);
    expect(router.state.location.pathname + router.state.location.search).toBe('/help?topic=upgrade');
  });

  it('never leads to another site, and shows no link words without a link', () => {
    renderItem(plain({ linkTitle: '查看详情', linkUrl: '//evil.example/x' }));
    const item = screen.getByTestId('notice-plain-item');
    expect(item.tagName).toBe('DIV');
    expect(item.textContent).not.toContain('查看详情');
  });
});
