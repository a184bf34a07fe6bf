import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLoginPrompt, useSessionStore } from '../auth';
import { useTopUpDialog } from '../wallet';
import { NovelReaderPage } from './NovelReaderPage';
import {
  BALANCE,
  CHAPTER,
  INFO,
  PROGRESS,
  SAVE_PROGRESS,
  UNLOCK,
  bookOf,
  chapterOf,
  fakeServer,
  logInTestUser,
  renderAt,
} from './novel-test-kit';

function serve(balance = 100) {
  const server = fakeServer();
  server.handlers[INFO] = () => bookOf();
  server.handlers[PROGRESS] = () => null;
  server.handlers[SAVE_PROGRESS] = (body) => ({
    bookId: 5,
    chapterNumber: body.chapter,
    chapterTitle: '',
    position: 0,
    offset: 0,
    updateTime: '2026-11-01 10:00:00',
  });
  server.handlers[BALANCE] = () => ({ virtualCoin: balance });
  server.handlers[CHAPTER] = (_body, url) => {
    const number = Number(url.searchParams.get('chapter'));
    return chapterOf(number, number === 3 ? { lock: { price: 12, balance, enough: balance >= 12 } } : {});
  };
  return server;
}

const chapterCalls = (server: ReturnType<typeof fakeServer>) =>
  server.callsTo(CHAPTER).map((query) => query.chapter);

function openReader(search: string) {
  return renderAt(
    `/novel/readerPage${search}`,
    '/novel/readerPage',
    <NovelReaderPage routeKey="novelReader" />,
  );
}

beforeEach(() => logInTestUser());
afterEach(() => {
  useSessionStore.getState().clearSession();
  useLoginPrompt.getState().close();
  useTopUpDialog.getState().close();
  vi.unstubAllGlobals();
});

describe('NovelReaderPage', { timeout: 60_000 }, () => {
  it('shows a chapter, fetches the next one ahead, saves the place and turns on with the arrow key', async () => {
    const server = serve();
    openReader('?id=5&chapter=2');
    expect((await screen.findByTestId('reader-chapter-title')).textContent).toBe('第2章');
    expect(screen.getByTestId('reader-text').textContent).toContain('雨落在青石板上。');
    await waitFor(() => expect(chapterCalls(server)).toContain('3'));
    await waitFor(() =>
      expect(server.callsTo(SAVE_PROGRESS)).toContainEqual(expect.objectContaining({ id: 5, chapter: 2 })),
    );

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/novel/readerPage?id=5&chapter=3'),
    );
    expect(await screen.findByTestId('chapter-lock')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/novel/readerPage?id=5&chapter=2'),
    );
  });

  it('opens at the saved chapter when none is named', async () => {
    const server = serve();
    server.handlers[PROGRESS] = () => ({
      bookId: 5,
      chapterNumber: 2,
      chapterTitle: '第2章',
      position: 0.5,
      offset: 9,
      updateTime: '2026-11-01 10:00:00',
    });
    openReader('?id=5');
    expect((await screen.findByTestId('reader-chapter-title')).textContent).toBe('第2章');
    expect(chapterCalls(server)[0]).toBe('2');
  });

  it('shows the lock of a paid chapter with its price and balance, and unlocks it once under a double click', async () => {
    const server = serve(100);
    let release: () => void = () => undefined;
    server.handlers[UNLOCK] = () =>
      new Promise((resolve) => {
        release = () =>
          resolve({
            chapter: chapterOf(3, { paragraphs: ['付费章节的正文。'], lock: null }),
            chargedCoins: 12,
            balance: 88,
          });
      });
    openReader('?id=5&chapter=3');
    const lock = await screen.findByTestId('chapter-lock');
    expect(screen.getByTestId('chapter-lock-price').textContent).toBe('本章价格 12 狐币');
    await waitFor(() => expect(screen.getByTestId('chapter-lock-balance').textContent).toBe('狐币余额：100'));
    expect(lock.textContent).not.toContain('付费章节的正文');

    fireEvent.click(screen.getByTestId('chapter-unlock'));
    fireEvent.click(screen.getByTestId('chapter-unlock'));
    await waitFor(() => expect(server.callsTo(UNLOCK)).toHaveLength(1));
    release();
    expect((await screen.findByTestId('reader-text')).textContent).toContain('付费章节的正文。');
    expect(server.callsTo(UNLOCK)).toEqual([{ id: 5, chapter: 3, auto: false }]);
    expect(await screen.findByText('解锁成功')).toBeTruthy();
  });

  it('says a short balance is short, leads to the top-up, and sends no unlock', async () => {
    const server = serve(5);
    openReader('?id=5&chapter=3');
    expect((await screen.findByTestId('chapter-lock-insufficient')).textContent).toContain('狐币余额不足');
    expect(screen.getByTestId('chapter-unlock').closest('button')!.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('chapter-lock-top-up'));
    expect(useTopUpDialog.getState().isOpen).toBe(true);
    expect(server.callsTo(UNLOCK)).toHaveLength(0);
  });

  it('unlocks by itself when the reader opted in and has the coins', async () => {
    const server = serve(100);
    server.handlers[CHAPTER] = (_body, url) =>
      chapterOf(Number(url.searchParams.get('chapter')), { autoUnlock: true });
    server.handlers[UNLOCK] = () => ({
      chapter: chapterOf(3, { paragraphs: ['自动解锁的正文。'], lock: null, autoUnlock: true }),
      chargedCoins: 12,
      balance: 88,
    });
    openReader('?id=5&chapter=3');
    expect((await screen.findByTestId('reader-text')).textContent).toContain('自动解锁的正文。');
    expect(server.callsTo(UNLOCK)).toEqual([{ id: 5, chapter: 3, auto: true }]);
  });

  it('turning auto-unlock on at a lock opts in for later chapters without buying this one', async () => {
    const server = serve(100);
    let auto = false;
    server.handlers[CHAPTER] = (_body, url) =>
      chapterOf(Number(url.searchParams.get('chapter')), { autoUnlock: auto });
    server.handlers['PUT /app/api/novel/auto-unlock'] = (body) => {
      auto = body.autoUnlock === true;
      return { id: 5, autoUnlock: auto };
    };
    server.handlers[UNLOCK] = () => ({
      chapter: chapterOf(3, { paragraphs: ['正文'], lock: null }),
      chargedCoins: 12,
      balance: 88,
    });
    openReader('?id=5&chapter=3');
    fireEvent.click(await screen.findByTestId('chapter-lock-auto'));
    await waitFor(() =>
      expect(server.callsTo('PUT /app/api/novel/auto-unlock')).toEqual([{ id: 5, autoUnlock: true }]),
    );
    const checkbox = () => {
      const box = screen.getByTestId('chapter-lock-auto');
      return box instanceof HTMLInputElement ? box : box.querySelector('input')!;
    };
    await waitFor(() => expect(checkbox().checked).toBe(true));
    expect(server.callsTo(UNLOCK)).toHaveLength(0);
    expect(screen.getByTestId('chapter-lock')).toBeTruthy();
  });

  it('asks a guest to log in before unlocking, and saves no progress for them', async () => {
    useSessionStore.getState().clearSession();
    const server = serve();
    openReader('?id=5&chapter=3');
    await screen.findByTestId('chapter-lock');
    expect(screen.getByTestId('chapter-unlock').textContent).toBe('登录后解锁');
    expect(screen.queryByTestId('chapter-lock-balance')).toBeNull();
    fireEvent.click(screen.getByTestId('chapter-unlock'));
    expect(useLoginPrompt.getState().isOpen).toBe(true);
    expect(server.callsTo(UNLOCK)).toHaveLength(0);
    expect(server.callsTo(PROGRESS)).toHaveLength(0);
    expect(server.callsTo(SAVE_PROGRESS)).toHaveLength(0);
  });
});
