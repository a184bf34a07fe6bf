/** Shared by the novel component tests: a book, its chapters as the server answers them, and the page's providers. */
import type { ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { formatChinaTime } from '@fox/contracts/client';
import type { novels } from '@fox/contracts';
import { FeedbackOutlet } from '../../ui/feedback';

export { fakeServer, Refusal } from '../../../test/kits/fake-server';
export { logInTestUser } from '../../../test/kits/session';

// The reader loads antd's drawer, popover and segmented controls on first use; a busy machine needs the time.
configure({ asyncUtilTimeout: 15_000 });

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Renders a page at a path with the query client, router and feedback outlet the app has. */
export function renderAt(path: string, routePath: string, node: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={node} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <FeedbackOutlet />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

export const CHAPTER = 'GET /app/api/novel/chapter';
export const INFO = 'GET /app/api/novel/info';
export const PROGRESS = 'GET /app/api/novel/progress';
export const SAVE_PROGRESS = 'POST /app/api/novel/progress';
export const UNLOCK = 'POST /app/api/novel/chapter/unlock';
export const BALANCE = 'GET /app/api/wallet/virtualCoin';
export const TRACK = 'POST /app/api/tracking/event';

const time = formatChinaTime(Date.UTC(2026, 10, 1, 2, 0, 0));

export function bookOf(over: Partial<novels.NovelDetail> = {}): novels.NovelDetail {
  return {
    id: 5,
    title: '青灯夜雨',
    authorId: 50,
    userName: '100050',
    nickName: '听雨',
    userAvatar: '',
    coverUrl: '',
    category: '仙侠',
    tags: ['修仙'],
    wordCount: 32_000,
    status: 'serialising',
    synopsis: '一盏青灯，半卷残书。',
    chapterCount: 3,
    latestChapterNumber: 3,
    latestChapterTitle: '第三章 雨夜',
    readCount: 120,
    collectCount: 30,
    state: 'OnShelf',
    siteId: 1,
    createTime: time,
    updateTime: time,
    cursor: 'c5',
    volumes: [
      { id: 1, bookId: 5, volumeNumber: 1, title: '第一卷 山门', firstChapterNumber: 1, chapterCount: 3 },
    ],
    paidChapterCount: 1,
    commentCount: 0,
    collected: false,
    progress: null,
    autoUnlock: false,
    mine: false,
    ...over,
  };
}

/** Chapter n of book 5 (of 3): 1 and 2 free, 3 paid at 12 coins and locked unless `paragraphs` is given. */
export function chapterOf(chapterNumber: number, over: Partial<novels.ChapterView> = {}): novels.ChapterView {
  const paid = chapterNumber === 3;
  return {
    bookId: 5,
    bookTitle: '青灯夜雨',
    chapterNumber,
    title: `第${chapterNumber}章`,
    volumeNumber: 1,
    volumeTitle: '第一卷 山门',
    wordCount: 2_400,
    paid,
    price: paid ? 12 : 0,
    paragraphs: paid ? null : [`第${chapterNumber}章的第一段。`, '雨落在青石板上。'],
    lock: paid ? { price: 12, balance: 100, enough: true } : null,
    previousNumber: chapterNumber > 1 ? chapterNumber - 1 : null,
    nextNumber: chapterNumber < 3 ? chapterNumber + 1 : null,
    chapterCount: 3,
    autoUnlock: false,
    createTime: time,
    ...over,
  };
}
