import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { storedSessionOf, type ApiSession } from './signed-api';

/**
 * The chat journeys' common steps. A browser context starts logged in as the session's user (what the
 * web client keeps in localStorage after a login), unless the page logged in or out since.
 */
export async function logInAs(context: BrowserContext, baseURL: string, session: ApiSession) {
  const stored = await storedSessionOf(baseURL, session);
  await context.addInitScript((entries: Record<string, string>) => {
    if (localStorage.getItem('token')) return;
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, stored);
}

/** Opens the chat panel from the header and waits for the real-time connection. */
export async function openPanel(page: Page) {
  await page.goto('/');
  await page.getByTestId('nav-messages').click();
  await expect(page.getByTestId('chat-panel')).toBeVisible();
  await expect(page.locator('[data-testid="chat-status"][data-status="open"]')).toBeAttached();
}

/** The open thread's message list. */
export const thread = (page: Page) => page.getByTestId('chat-messages');
