import path from 'node:path';
import type { FrameLocator, Page } from '@playwright/test';
import { expect, screenshotDir, settle, test } from '../fixtures';
import { logInAs } from '../support/chat-session';
import { passwordSession } from '../support/signed-api';
import { atRest } from '../support/wishes';

/*
 * The game centre (issue 20 items 7–9; spec 000 §2): a player opens 2048 from the centre (its details
 * open in a new tab), plays a move inside the sandboxed frame, which greets them by nickname through the
 * bridge, and buys a skin through the portal's own pay dialog; the game checks the order with its
 * game-scoped token and wears the skin. The rebate page then counts the purchase in this week's running
 * period. The claim of a finished week and its approval in the console are games-rebate.spec.ts, for a
 * player the demo world seeds with last week's purchases.
 */

const PASSWORD = 'fox123456';
const PLAYER = { userName: '10000003' };
// Two pages, a game in a frame, a purchase and screenshots at two sizes: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });
const shot = (name: string) => path.join(screenshotDir, `${name}.png`);

const gameFrame = (page: Page): FrameLocator => page.frameLocator('[data-testid="game-frame"]');

/** The board's numbers, cell by cell. */
async function boardOf(frame: FrameLocator): Promise<string> {
  return (await frame.locator('#board .cell').allTextContents()).join(',');
}

test('a player opens 2048 from the centre, plays a move and buys a skin in the pay dialog', async ({
  page,
  context,
  baseURL,
  browserErrors,
}) => {
  // logInAs's init script runs in every frame, the game's too, where reading localStorage is refused: the
  // sandbox without allow-same-origin doing its job, so the game can never read the portal's session.
  browserErrors.allow(/Failed to read the 'localStorage' property .* lacks the 'allow-same-origin' flag/);
  const session = await passwordSession(baseURL!, PLAYER.userName, PASSWORD);
  await logInAs(context, baseURL!, session);

  // The centre: banner, categories, hot and new.
  await page.goto('/game/home');
  await expect(page.getByTestId('game-banner')).toBeVisible();
  const card = page.getByTestId('game-grid-hot').getByTestId('game-card').filter({ hasText: '2048' });
  await expect(card).toBeVisible();
  await atRest(page);
  await page.screenshot({ path: shot('game-centre-1366'), fullPage: true });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await atRest(page);
  await page.screenshot({ path: shot('game-centre-1920') });
  await page.setViewportSize({ width: 1366, height: 768 });

  // The card's details open in a new tab (spec 000 §2), from which the play button starts the game.
  const [details] = await Promise.all([
    context.waitForEvent('page'),
    card.getByTestId('game-card-details').click(),
  ]);
  await expect(details).toHaveURL(/\/game\/details\?id=\d+$/);
  await expect(details.getByTestId('game-details-name')).toHaveText('2048');
  await expect(details.getByTestId('game-rebate-rule')).toContainText('10%');
  await settle(details);
  await details.screenshot({ path: shot('game-details-1366'), fullPage: true });
  await details.close();

  await card.getByTestId('game-card-play').click();
  await expect(page).toHaveURL(/\/game-app\/home\?id=\d+$/);
  const iframe = page.getByTestId('game-frame');
  await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts');
  const frame = gameFrame(page);
  // The bridge's welcome: the player's public identity, told by the portal.
  await expect(frame.locator('#player')).toHaveText(/^玩家：.+/);

  // A move: arrow keys pressed in the frame until the board changes (a move the board cannot make is no change).
  const before = await boardOf(frame);
  const keys = ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'];
  let turn = 0;
  await frame.locator('#board').focus();
  await expect(async () => {
    await frame.locator('#board').press(keys[turn++ % keys.length]!);
    expect(await boardOf(frame)).not.toBe(before);
  }).toPass({ timeout: 10_000 });
  await settle(page);
  await page.screenshot({ path: shot('game-frame-2048-1366') });

  // The shop asks the portal; the portal's own pay dialog sells the skin. The player owns neither skin at
  // the start; a retry of this journey finds the first one bought and buys the other.
  const skins = [
    { name: '糖果', price: '50 狐币', className: 'skin-candy' },
    { name: '星夜', price: '60 狐币', className: 'skin-night' },
  ];
  const buyable = frame.getByRole('button', { name: /^购买 \d+ 狐币$/ });
  await expect(buyable.first()).toBeVisible();
  const skin =
    (await frame.getByRole('button', { name: `购买 ${skins[0]!.price}` }).count()) > 0
      ? skins[0]!
      : skins[1]!;
  await frame.getByRole('button', { name: `购买 ${skin.price}` }).click();
  const dialog = page.getByTestId('game-pay-dialog');
  await expect(dialog.getByTestId('game-pay-item')).toHaveText(`${skin.name}皮肤`);
  await expect(dialog.getByTestId('game-pay-price')).toHaveText(skin.price);
  await atRest(page);
  await page.screenshot({ path: shot('game-pay-dialog-1366') });
  await dialog.getByTestId('game-pay-submit').click();
  await expect(frame.locator('#shop-status')).toHaveText(`${skin.name}皮肤已解锁`);
  await expect(frame.locator('body')).toHaveClass(skin.className);

  // The header's game entry, clicked while in the game area, reloads the frame: the skin is still owned.
  await page.getByTestId('main-nav-gameApp').click();
  await expect(page).toHaveURL(/\/game-app\/home\?id=\d+$/);
  await expect(iframe).toHaveAttribute('data-load', '1');
  await expect(frame.locator('#player')).toHaveText(/^玩家：.+/);
  await expect(frame.getByRole('button', { name: `购买 ${skin.price}` })).toHaveCount(0);

  // The rebate page counts the purchase in this week's period, from the server's records: still running.
  await page.goto('/game/rebatePage');
  await page.getByTestId('rebate-game').filter({ hasText: '2048' }).click();
  const period = page.getByTestId('rebate-period').first();
  await expect(period).toHaveAttribute('data-state', 'running');
  await expect(period).toContainText(skin === skins[0] ? '50 狐币' : '110 狐币');
  await expect(period.getByTestId('rebate-claim')).toHaveCount(0);
  await atRest(page);
  await page.screenshot({ path: shot('game-rebates-1366') });
});
