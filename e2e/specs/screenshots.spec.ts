import path from 'node:path';
import { expect, loginPrompt, pageTitle, screenshotDir, settle, test, titleOf } from '../fixtures';

const shot = (name: string) => path.join(screenshotDir, `${name}.png`);

const viewports = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

for (const viewport of viewports) {
  const size = `${viewport.width}x${viewport.height}`;

  test.describe(`at ${size}`, () => {
    test.use({ viewport });

    test(`home page, full length (${size})`, async ({ page }) => {
      await page.goto('/home');
      await expect(pageTitle(page)).toHaveText(titleOf('home'));
      await expect(page.getByTestId('nav-login')).toBeVisible();
      await settle(page);
      await page.screenshot({ path: shot(`home-${size}`), fullPage: true });
    });

    test(`every header link is fully visible (${size})`, async ({ page }) => {
      await page.goto('/home');
      await expect(pageTitle(page)).toHaveText(titleOf('home'));
      // A link cut off by its navigation bar (which then scrolls sideways) is half a word on screen.
      const clipped = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            'header [data-testid^="main-nav-"], header [data-testid^="nav-"]',
          ),
        ]
          .map((link) => {
            const box = link.getBoundingClientRect();
            const bar = (link.closest('nav') ?? link.closest('header'))!.getBoundingClientRect();
            const inside =
              box.left >= bar.left - 0.5 && box.right <= bar.right + 0.5 && box.right <= window.innerWidth;
            return inside
              ? null
              : `${link.dataset.testid} [${Math.round(box.left)}-${Math.round(box.right)}] in nav [${Math.round(bar.left)}-${Math.round(bar.right)}]`;
          })
          .filter((line) => line !== null),
      );
      expect(clipped, 'header links clipped by their bar or the window').toEqual([]);
    });

    test(`login prompt (${size})`, async ({ page }) => {
      await page.goto('/home');
      await expect(pageTitle(page)).toHaveText(titleOf('home'));
      await page.getByTestId('nav-login').click();
      await expect(loginPrompt(page)).toBeVisible();
      await settle(page);
      // Let the modal's opening animation finish, or the shot catches it half-faded.
      await page.waitForTimeout(500);
      await page.screenshot({ path: shot(`login-prompt-${size}`) });
    });

    test(`entry flow first step (${size})`, async ({ page }) => {
      await page.goto('/agentEnter/agentEnterIndex');
      await expect(pageTitle(page)).toHaveText(titleOf('agentEnterIndex'));
      await settle(page);
      await page.screenshot({ path: shot(`agent-enter-${size}`), fullPage: true });
    });
  });
}
