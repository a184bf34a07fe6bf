import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { routeTitlesEn, routeTitlesZh } from '../apps/web/src/i18n/route-titles';

export { expect };

/** Where specs keep the screenshots a person looks at (failure screenshots go to artifacts/results). */
export const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts/screenshots');

/** What went wrong in the browser during one test. */
export interface BrowserErrors {
  /** Console errors and uncaught page errors seen so far, in order. */
  readonly seen: readonly string[];
  /** Accepts errors matching the pattern, for a test that provokes them on purpose. */
  allow(pattern: RegExp): void;
}

/**
 * Every test fails when the page logged a console error or threw an uncaught error, even if its own
 * assertions passed: a page that "works" while React or the network layer complains is not working.
 */
export const test = base.extend<{ browserErrors: BrowserErrors }>({
  browserErrors: [
    async ({ page }, use, testInfo) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber } = message.location();
        seen.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
      });
      page.on('pageerror', (error) => seen.push(`pageerror: ${error.stack ?? error.message}`));

      await use({ seen, allow: (pattern) => allowed.push(pattern) });

      const unexpected = seen.filter((line) => !allowed.some((pattern) => pattern.test(line)));
      if (seen.length > 0) {
        await testInfo.attach('browser-errors.txt', { body: seen.join('\n'), contentType: 'text/plain' });
      }
      expect(unexpected, 'console errors or page errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

/** The page's h1, which every route renders (contract with apps/web). */
export const pageTitle = (page: Page) => page.getByTestId('page-title');

/** A route's title as the app must show it; a key without a title is a broken contract, not a skip. */
export function titleOf(key: string, language: 'zh' | 'en' = 'zh'): string {
  const title = (language === 'zh' ? routeTitlesZh : routeTitlesEn)[key];
  if (!title) throw new Error(`route ${key} has no ${language} title in apps/web/src/i18n/route-titles.ts`);
  return title;
}

export const loginPrompt = (page: Page) => page.getByTestId('login-prompt');

/** Lets fonts and images finish so a screenshot shows the page as a person would see it. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

/**
 * Picks an entry of a header menu that opens on hover. A page whose content is still arriving can shift
 * the header under the pointer while the menu slides in, and the menu then closes; the whole gesture is
 * tried again until the entry was clicked.
 */
export async function clickInHoverMenu(page: Page, triggerTestId: string, itemTestId: string): Promise<void> {
  await expect(async () => {
    await page.getByTestId(triggerTestId).hover();
    const item = page.getByTestId(itemTestId);
    await expect(item).toBeVisible({ timeout: 2_000 });
    // The entry opens a dialog, not a page: the click does not wait for a navigation that never comes
    // (on a loaded machine that wait outlasted the two seconds, and the gesture was tried again over the
    // dialog it had already opened).
    await item.click({ timeout: 2_000, noWaitAfter: true });
  }).toPass({ timeout: 15_000 });
}
