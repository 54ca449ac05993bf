import { type APIRequestContext } from '@playwright/test';
import {
  bettingPlayer,
  expect,
  installServerClock,
  marketDayAt,
  playerCall,
  screenshot,
  serverNow,
  storeLogin,
  test,
} from '../support/fixtures.ts';

/**
 * ADR 015: the market cards' countdown and maintenance mode. Maintenance refuses every player's bids,
 * deposits, withdrawals and transfers, so this file runs in its own project after every other one
 * (playwright.config.ts), on the server's clock where the console's evening left it (8:01 PM).
 */
test.describe.configure({ mode: 'serial' });

/** The operator's PUT /admin/api/settings as the seeded owner. */
async function putSettings(request: APIRequestContext, values: Record<string, string>): Promise<void> {
  const login = await request.post('/admin/api/login', { data: { username: 'admin', password: 'admin12345' } });
  const { token } = (await login.json()) as { token: string };
  const response = await request.put('/admin/api/settings', {
    headers: { authorization: `Bearer ${token}` },
    data: values,
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.afterAll(async ({ request }) => {
  await putSettings(request, { maintenance_mode: '0', maintenance_message: '' });
});

test("an open market's card counts down to its next close by the server's clock", async ({ page, request }) => {
  const player = await bettingPlayer(request, { name: 'Countdown Watcher', password: 'pass1234', points: 1000 });
  await storeLogin(page, player);
  // The page's own clock is the run's real date; the countdown must follow the server's (8 PM, 23 November).
  await page.goto('/imp');
  const card = page
    .getByRole('list', { name: 'Markets' })
    .getByRole('button')
    .filter({ has: page.getByTestId('closes-in') })
    .first();
  const countdown = card.getByTestId('closes-in');
  await expect(countdown).toHaveText(/^(Open closes|Closes) in \d{1,2}:\d{2}(:\d{2})?$/);
  const text = (await countdown.textContent()) ?? '';
  const times = (await card.textContent()) ?? '';
  const open = /Open (\d{1,2}:\d{2} [AP]M)/.exec(times)?.[1];
  const close = /Close (\d{1,2}:\d{2} [AP]M)/.exec(times)?.[1];
  expect(open && close, times).toBeTruthy();
  const now = (await serverNow(request)).getTime();
  let deadline = marketDayAt(text.startsWith('Open') ? open! : close!).getTime();
  if (deadline < now) deadline += 24 * 60 * 60_000; // an overnight market's close
  const [h, m, s] = text
    .replace(/^.* in /, '')
    .split(':')
    .map(Number);
  const shownMs = (s === undefined ? h! * 60 + m! : (h! * 60 + m!) * 60 + s) * 1000;
  expect(Math.abs(deadline - now - shownMs), `${text} at ${new Date(now).toISOString()}`).toBeLessThan(90_000);
  // It ticks.
  await expect(countdown).not.toHaveText(text, { timeout: 5_000 });
  await screenshot(page, 'home-countdown');
});

test('maintenance: the message above every screen, writes refused with it, everything back when it ends', async ({
  page,
  request,
}) => {
  const player = await bettingPlayer(request, { name: 'Maintenance Player', password: 'pass1234', points: 1000 });
  await storeLogin(page, player);
  await installServerClock(page, request);
  await page.goto('/imp');
  await expect(page.getByTestId('maintenance-banner')).toHaveCount(0);

  await putSettings(request, { maintenance_mode: '1', maintenance_message: 'Server upgrade: betting is back at 9 PM' });
  // The live notice brings it at once (or the state the stream starts with, when it opened after the switch).
  const banner = page.getByTestId('maintenance-banner');
  await expect(banner).toHaveText('Server upgrade: betting is back at 9 PM', { timeout: 15_000 });
  await screenshot(page, 'home-maintenance');

  // A transfer (a write) is refused with the message; the player's wallet screen still reads.
  const refused = await request.post('/api-user-transfer-wallet-balance', {
    data: {
      env_type: 'Prod',
      app_key: 'e2e-served-app-key',
      unique_token: player.token,
      amount: '100',
      mobile_no: '9876543210',
      transfer_note: '',
    },
  });
  expect(refused.status()).toBe(503);
  await page
    .getByRole('link', { name: /^Wallet balance/ })
    .first()
    .click();
  await expect(page).not.toHaveURL(/\/imp$/);
  await expect(banner).toBeVisible();
  await screenshot(page, 'wallet-maintenance');

  await putSettings(request, { maintenance_mode: '0' });
  await page.goto('/imp');
  await expect(banner).toHaveCount(0, { timeout: 15_000 });
  const balance = await playerCall<{ wallet_amt: number }>(request, '/api-user-wallet-balance', {
    unique_token: player.token,
  });
  expect(balance.wallet_amt).toBe(1000);
});
