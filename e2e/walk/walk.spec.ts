import { type Page } from '@playwright/test';
import {
  bettingPlayer,
  expect,
  freshMobile,
  installServerClock,
  operatorCall,
  otpFrom,
  playerCall,
  registerThroughApi,
  storeLogin,
  test,
} from '../support/fixtures.ts';

/**
 * What a walk through the app as a new player found (ADR 006), checked where it needs the browser:
 * layout (tap sizes, where toasts sit), the OTP boxes, histories on open, and Add Funds on a
 * device without a UPI app. Runs in the 'screens' project (server clock at 10:00 AM).
 */

const STARLINE_11AM = 15;
const KALYAN_MORNING = 1;

/** The bounding box of a locator, which must be on screen. */
async function box(page: Page, locator: ReturnType<Page['locator']>) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not on screen');
  return rect;
}

test('the text links on /login, /r and /forgotpass are at least 44 px tall', async ({ page }) => {
  for (const path of ['/login', '/r', '/forgotpass']) {
    await page.goto(path);
    const links = page.getByRole('main').getByRole('link');
    await expect(links.first()).toBeVisible();
    const heights = await links.evaluateAll((all) =>
      all.map((link) => [link.textContent?.trim(), Math.round(link.getBoundingClientRect().height)] as const),
    );
    expect(heights.length, path).toBeGreaterThan(0);
    for (const [text, height] of heights) expect(height, `${path}: "${text}"`).toBeGreaterThanOrEqual(44);
  }
});

test('a toast sits below the header and its wallet, and stays with the screen that raised it', async ({
  page,
  request,
}) => {
  const player = await bettingPlayer(request, { name: 'Toasted', password: 'toast-pass-1', points: 500 });
  // Without the slide-in the toast stands where it will stay from its first frame: a loaded machine
  // once caught it mid-animation for longer than the poll waits.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await storeLogin(page, player);
  await installServerClock(page, request);
  await page.goto('/imp');
  await page.getByRole('button', { name: /^Kalyan Morning/ }).click();
  await page.getByRole('main').getByRole('link', { name: 'Single Digit', exact: true }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Please enter the number' });
  await expect(toast).toBeVisible();
  const header = await box(page, page.locator('header').first());
  const wallet = await box(page, page.getByRole('link', { name: /^Wallet balance/ }));
  await expect.poll(async () => (await box(page, toast)).y).toBeGreaterThanOrEqual(header.y + header.height);
  const placed = await box(page, toast);
  expect(placed.y).toBeGreaterThanOrEqual(wallet.y + wallet.height);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/imp$/);
  await expect(toast).toHaveCount(0);
});

test('a wrong OTP clears the boxes, and the right one goes through', async ({ page, request }) => {
  const player = await registerThroughApi(request, 'Forgetful', freshMobile(), 'forget-pass-1');
  await page.goto('/forgotpass');
  await page.getByLabel('Phone Number').fill(player.mobile);
  const otp = await otpFrom(page, '/api-forget-check-mobile', () =>
    page.getByRole('button', { name: 'Submit' }).click(),
  );
  await expect(page).toHaveURL(/\/otpforgotpass$/);
  const wrong = otp === '000000' ? '111111' : '000000';
  const input = page.getByLabel('OTP');
  await input.fill(wrong);
  await expect(page.getByTestId('otp-box')).toHaveText(wrong.split(''));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid OTP. Please try again.')).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(page.getByTestId('otp-box')).toHaveText(Array<string>(otp.length).fill(''));
  await expect(input).toBeFocused();
  await page.keyboard.type(otp);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
});

test("the main and Starline histories show today's items on open, without a press of Submit", async ({
  page,
  request,
}) => {
  const player = await bettingPlayer(request, { name: 'Historian', password: 'history-pass-1', points: 500 });
  await playerCall(request, '/api-submit-bid', {
    unique_token: player.token,
    game_id: String(KALYAN_MORNING),
    new_result: {
      Gamename: 'Kalyan Morning',
      totalbit: '20',
      gameid: String(KALYAN_MORNING),
      pana: 'Single Digit',
      gametype: 'Open',
      bid_date: '',
      session: 'Single Digit',
      result: [{ digits: '6', points: '20', session: 'Open' }],
    },
  });
  await playerCall(request, '/api-starline-submit-bid', {
    unique_token: player.token,
    game_id: STARLINE_11AM,
    new_result: {
      Gamename: '11:00 AM',
      totalbit: '10',
      gameid: STARLINE_11AM,
      pana: 'Single Pana',
      bid_date: '',
      session: 'Open',
      result: [{ digits: '139', points: '10' }],
    },
  });
  await storeLogin(page, player);
  // Today is the server's day.
  await installServerClock(page, request);

  await page.goto('/imp4');
  const mainCard = page.getByRole('main').getByRole('listitem');
  await expect(mainCard).toHaveCount(1);
  await expect(mainCard).toContainText('Kalyan Morning');
  await expect(mainCard).toContainText('Single Digit');
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeEnabled();

  await page.goto('/imp5');
  const starCard = page.getByRole('main').getByRole('listitem');
  await expect(starCard).toHaveCount(1);
  await expect(starCard).toContainText('139');
  await page.goto('/imp3');
  await expect(page.getByText('NO DATA FOUND')).toBeVisible();
});

test('Add Funds on a device without a UPI app says so and sends no request', async ({
  page,
  request,
  consoleErrors,
}) => {
  const player = await bettingPlayer(request, { name: 'No UPI', password: 'no-upi-pass-1', points: 100 });
  await storeLogin(page, player);
  await page.goto('/imp9');
  await page.getByLabel('Amount').fill('500');
  await page.getByText('GPay', { exact: true }).click();
  await page.getByRole('button', { name: 'Add Funds' }).click();
  await expect(page.getByRole('button', { name: 'Processing' })).toBeVisible();
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'No UPI app opened on this device, so no request was sent.' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Pay by QR' })).toHaveAttribute('href', '/qrpay');
  await expect(page.getByText(/Your request is sent/)).toHaveCount(0);
  const { items } = await operatorCall<{ items: Array<{ mobile: string }> }>(
    request,
    'GET',
    '/admin/api/fund-requests?status=pending',
  );
  expect(items.filter((item) => item.mobile === player.mobile)).toEqual([]);
  // Chromium's own word that no app takes the link is the point of this test, not a fault.
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((error) => !/scheme does not have a registered handler/.test(error)),
  );
});
