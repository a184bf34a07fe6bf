import { expect as baseExpect, loginPrompt, test } from '../fixtures';
import { logInAs } from '../support/chat-session';
import { passwordSession, signedCall } from '../support/signed-api';
import { newcomer, PASSWORD, W, wishOnSquare } from '../support/wishes';

/*
 * The wish marketplace's two messages (issue 17; spec 000 §5 "A user cannot take their own wish", §8 the
 * task-taken message that passes silently). Each test publishes its own wish with a newcomer of its own
 * (paid on the sandbox page, approved by the operator's call): the publisher who comes to take their own
 * wish is told they cannot; a taker (10000015) who presses take after the last place went to someone else
 * (10000016) sees no error and the wish shown full. Both are the wish marketplace's own demo accounts.
 */

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const OWN_WISH = '不能接取自己发布的心愿';
const TAKEN = '当前任务已被他人接取,可前往商单广场查看更多商单';

test('the publisher cannot take their own wish: the management view, and the message when they try', async ({
  page,
  browser,
  baseURL,
}) => {
  const run = Date.now() % 100_000;
  // The newcomer sets a password (an SMS code could not be sent again so soon) and logs in with it.
  const registered = await newcomer(baseURL!);
  const set = await signedCall(baseURL!, 'POST', '/app/user/password', {
    session: registered.session,
    body: { newPassword: PASSWORD },
  });
  expect(set.code, set.msg).toBe(200);
  const publisher = {
    phone: registered.phone,
    session: await passwordSession(baseURL!, registered.phone, PASSWORD),
  };
  const wish = await wishOnSquare(browser, baseURL!, publisher.session, {
    title: `自己的心愿不能接 ${run}`,
  });

  // The server answers the catalogue's message to a publisher taking their own wish.
  const own = await signedCall(baseURL!, 'POST', W.receive, {
    session: publisher.session,
    body: { taskNumber: wish.taskNumber },
  });
  expect(own.msg).toBe(OWN_WISH);

  // A guest opens it from a shared link and presses take; logging in turns out to be its publisher.
  await page.goto(`/makeMoney/taskDetails?taskNumber=${wish.taskNumber}`);
  await expect(page.getByTestId('wish-take-button')).toHaveText('立即接单');
  await page.getByTestId('wish-take-button').click();
  await expect(loginPrompt(page)).toBeVisible();
  await page.getByTestId('login-tab-userName').click();
  await page.getByTestId('login-account').fill(publisher.phone);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-terms').click();
  await page.getByTestId('login-submit').click();
  await expect(page.getByText(OWN_WISH).first()).toBeVisible();
  // The page shows the publisher's management view, with no take button.
  const owner = page.getByTestId('owner-panel');
  await expect(owner).toContainText('这是你发布的心愿');
  await expect(owner.getByTestId('owner-order-link')).toBeVisible();
  await expect(page.getByTestId('wish-take-button')).toHaveCount(0);
  // A reload keeps it so: who the viewer is comes from the server.
  await page.reload();
  await expect(page.getByTestId('owner-panel')).toBeVisible();
  await expect(page.getByTestId('wish-take-button')).toHaveCount(0);
});

test('the last place taken by someone else meanwhile: take says nothing and the wish shows full', async ({
  page,
  context,
  browser,
  baseURL,
  browserErrors,
}) => {
  const run = Date.now() % 100_000;
  const publisher = await newcomer(baseURL!);
  const wish = await wishOnSquare(browser, baseURL!, publisher.session, {
    title: `只有一个名额的探店 ${run}`,
  });
  // The browser logs the refused request itself as a failed resource; the page must stay quiet.
  browserErrors.allow(/status of 409/);

  await logInAs(context, baseURL!, await passwordSession(baseURL!, '10000015', PASSWORD));
  await page.goto(`/makeMoney/taskDetails?taskNumber=${wish.taskNumber}`);
  const take = page.getByTestId('wish-take-button');
  await expect(take).toHaveText('立即接单');
  await expect(page.getByTestId('wish-take')).toContainText('剩余 1 个名额');

  // Meanwhile someone else takes the one place.
  const other = await passwordSession(baseURL!, '10000016', PASSWORD);
  const taken = await signedCall(baseURL!, 'POST', W.receive, {
    session: other,
    body: { taskNumber: wish.taskNumber },
  });
  expect(taken.code, taken.msg).toBe(200);

  // The taker, on the page as it was, takes it after accepting the agreement.
  await take.click();
  const confirm = page.getByTestId('take-confirm');
  await expect(confirm).toContainText('任务履约协议');
  const answered = page.waitForResponse((response) => response.url().includes(W.receive));
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  const answer = (await (await answered).json()) as { msg: string };
  // The server did refuse with the task-taken message...
  expect(answer.msg).toBe(TAKEN);
  // ...which the page does not show: it asks again and shows the wish full.
  await expect(take).toHaveText('名额已满');
  await expect(take).toBeDisabled();
  await expect(page.getByText('当前任务已被他人接取')).toHaveCount(0);
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
});
