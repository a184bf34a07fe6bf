import type { Browser } from '@playwright/test';
import { expect } from '../fixtures';

/** Every demo operator's password. */
const OPERATOR_PASSWORD = 'fox123456';
const LAPTOP = { width: 1366, height: 768 };

/**
 * A console tab of its own, logged in at /admin/login with an operator's phone and password, in China's
 * locale and time zone. The page's console errors are collected, for journeys that assert there are none.
 */
export async function consoleAs(browser: Browser, phone: string, viewport = LAPTOP) {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/admin/login');
  await page.getByTestId('login-account').fill(phone);
  await page.getByTestId('login-password').fill(OPERATOR_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('console-layout')).toBeVisible();
  return { context, page, errors };
}
