import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator } from '@playwright/test';
import { expect, screenshotDir, settle, test } from '../fixtures';
import { logInAs } from '../support/chat-session';
import { passwordSession, signedCall } from '../support/signed-api';

/*
 * Writing novels from the portal: a writer opens the header's publish dialog, starts a book in its 小说
 * tab, lands on the book's writing desk, writes a free chapter and a paid one, and imports two more from a
 * GB18030 .txt; a reader then opens the book and finds the four chapters, the paid one locked. The writer
 * is 10000014 (verified name and bank card, so paid chapters are allowed), whom no other journey uses;
 * the reader is 10000013, who only looks.
 */

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'fox123456';
const WRITER = '10000014';
const READER = '10000013';
const shot = (name: string) => path.join(screenshotDir, `${name}.png`);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEMO_PICTURE = path.join(repoRoot, 'apps/server/demo-media/pictures/cat.jpg');

/**
 * 第三章 雨夜 / 窗外下着雨，他推开门。/ 第四章 天晴 / 太阳出来了，街上很热闹。 as GB18030 (GBK) bytes, written out
 * here because Node cannot encode GB18030 (made with Python's gb18030 codec).
 */
const GB18030_TXT = Buffer.from(
  'b5dac8fdd5c220d3ead2b90ab4b0cde2cfc2d7c5d3eaa3accbfbcdc6bfaac3c5a1a30ab5dacbc4d5c220ccecc7e70accabd1f4b3f6c0b4c1cba3acbdd6c9cfbadcc8c8c4d6a1a30a',
  'hex',
);

async function writeChapter(desk: Locator, title: string, text: string, price?: number) {
  await desk.getByTestId('writer-tab-write').click();
  const form = desk.getByTestId('writer-chapter-form');
  await form.getByTestId('writer-chapter-title').fill(title);
  await form.getByTestId('writer-chapter-text').fill(text);
  if (price !== undefined) {
    await form.getByTestId('writer-chapter-sale').getByText('付费').click();
    await form.getByTestId('writer-chapter-price').fill(String(price));
  }
  await form.getByTestId('writer-chapter-submit').click();
}

const chapterCount = (desk: Locator) => desk.getByTestId('writer-desk-chapter-count');

test('a writer starts a book, writes a free and a paid chapter, imports a GB18030 .txt, and a reader sees them', async ({
  page,
  browser,
  context,
  baseURL,
}) => {
  const writer = await passwordSession(baseURL!, WRITER, PASSWORD);
  await signedCall(baseURL!, 'POST', '/app/user/guide/done', { session: writer, body: {} });
  await logInAs(context, baseURL!, writer);
  const title = `灯下长夜${Date.now() % 100_000}`;

  await page.goto('/home');
  await page.getByTestId('nav-publish').click();
  const dialog = page.getByTestId('publish-dialog');
  await dialog.getByTestId('publish-tab-novel').click();
  const tab = dialog.getByTestId('novel-publish-tab');
  await expect(tab.getByTestId('novel-new-book')).toBeVisible();

  // What the contract refuses is said before anything is sent.
  await tab.getByTestId('novel-new-book-submit').click();
  await expect(tab.getByText('请输入书名')).toBeVisible();
  await expect(tab.getByText('请选择分类')).toBeVisible();

  await tab.getByTestId('writer-book-title').fill(title);
  await tab.getByTestId('writer-book-category').getByText('都市', { exact: true }).click();
  const tags = tab.getByTestId('writer-book-tags').locator('input');
  await tags.fill('小城');
  await tags.press('Enter');
  await tags.fill('成长');
  await tags.press('Enter');
  await tab.getByTestId('writer-book-synopsis').fill('一个少年在小城的夜里，把日子写成了书。');
  await tab.getByTestId('writer-book-cover-input').setInputFiles(DEMO_PICTURE);
  await expect(tab.getByTestId('writer-book-cover').locator('img')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: shot('novel-writing-publish-tab') });

  await tab.getByTestId('novel-new-book-submit').click();
  await expect(page).toHaveURL(/\/novel\/novelDetails\?id=\d+&desk=write/);
  const bookId = Number(new URL(page.url()).searchParams.get('id'));
  const desk = page.getByTestId('writer-desk');
  await expect(desk.getByTestId('writer-desk-title')).toHaveText(title);
  await expect(chapterCount(desk)).toHaveText('0章');

  // A free chapter: the word count follows the text as it is typed.
  const form = desk.getByTestId('writer-chapter-form');
  await form.getByTestId('writer-chapter-text').fill('夜里下着雨。\n他点亮了灯。');
  await expect(form.getByTestId('writer-chapter-words')).toHaveText('本章12字');
  await settle(page);
  await page.screenshot({ path: shot('novel-writing-chapter') });
  await writeChapter(desk, '第一章 灯下', '夜里下着雨。\n他点亮了灯，翻开一本旧书。');
  await expect(page.locator('.ant-message').getByText('已发布 第1章')).toBeVisible();
  await expect(chapterCount(desk)).toHaveText('1章');

  // A paid chapter: a price outside the contract's range is refused with its message first.
  await writeChapter(desk, '第二章 旧书', '书里夹着一张车票，日期是二十年前。', 501);
  await expect(form.getByText('价格为1～500的整数')).toBeVisible();
  await form.getByTestId('writer-chapter-price').fill('5');
  await form.getByTestId('writer-chapter-submit').click();
  await expect(page.locator('.ant-message').getByText('已发布 第2章')).toBeVisible();
  await expect(chapterCount(desk)).toHaveText('2章');

  // A second volume: the chapters after it go into it.
  await desk.getByTestId('writer-tab-chapters').click();
  await desk.getByTestId('writer-volume-add').click();
  await desk.getByTestId('writer-volume-title').fill('第二卷 远行');
  await desk.getByTestId('writer-volume-submit').click();
  await expect(desk.getByTestId('writer-volume')).toHaveCount(2);

  // Import: the dry run shows what the file holds, in the encoding the server recognised.
  await desk.getByTestId('writer-tab-import').click();
  await desk.getByTestId('writer-import-input').setInputFiles({
    name: '续章.txt',
    mimeType: 'text/plain',
    buffer: GB18030_TXT,
  });
  const found = desk.getByTestId('writer-import-found');
  await expect(found).toContainText('GBK/GB18030');
  await expect(found.getByTestId('writer-import-chapters').locator('tbody tr')).toHaveCount(2);
  await expect(found).toContainText('第三章 雨夜');
  await expect(found).toContainText('第四章 天晴');
  await settle(page);
  await page.screenshot({ path: shot('novel-writing-import') });
  await found.getByTestId('writer-import-confirm').click();
  await expect(desk.getByTestId('writer-import-done')).toContainText('已导入第3～4章');
  await expect(chapterCount(desk)).toHaveText('4章');

  // The desk's chapter list: four chapters, the second paid at 5 coins.
  await desk.getByTestId('writer-tab-chapters').click();
  const rows = desk.getByTestId('writer-chapter');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toHaveAttribute('data-paid', 'true');
  await expect(rows.nth(1)).toContainText('5狐币');
  await expect(rows.nth(0)).toContainText('免费');
  await expect(rows.nth(2)).toContainText('第三章 雨夜');
  await expect(desk.locator('.writer-chapter-list__volume')).toHaveText(['正文', '第二卷 远行']);

  // A correction: the first chapter's title, from its stored text.
  await rows.nth(0).getByTestId('writer-chapter-edit').click();
  const edit = page.getByTestId('writer-chapter-edit-form');
  await expect(edit.getByTestId('writer-chapter-text')).toHaveValue(
    '夜里下着雨。\n他点亮了灯，翻开一本旧书。',
  );
  await edit.getByTestId('writer-chapter-title').fill('第一章 灯下人');
  await edit.getByTestId('writer-chapter-submit').click();
  await expect(edit).toHaveCount(0);
  await expect(rows.nth(0)).toContainText('第一章 灯下人');
  // The confirmations have said their piece; the picture shows the desk itself.
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 15_000 });
  await settle(page);
  await page.screenshot({ path: shot('novel-writing-desk') });

  // The writer's books list the new one, a way back to its desk.
  await desk.getByTestId('writer-tab-mine').click();
  await expect(desk.locator(`[data-testid="writer-mine-book"][data-book-id="${bookId}"]`)).toBeVisible();
  await desk.getByTestId('writer-desk-close').click();
  await expect(desk).toHaveCount(0);
  await expect(page.getByTestId('writer-desk-entry')).toBeVisible();

  // A reader sees the book's catalogue: the paid chapter is locked for them, and no desk is offered.
  const reader = await passwordSession(baseURL!, READER, PASSWORD);
  await signedCall(baseURL!, 'POST', '/app/user/guide/done', { session: reader, body: {} });
  const other = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await logInAs(other, baseURL!, reader);
  const readerPage = await other.newPage();
  await readerPage.goto(`/novel/novelDetails?id=${bookId}`);
  await expect(readerPage.getByTestId('book-detail-title')).toHaveText(title);
  const catalogue = readerPage.getByTestId('catalogue');
  await expect(catalogue.getByTestId('catalogue-chapter')).toHaveCount(4);
  await expect(catalogue.locator('[data-chapter="2"]').getByTestId('catalogue-locked')).toContainText('5');
  await expect(catalogue.getByTestId('catalogue-locked')).toHaveCount(1);
  await expect(catalogue.getByTestId('catalogue-volume')).toHaveText(['正文', '第二卷 远行']);
  await expect(readerPage.getByTestId('writer-desk-entry')).toHaveCount(0);
  await settle(readerPage);
  await readerPage.screenshot({ path: shot('novel-writing-reader'), fullPage: true });
  await other.close();
});
