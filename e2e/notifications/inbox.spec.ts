import { type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import {
  consoleLogin,
  consoleNavigate,
  consoleScreenshot,
  DESKTOP,
  expect,
  freshMobile,
  loginThroughUi,
  PHONE,
  registerThroughApi,
  screenshot,
  test,
} from '../support/fixtures.ts';

/**
 * Notices and the notifications inbox end to end (ADR 014): the operator sends a notice to
 * one player and a second one marked "show once as a popup"; the player logs in, sees the popup once
 * (closing it marks it read), sees the bell's unread count, opens the inbox, reads the other notice
 * and the count drops; logging in again shows no popup.
 */
const PASSWORD = 'notice-pass-1';

async function sendNotice(desk: Page, mobile: string, title: string, text: string, popup: boolean): Promise<void> {
  const form = desk.getByRole('region', { name: 'Send a notice' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Text').fill(text);
  await form.getByRole('radio', { name: 'One player' }).check();
  await form.getByLabel("Player's mobile").fill(mobile);
  const box = form.getByRole('checkbox', { name: "Show once as a popup at the player's next login" });
  if (popup) await box.check();
  else await box.uncheck();
  await form.getByRole('button', { name: 'Send notice' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Send this notice?' });
  await expect(dialog).toContainText(`goes to the player ${mobile}`);
  await dialog.getByRole('button', { name: 'Send notice' }).click();
  await expect(form.getByRole('status')).toHaveText('Notice sent to 1 player');
  await expect(desk.getByRole('row').filter({ hasText: title })).toContainText(`Player ${mobile}`);
}

test('an operator sends a notice and a popup notice to one player, who reads them in the app', async ({ page, browser, request }) => {
  const player = await registerThroughApi(request, 'Notice Reader', freshMobile(), PASSWORD);

  // The operator, in the console at desktop width.
  const context = await browser.newContext({ viewport: DESKTOP });
  const desk = await context.newPage();
  await consoleLogin(desk);
  await consoleNavigate(desk, 'Notices');
  await sendNotice(desk, player.mobile, 'Bonus week', 'Deposits this week get a 5% bonus', false);
  await sendNotice(desk, player.mobile, 'Holiday', 'Markets are closed on Friday', true);
  await consoleScreenshot(desk, 'console-notices');
  expect(await seriousViolations(desk, 'console Notices')).toEqual([]);
  await context.close();

  // The player logs in: the popup notice shows once.
  await loginThroughUi(page, player.mobile, PASSWORD);
  await expect(page).toHaveURL(/\/imp$/);
  const popup = page.getByRole('dialog', { name: 'Holiday' });
  await expect(popup).toContainText('Markets are closed on Friday');
  await screenshot(page, 'notice-popup');
  expect(await seriousViolations(page, '/imp (popup notice)')).toEqual([]);
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();

  // Closing the popup read it: one notice left unread.
  const bell = page.getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  const unread = page.getByRole('button', { name: /Bonus week/ });
  await expect(unread.getByRole('img', { name: 'Unread' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Holiday/ }).getByRole('img', { name: 'Unread' })).toHaveCount(0);
  await screenshot(page, 'notifications-inbox');
  expect(await seriousViolations(page, '/notifications')).toEqual([]);
  await unread.click();
  await expect(unread.getByRole('img', { name: 'Unread' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('switch', { name: 'Push notifications' })).toBeVisible();
  expect(await seriousViolations(page, '/notifications (menu with the push switch)')).toEqual([]);
  await page.keyboard.press('Escape');

  // Logging out and in again: the popup is not shown a second time.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughUi(page, player.mobile, PASSWORD);
  await expect(page).toHaveURL(/\/imp$/);
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Holiday' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test("the console's Notices screen fits without overflowing, the market choice included", async ({ page }) => {
    await consoleLogin(page);
    await consoleNavigate(page, 'Notices');
    await page.getByRole('region', { name: 'Send a notice' }).getByRole('radio', { name: "One market's players" }).check();
    await expect(page.getByText('The players who placed a bid on this market today (India date) receive it.')).toBeVisible();
    await consoleScreenshot(page, 'console-notices-phone');
    expect(await seriousViolations(page, 'console Notices (phone, market)')).toEqual([]);
  });
});
