import path from 'node:path';
import { expect, screenshotDir, settle, test } from '../fixtures';
import { passwordSession, signedCall, storedSessionOf } from '../support/signed-api';

/*
 * The report dialog (spec 002 §5) on an article: reasons from the report_type dictionary with the first
 * preselected, 'Other' refused without a description, an evidence picture uploaded, then '举报成功'; a
 * second report of the same article is refused by the server. Accounts: 10000006 writes the article,
 * 10000010 reports it (10000005's password is changed by the login journeys).
 */

const PASSWORD = 'fox123456';
const shot = (name: string) => path.join(screenshotDir, `${name}.png`);

/** A real 16×16 orange PNG: the upload endpoint checks the content, not only the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGP4XyVFEmIY1TCqYfhqAAAkRpMQyI7TPAAAAABJRU5ErkJggg==',
  'base64',
);

test('a reader reports an article with a reason, a description and a picture', async ({
  page,
  context,
  baseURL,
}) => {
  const author = await passwordSession(baseURL!, '10000006', PASSWORD);
  const article = await signedCall<{ id: number }>(baseURL!, 'POST', '/app/api/content/article', {
    session: author,
    body: { title: '举报测试：一篇待举报的文章', contentHtml: '<p>这篇文章用来测试举报流程。</p>' },
  });
  expect(article.code).toBe(200);

  const reader = await passwordSession(baseURL!, '10000010', PASSWORD);
  await signedCall(baseURL!, 'POST', '/app/user/guide/done', { session: reader, body: {} });
  const stored = await storedSessionOf(baseURL!, reader);
  await context.addInitScript((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, stored);

  await page.goto(`/imageTextDetail?id=${article.data.id}`);
  await page.getByTestId('action-report').click();
  const dialog = page.getByTestId('report-dialog');
  await expect(dialog).toBeVisible();
  const reasons = dialog.getByTestId('report-reasons');
  await expect(reasons.getByRole('radio', { name: '色情低俗' })).toBeChecked();

  await reasons.getByText('其他').click();
  await dialog.getByTestId('report-submit').click();
  await expect(dialog.getByTestId('report-information-error')).toHaveText('请填写举报信息');

  await dialog.getByTestId('report-information').fill('标题党，内容与标题无关');
  await dialog
    .getByTestId('image-uploader-input')
    .setInputFiles({ name: 'evidence.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByTestId('report-image')).toHaveCount(1);
  await expect(dialog.getByTestId('report-information-error')).toHaveCount(0);
  await settle(page);
  await page.screenshot({ path: shot('social-report-dialog') });

  await dialog.getByTestId('report-submit').click();
  await expect(page.getByText('举报成功')).toBeVisible();
  await expect(dialog).toBeHidden();
});
