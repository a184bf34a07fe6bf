import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, screenshotDir, settle, test } from '../fixtures';
import { passwordSession } from '../support/signed-api';
import { logInAs, openPanel, thread } from '../support/chat-session';

/*
 * Chat attachments (spec 001 §5, §7): A pastes a picture into the composer, which is uploaded and sent;
 * A sends a PDF from the document picker; B sees both live and downloads the document through the
 * signed download call. Accounts: 10000002 (A) and 10000006 (B), who chat nowhere else.
 */

const PASSWORD = 'fox123456';
test.describe.configure({ timeout: 120_000 });
const shot = (name: string) => path.join(screenshotDir, `${name}.png`);
const PICTURE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/demo-media/pictures/cat.jpg',
);

test('a pasted picture and a document reach the other side, and the document downloads', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const sessionA = await passwordSession(baseURL!, '10000002', PASSWORD);
  const sessionB = await passwordSession(baseURL!, '10000006', PASSWORD);
  await logInAs(context, baseURL!, sessionA);
  const contextB = await browser.newContext({ baseURL });
  await logInAs(contextB, baseURL!, sessionB);
  const pageB = await contextB.newPage();
  await openPanel(pageB);
  await openPanel(page);

  await page.getByTestId('chat-new').click();
  await page.getByTestId('chat-new-search').getByRole('searchbox').fill('10000006');
  await page.getByTestId('chat-new-send').first().click();
  await expect(page.getByTestId('chat-thread')).toHaveAttribute('data-peer', String(sessionB.userId));

  // Paste: the clipboard carries a picture file, as when a screenshot is pasted.
  const bytes = [...fs.readFileSync(PICTURE)];
  await page.getByTestId('chat-input').evaluate((input, data) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(data)], 'screenshot.jpg', { type: 'image/jpeg' }));
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, bytes);
  // B opens the conversation that just appeared; the picture is in it.
  const rowOfA = pageB.locator(`[data-testid="chat-conversation"][data-peer="${sessionA.userId}"]`);
  await expect(rowOfA).toContainText('[图片]');
  await rowOfA.click();
  const photoAtB = thread(pageB).locator('.chat-bubble--photo img');
  await expect(photoAtB).toHaveCount(1);
  await expect
    .poll(() => photoAtB.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(thread(page).locator('.chat-row--own .chat-bubble--photo img')).toHaveCount(1);
  await expect(page.getByTestId('chat-input')).toHaveValue('');

  // A document from the picker: a loading card first, then a card B can download.
  await page.getByTestId('chat-file-input').setInputFiles({
    name: '周末行程.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  const fileAtB = thread(pageB).getByTestId('chat-file');
  await expect(fileAtB).toHaveCount(1);
  await expect(fileAtB).toHaveAttribute('data-status', 'download');
  await expect(fileAtB).toContainText('周末行程.pdf');
  await expect(thread(page).getByTestId('chat-file')).toHaveAttribute('data-status', 'download');
  await expect(
    pageB.locator(`[data-testid="chat-conversation"][data-peer="${sessionA.userId}"]`),
  ).toContainText('[文件]');

  const downloading = pageB.waitForEvent('download');
  await fileAtB.getByTestId('chat-file-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('周末行程.pdf');
  const saved = fs.readFileSync((await download.path())!, 'utf8');
  expect(saved.startsWith('%PDF-1.4')).toBe(true);

  await settle(pageB);
  await pageB.screenshot({ path: shot('chat-attachments-receiver') });
  await contextB.close();
});
