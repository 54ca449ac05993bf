import { type Page } from '@playwright/test';
import {
  APP_KEY,
  expect,
  freshMobile,
  operatorCall,
  playerCall,
  registerThroughApi,
  screenshot,
  storeLogin,
  test,
} from '../support/fixtures.ts';

/**
 * betting_status 0 (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps): no running icon, no Add Fund / Withdraw, no wallet,
 * no history buttons or Gali rates; a tap on an open market leads back to the family's home, and
 * so does a game or bid screen reached with a market in its navigation state. The server refuses
 * the bid itself. Whatever the time of day: it uses whichever markets are open.
 */

/** Opens `path` with router state, as a back/forward navigation would (React Router keeps it in history.state.usr). */
async function openWithState(page: Page, path: string, state: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    ([to, usr]) => {
      window.history.pushState({ usr, key: 'e2e', idx: 1 }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    [path, state] as const,
  );
}

test('a player with betting off sees no betting anywhere, and every way in leads back', async ({ page, request }) => {
  test.setTimeout(120_000);
  const login = await registerThroughApi(request, 'No Bets', freshMobile(), 'pass1234');
  await operatorCall(request, 'PATCH', `/admin/api/users/${login.mobile}`, { betting_status: 0 });
  await storeLogin(page, login);

  await page.goto('/imp');
  const markets = page.getByRole('list', { name: 'Markets' });
  const open = markets.getByRole('button').first();
  await expect(open).toContainText('Market Open');
  await expect(markets.getByRole('img', { name: 'Running' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add Fund' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Withdraw' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Wallet balance/ })).toHaveCount(0);
  await screenshot(page, 'home-betting-off');
  await open.click();
  await expect(page).toHaveURL(/\/imp$/);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  for (const item of ['Add Funds', 'Wallet', 'Win History', 'Bid History', 'How To Play', 'Game Rates']) {
    await expect(menu.getByRole('link', { name: item, exact: true })).toHaveCount(0);
  }
  await menu.getByRole('link', { name: 'Home', exact: true }).click();

  // A game or bid screen reached with a market still sends the player home.
  const market = { gameId: 1, gameName: 'Kalyan Morning', openTime: '11:00 AM', closeTime: '12:00 PM' };
  for (const path of ['/game', '/single']) {
    await openWithState(page, path, market);
    await expect(page).toHaveURL(/\/imp$/);
  }

  // Starline: only Chart, and an open slot leads back to /imp2.
  await page.getByRole('link', { name: 'Starline', exact: true }).click();
  await expect(page).toHaveURL(/\/imp2$/);
  const slots = page.getByRole('list', { name: 'Starline games' });
  const openSlot = slots.getByRole('button').first();
  await expect(openSlot).toContainText('Market Open');
  await expect(page.getByText('Chart', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bid-History' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Win History' })).toHaveCount(0);
  await expect(slots.getByRole('img', { name: 'Running' })).toHaveCount(0);
  await screenshot(page, 'starline-home-betting-off');
  await openSlot.click();
  await expect(page).toHaveURL(/\/imp2$/);
  for (const path of ['/stargame', '/starsingle']) {
    await openWithState(page, path, { gameId: 15, gameName: '11:00 AM', openTime: '11:00 AM' });
    await expect(page).toHaveURL(/\/imp2$/);
  }

  // Gali Disawar: no history buttons, no rates, and an open market leads back to /galiimp.
  await page.goto('/galiIMP');
  const openGali = page.getByRole('main').getByRole('button').filter({ hasText: 'Market Open' }).first();
  await expect(openGali).toBeVisible();
  await expect(page.getByText('Chart', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bid-History' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Win History' })).toHaveCount(0);
  await expect(page.getByRole('term')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('img', { name: 'Running' })).toHaveCount(0);
  await screenshot(page, 'gali-home-betting-off');
  await openGali.click();
  await expect(page).toHaveURL(/\/galiimp$/);
  for (const path of ['/galiallgame', '/leftdigit']) {
    await openWithState(page, path, { gameId: 27, gameName: 'Faridabad', openTime: '6:00 PM', pana: 'Left Digit' });
    await expect(page).toHaveURL(/\/galiIMP$/);
  }

  // The histories, like the other betting screens, lead back home.
  for (const path of ['/imp3', '/imp4', '/imp5', '/imp6', '/impbid', '/impwin']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/imp$/);
  }

  // The server refuses the bid on its own.
  const refused = await request.post('/api-submit-bid', {
    data: {
      env_type: 'Prod',
      app_key: APP_KEY,
      unique_token: login.token,
      game_id: 1,
      new_result: {
        unique_token: login.token,
        Gamename: 'Kalyan Morning',
        totalbit: '10',
        gameid: 1,
        pana: 'Single Digit',
        gametype: 'Close',
        bid_date: '23-November-2026',
        session: 'Single Digit',
        result: [{ digits: '1', closedigits: '', points: '10', session: 'Close' }],
      },
    },
  });
  expect(((await refused.json()) as { status: boolean }).status).toBe(false);
  await expect(playerCall(request, '/api-user-wallet-balance', { unique_token: login.token })).resolves.toMatchObject({
    betting_status: '0',
  });
});
