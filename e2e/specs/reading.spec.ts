import path from 'node:path';
import { expect, loginPrompt, pageTitle, screenshotDir, settle, test, titleOf } from '../fixtures';
import { passwordSession, signedCall, storedSessionOf } from '../support/signed-api';

/*
 * Reading as a guest (spec 000 §2, §4): the article list and an article, the question list and a question
 * with its answers, the literature area's poetry and prose, and the login prompt every action asks for.
 * The guest journeys read the seeded demo world and change nothing in it; the answer journey asks a
 * question of its own through the API first.
 */

const shot = (name: string) => path.join(screenshotDir, `${name}.png`);

test('a guest browses the articles, loads more on scroll and reads one', async ({ page }) => {
  await page.goto('/content/imageTextList');
  await expect(pageTitle(page)).toHaveText(titleOf('imageTextList'));
  const cards = page.getByTestId('article-card');
  // The demo world has more articles than one page of 10: scrolling the list asks for the rest.
  await expect(cards).toHaveCount(10);
  await settle(page);
  await page.screenshot({ path: shot('reading-article-list') });
  await page.getByTestId('article-list').evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await expect.poll(() => cards.count()).toBeGreaterThan(10);
  await page.getByTestId('article-list').evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await expect(page.getByTestId('article-list')).toContainText('没有更多了');

  // Other specs post short articles of their own; read one of the demo world's.
  const title = '在大理住了一个月，我学会了慢下来';
  const first = cards.filter({ hasText: title }).first();
  await expect(first.getByTestId('article-card-title')).toHaveText(title);
  await page.getByTestId('article-list').evaluate((box) => box.scrollTo(0, 0));
  await first.click();
  await expect(page).toHaveURL(/\/imageTextDetail\?id=\d+$/);
  await expect(page.getByTestId('article-title')).toHaveText(title);
  const body = page.getByTestId('article-body');
  await expect(body.locator('p').first()).toBeVisible();
  expect(((await body.textContent()) ?? '').length).toBeGreaterThan(40);
  await expect(page.getByTestId('author-name')).not.toBeEmpty();
  await expect(page.getByTestId('follow-toggle')).toHaveText(/关注/);
  await expect(page.getByTestId('comment-panel')).toBeVisible();
  await expect(page.getByTestId('comment-heading')).toHaveText(/^共\d+条评论$/);
  await settle(page);
  await page.screenshot({ path: shot('reading-article-detail'), fullPage: true });
});

test('an article with a shop-window tag shows the name of the window', async ({ page }) => {
  await page.goto('/searchResult?keyword=猫咪');
  await page.getByText('家里养了两只猫咪，这些东西真的好用').first().click();
  await expect(page.getByTestId('article-title')).toHaveText('家里养了两只猫咪，这些东西真的好用');
  const tag = page.getByTestId('promotion-tag');
  await expect(tag).toHaveAttribute('data-kind', 'Window');
  await expect(tag).toContainText('西湖边的猫的小店');
  await settle(page);
  await page.screenshot({ path: shot('reading-article-promotion') });
});

test('a guest who likes, collects, follows or reports an article is asked to log in', async ({ page }) => {
  // Five prompts opened and closed, each with its animation.
  test.setTimeout(60_000);
  await page.goto('/content/imageTextList');
  await page.getByTestId('article-card').first().click();
  await expect(page.getByTestId('article-title')).toBeVisible();
  const likes = await page.getByTestId('action-like-count').textContent();

  for (const action of ['action-like', 'action-collect', 'follow-toggle', 'action-report', 'action-share']) {
    await page.getByTestId(action).click();
    await expect(loginPrompt(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(loginPrompt(page)).toBeHidden();
  }
  // Nothing happened on the guest's behalf.
  await expect(page.getByTestId('action-like-count')).toHaveText(likes ?? '');
  await expect(page.getByTestId('action-like')).toHaveAttribute('aria-pressed', 'false');
});

test('an unknown or malformed article id shows a not-found state', async ({ page, browserErrors }) => {
  // The server answers an unknown id with 404, which the browser logs as a failed resource.
  browserErrors.allow(/status of 404/);
  await page.goto('/imageTextDetail?id=abc');
  await expect(page.getByTestId('reading-not-found')).toContainText('内容不存在或已下架');
  await page.goto('/imageTextDetail?id=987654321');
  await expect(page.getByTestId('reading-not-found')).toContainText('内容不存在或已下架');
  await page.getByRole('link', { name: '返回图文列表' }).click();
  await expect(pageTitle(page)).toHaveText(titleOf('imageTextList'));
  await page.goto('/askDetail');
  await expect(page.getByTestId('reading-not-found')).toBeVisible();
});

test('a guest opens a question and reads its answers and their comments', async ({ page }) => {
  await page.goto('/content/questionList');
  await expect(pageTitle(page)).toHaveText(titleOf('questionList'));
  const cards = page.getByTestId('question-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(5);
  const title = (await cards.first().getByTestId('question-card-title').textContent()) ?? '';
  await cards.first().click();

  await expect(page).toHaveURL(/\/askDetail\?id=\d+$/);
  await expect(page.getByTestId('question-title')).toContainText(title.replace(/^问/, ''));
  const answers = page.getByTestId('answer-item');
  await expect(answers.first()).toBeVisible();
  const count = await answers.count();
  expect(count).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('answer-count')).toHaveText(`${count} 个回答`);
  await expect(answers.first().getByTestId('answer-body')).not.toBeEmpty();

  // An answer's comments open under it, without the empty-state line (spec 000 §2).
  await answers.first().getByTestId('answer-comments-toggle').click();
  const comments = answers.first().getByTestId('answer-comments');
  await expect(comments.getByTestId('comment-panel')).toBeVisible();
  await expect(comments.getByTestId('comment-heading')).toHaveText(/^共\d+条评论$/);
  await expect(comments.getByTestId('comment-empty')).toHaveCount(0);
  await settle(page);
  await page.screenshot({ path: shot('reading-question-detail'), fullPage: true });
  await answers.first().getByTestId('answer-comments-toggle').click();
  await expect(comments).toHaveCount(0);

  // Writing an answer needs a login.
  await page.getByTestId('write-answer').click();
  await expect(loginPrompt(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('answer-form')).toHaveCount(0);
  await answers.first().getByTestId('action-like').click();
  await expect(loginPrompt(page)).toBeVisible();
});

test('the literature area shows poetry and prose in two tabs and opens the full text', async ({ page }) => {
  await page.goto('/content/health');
  await expect(pageTitle(page)).toHaveText(titleOf('health'));
  const poems = page.getByTestId('poem-item');
  await expect(poems.first()).toBeVisible();
  await expect(page.getByTestId('poem-list')).toContainText('静夜思');
  await settle(page);
  await page.screenshot({ path: shot('reading-literature-poetry') });

  await page.getByTestId('poem-list').getByText('静夜思').click();
  const reader = page.getByTestId('literature-reader-body');
  await expect(reader).toContainText('床前明月光，疑是地上霜。');
  await expect(reader).toContainText('唐 · 李白');
  await page.keyboard.press('Escape');
  await expect(reader).toBeHidden();

  await page.getByTestId('literature-tab-prose').click();
  const proses = page.getByTestId('prose-item');
  await expect(proses.first()).toBeVisible();
  const proseTitle = (await proses.first().locator('h3').textContent()) ?? '';
  await settle(page);
  await page.screenshot({ path: shot('reading-literature-prose') });
  await proses.first().click();
  await expect(page.getByTestId('literature-reader-body')).toContainText(proseTitle);
  await settle(page);
  // Let the dialog's opening animation finish before the picture is taken.
  await expect(page.locator('.ant-modal-wrap .ant-modal').first()).not.toHaveClass(/zoom-/);
  await page.screenshot({ path: shot('reading-literature-reader') });
});

test('a logged-in user answers a question; an empty answer is refused', async ({
  page,
  context,
  baseURL,
}) => {
  const asker = await passwordSession(baseURL!, '10000001', 'fox123456');
  const asked = await signedCall<{ id: number }>(baseURL!, 'POST', '/app/api/question', {
    session: asker,
    body: { title: '阅读测试：周末适合去哪里徒步？', contentHtml: '<p>武汉周边，半天能来回的路线。</p>' },
  });
  expect(asked.code).toBe(200);
  const answerer = await passwordSession(baseURL!, '10000006', 'fox123456');
  const stored = await storedSessionOf(baseURL!, answerer);
  await context.addInitScript((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, stored);

  await page.goto(`/askDetail?id=${asked.data.id}`);
  await expect(page.getByTestId('question-title')).toContainText('周末适合去哪里徒步');
  await expect(page.getByTestId('answer-count')).toHaveText('0 个回答');
  await expect(page.getByTestId('answers-empty')).toBeVisible();

  await page.getByTestId('write-answer').click();
  await page.getByTestId('answer-input').fill('   ');
  await page.getByTestId('answer-submit').click();
  await expect(page.getByTestId('answer-error')).toHaveText('内容不能为空');

  await page.getByTestId('answer-input').fill('推荐磨山，<b>环线</b>两个小时。\n\n记得带水。');
  await page.getByTestId('answer-submit').click();
  await expect(page.getByText('回答发布成功')).toBeVisible();
  const answer = page.getByTestId('answer-item');
  await expect(answer).toHaveCount(1);
  // Typed text stays text: the angle brackets are shown, not taken as markup.
  await expect(answer.getByTestId('answer-body')).toContainText('推荐磨山，<b>环线</b>两个小时。');
  await expect(answer.getByTestId('answer-body').locator('p')).toHaveCount(2);
  await expect(page.getByTestId('answer-count')).toHaveText('1 个回答');
  await expect(page.getByTestId('answer-form')).toHaveCount(0);
  // One's own answer has no report button; the question, asked by someone else, has one.
  await expect(answer.getByTestId('action-report')).toHaveCount(0);
  await expect(page.getByTestId('question-detail').getByTestId('action-report')).toBeVisible();
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('the question list and an article keep their reading width', async ({ page }) => {
    await page.goto('/content/questionList');
    await expect(page.getByTestId('question-card').first()).toBeVisible();
    await settle(page);
    await page.screenshot({ path: shot('reading-question-list-1920') });
    await page.goto('/content/imageTextList');
    await page.getByTestId('article-card').filter({ hasNotText: '评论区测试' }).first().click();
    await expect(page.getByTestId('article-body')).toBeVisible();
    const width = await page.getByTestId('article-detail').evaluate((node) => node.clientWidth);
    expect(width).toBeLessThanOrEqual(1080);
    await settle(page);
    await page.screenshot({ path: shot('reading-article-detail-1920') });
  });
});
