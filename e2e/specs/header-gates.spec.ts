import { expect, loginPrompt, pageTitle, test, titleOf } from '../fixtures';

/** Header items that need a logged-in user (spec 002 §2.5). */
const gatedItems = ['nav-ai-tools', 'nav-notices', 'nav-messages', 'nav-publish'] as const;

test.beforeEach(async ({ page }) => {
  await page.goto('/home');
  await expect(pageTitle(page)).toHaveText(titleOf('home'));
});

test('each gated header item asks a guest to log in, and Escape closes the prompt', async ({ page }) => {
  for (const testId of gatedItems) {
    await test.step(testId, async () => {
      await page.getByTestId(testId).click();
      await expect(loginPrompt(page), `${testId} opens the login prompt`).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(loginPrompt(page), `Escape closes the prompt opened by ${testId}`).toBeHidden();
      // The gate stops the action itself: the guest is still on the home page.
      await expect(page).toHaveURL(/\/home$/);
    });
  }
});

test('the login item opens the prompt', async ({ page }) => {
  await page.getByTestId('nav-login').click();
  await expect(loginPrompt(page)).toBeVisible();
});

test('business cooperation is open to guests', async ({ page }) => {
  await page.getByTestId('nav-business').click();
  await expect(page).toHaveURL(/\/investmentFlow$/);
  await expect(pageTitle(page)).toHaveText(titleOf('investmentFlow'));
  await expect(loginPrompt(page)).toBeHidden();
});

test('the app download shows its popover with the app QR code to guests', async ({ page }) => {
  await page.getByTestId('nav-download').click();
  await expect(page.getByTestId('download-popover')).toBeVisible();
  const qr = page.getByTestId('download-qr').locator('svg');
  await expect(qr).toBeVisible();
  // Spec 001 §9: the app QR code is 157 px.
  await expect(qr).toHaveAttribute('width', '157');
  await expect(loginPrompt(page)).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);
});
