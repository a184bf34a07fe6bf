import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, screenshotDir, settle, test } from '../fixtures';
import { logInAs } from '../support/chat-session';
import { passwordSession, signedCall, type ApiSession } from '../support/signed-api';

/*
 * Novels (issue 20): the bookstore home, and a reader's journey on the seeded demo world — three chapters
 * read, the night theme chosen, the book left and opened again on "another device" at the same line,
 * and a paid chapter unlocked with fox coins. The reader is 10000010, who has coins from the demo
 * top-ups and whom no other journey spends from.
 */

const shot = (name: string) => path.join(screenshotDir, `${name}.png`);
const READER = { userName: '10000010', password: 'fox123456' };

interface CatalogueEntry {
  chapterNumber: number;
  paid: boolean;
  readable: boolean;
  price: number;
}

interface Journey {
  bookId: number;
  title: string;
  /** The first chapter read; the fourth from it is paid and locked for the reader. */
  start: number;
  paid: number;
}

/** A book on the shelf with at least three free chapters before one the reader has not unlocked. */
async function journeyBook(baseURL: string, session: ApiSession): Promise<Journey> {
  const list = await signedCall<{ id: number; title: string }[]>(baseURL, 'GET', '/app/api/novel/list', {
    query: { sort: 'read', pageSize: '20' },
    session,
  });
  expect(list.code).toBe(200);
  for (const book of list.data) {
    const catalogue = await signedCall<CatalogueEntry[]>(baseURL, 'GET', '/app/api/novel/catalogue', {
      query: { id: String(book.id), fromNumber: '1', pageSize: '100' },
      session,
    });
    const locked = catalogue.data.find((entry) => entry.paid && !entry.readable);
    if (locked && locked.chapterNumber >= 4) {
      return {
        bookId: book.id,
        title: book.title,
        start: locked.chapterNumber - 3,
        paid: locked.chapterNumber,
      };
    }
  }
  throw new Error('no demo book with three free chapters before a locked one');
}

const paper = (page: Page) => page.getByTestId('reader-paper');

/** Where the reader takes the line being read: under the sticky header (the web's READING_LINE_PX). */
const READING_LINE = 96;
/**
 * The demo chapters are short: a window this low, with the largest type, leaves room to scroll one to
 * its second paragraph.
 */
const SHORT_WINDOW = { width: 1366, height: 560 };
const LARGE_TYPE = JSON.stringify({ theme: 'day', mode: 'scroll', fontSize: 30, lineHeight: 2.5 });

/** The paragraph at the reader's reading line (just under the sticky header). */
function paragraphAtReadingLine(page: Page): Promise<number> {
  return page.evaluate((readingLine) => {
    const paragraphs = Array.from(document.querySelectorAll<HTMLElement>('[data-paragraph]'));
    const found = paragraphs.find((element) => element.getBoundingClientRect().bottom > readingLine);
    return found ? Number(found.dataset.paragraph) : -1;
  }, READING_LINE);
}

test.describe.configure({ timeout: 90_000 });

test('the bookstore home shows the picks, categories and the four charts, and a chart opens its list', async ({
  page,
}) => {
  await page.goto('/novel');
  await expect(page.getByTestId('novel-featured')).toBeVisible();
  await expect(page.getByTestId('novel-category').first()).toBeVisible();
  for (const sort of ['read', 'collect', 'new', 'finished']) {
    await expect(page.getByTestId(`ranking-${sort}`).getByTestId('ranking-book').first()).toBeVisible();
  }
  await settle(page);
  await page.screenshot({ path: shot('novel-home-1366'), fullPage: true });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await settle(page);
  await page.screenshot({ path: shot('novel-home-1920') });

  await page.getByTestId('ranking-more-collect').click();
  await expect(page).toHaveURL(/\/listPage\?rank=collect/);
  await expect(page.getByTestId('novel-list').getByTestId('book-row').first()).toBeVisible();
  await page.getByTestId('list-category-仙侠').click();
  await expect(page).toHaveURL(/category=/);
  await expect(page.getByTestId('novel-list-page')).toBeVisible();

  // A book from the chart, and its comments in the site's comment panel.
  const first = page.getByTestId('novel-list').getByTestId('book-title').first();
  const title = await first.textContent();
  await first.click();
  await expect(page.getByTestId('book-detail-title')).toHaveText(title!);
  await page.getByTestId('book-comments-link').click();
  await expect(page.getByTestId('novel-comment-page')).toContainText(title!);
  await expect(page.getByTestId('comment-heading')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: shot('novel-comments') });
});

test('a reader reads three chapters, reads at night, comes back at the same line on another device, and unlocks a paid chapter', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const session = await passwordSession(baseURL!, READER.userName, READER.password);
  await logInAs(context, baseURL!, session);
  const book = await journeyBook(baseURL!, session);

  // The book's page, then three chapters: by the button, by the arrow key, by the button again.
  await page.goto(`/novel/novelDetails?id=${book.bookId}`);
  await expect(page.getByTestId('book-detail-title')).toHaveText(book.title);
  await expect(page.getByTestId('catalogue-chapter').first()).toBeVisible();
  // On the bookshelf (the demo reader may have it there already).
  const shelf = page.getByTestId('book-shelf');
  if ((await shelf.getAttribute('data-collected')) === 'false') await shelf.click();
  await expect(shelf).toHaveAttribute('data-collected', 'true');
  await expect(shelf).toHaveText('已在书架');
  await settle(page);
  await page.screenshot({ path: shot('novel-details') });

  await page.goto(`/novel/readerPage?id=${book.bookId}&chapter=${book.start}`);
  await expect(paper(page)).toHaveAttribute('data-chapter', String(book.start));
  await expect(page.getByTestId('reader-text')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: shot('novel-reader-day') });
  await page.setViewportSize(SHORT_WINDOW);
  await page.getByTestId('reader-next').click();
  await expect(paper(page)).toHaveAttribute('data-chapter', String(book.start + 1));
  await page.keyboard.press('ArrowRight');
  const third = book.start + 2;
  await expect(paper(page)).toHaveAttribute('data-chapter', String(third));

  // Night, the largest type and the widest lines, chosen in the settings, stay chosen on this browser.
  await page.getByTestId('reader-open-settings').click();
  await page.getByTestId('reader-theme-night').click();
  await expect(page.getByTestId('novel-reader')).toHaveAttribute('data-theme', 'night');
  for (let step = 0; step < 5; step++) await page.getByTestId('reader-font-larger').click();
  await expect(page.getByTestId('reader-font-size')).toHaveText('30');
  await page.getByTestId('reader-line-2.5').click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('reader-settings')).toBeHidden();

  // Read on into the third chapter (its second paragraph to the reading line); the place is saved once
  // the reader pauses.
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/app/api/novel/progress') &&
      response.request().method() === 'POST' &&
      (response.request().postDataJSON() as { offset: number }).offset > 0,
  );
  await page.evaluate((readingLine) => {
    const second = document.querySelector<HTMLElement>('[data-paragraph="1"]')!;
    window.scrollTo({ top: window.scrollY + second.getBoundingClientRect().top - readingLine + 12 });
  }, READING_LINE);
  await saved;
  const line = await paragraphAtReadingLine(page);
  expect(line).toBe(1);

  // Leave, and open the book again from its page: the reader continues at the same line, still at night.
  await page.goto(`/novel/novelDetails?id=${book.bookId}`);
  await expect(page.getByTestId('book-read')).toContainText(`第${third}章`);
  await page.getByTestId('book-read').click();
  await expect(paper(page)).toHaveAttribute('data-chapter', String(third));
  await expect.poll(() => paragraphAtReadingLine(page)).toBe(line);
  await expect(page.getByTestId('novel-reader')).toHaveAttribute('data-theme', 'night');

  // Another device (with the same large type): the same account in a fresh browser opens the book
  // where the reader stopped.
  const other = await browser.newContext({ viewport: SHORT_WINDOW });
  await logInAs(other, baseURL!, session);
  await other.addInitScript((settings) => localStorage.setItem('novelReaderSettings', settings), LARGE_TYPE);
  const phone = await other.newPage();
  await phone.goto(`/novel/readerPage?id=${book.bookId}`);
  await expect(paper(phone)).toHaveAttribute('data-chapter', String(third));
  await expect.poll(() => paragraphAtReadingLine(phone)).toBe(line);
  await expect(phone.getByTestId('novel-reader')).toHaveAttribute('data-theme', 'day');
  await other.close();

  // On to the paid chapter: the lock shows the price and balance; coins unlock it.
  await page.keyboard.press('ArrowRight');
  await expect(paper(page)).toHaveAttribute('data-chapter', String(book.paid));
  const lock = page.getByTestId('chapter-lock');
  await expect(lock).toBeVisible();
  await expect(page.getByTestId('reader-text')).toHaveCount(0);
  await expect(page.getByTestId('chapter-lock-balance')).toContainText('狐币余额');
  await settle(page);
  await page.screenshot({ path: shot('novel-reader-lock-night') });
  await page.getByTestId('chapter-unlock').click();
  await expect(page.getByTestId('reader-text')).toBeVisible();
  await expect(page.getByText('解锁成功')).toBeVisible();
  await expect(lock).toHaveCount(0);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  await settle(page);
  await page.screenshot({ path: shot('novel-reader-night') });

  // The bookshelf on /my has the book, at the chapter just unlocked.
  await page.goto('/my');
  await page.getByTestId('my-tab-bookshelf').click();
  const onShelf = page.getByTestId('bookshelf-collected').locator(`[data-book-id="${book.bookId}"]`);
  await expect(onShelf.getByTestId('shelf-progress')).toHaveText(`读到第${book.paid}章`);
  await page.getByTestId('bookshelf').scrollIntoViewIfNeeded();
  await settle(page);
  await page.screenshot({ path: shot('novel-bookshelf') });
});
