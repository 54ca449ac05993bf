import {
  advanceClockTo,
  expect,
  installServerClock,
  loginThroughApi,
  operatorCall,
  type PlayerLogin,
  screenshot,
  storeLogin,
  test,
} from '../support/fixtures.ts';
import {
  AFTER_BIDS,
  card,
  CLOSE_WINS,
  GALI_WINS,
  goHome,
  headerWallet,
  historyCards,
  MARKET_DAY_PLAYER,
  MARKETS,
  OPEN_WINS,
  readCards,
  STARLINE_WINS,
} from './plan.ts';

/**
 * The rest of the market day (plan.ts), after bids.spec.ts placed the player's 17 bids: the only spec
 * that moves the server's clock, so playwright.config.ts runs it after all the others. The clock goes
 * to 11:01 AM (Kalyan Morning past its open time; the 11:00 AM Starline slot closed), 12:01 PM
 * (Kalyan Morning closed) and 6:01 PM (Faridabad closed), the browser's clock with it; the operator
 * declares the results through the operator API and the wins reach the win histories and the wallet.
 */
test.describe.configure({ mode: 'serial' });

const DATE = '2026-11-23';
let player: PlayerLogin;

test.beforeAll(async ({ request }) => {
  player = await loginThroughApi(request, MARKET_DAY_PLAYER.mobile, MARKET_DAY_PLAYER.password);
});

test.beforeEach(async ({ page, request }) => {
  await storeLogin(page, player);
  await installServerClock(page, request);
});

test('after the open time refuses Jodi, Half Sangam and Full Sangam and offers only Close', async ({
  page,
  request,
}) => {
  await advanceClockTo(page, request, '11:01 AM');
  await page.goto('/imp');
  // The bids of bids.spec.ts (which runs before this file) are in.
  await expect(headerWallet(page, AFTER_BIDS)).toBeVisible();
  await page.getByRole('button', { name: /^Kalyan Morning/ }).click();
  for (const name of ['Jodi Digit', 'Half Sangam', 'Full Sangam']) {
    await page.getByRole('link', { name, exact: true }).click();
    // The closed state from the first paint: nothing to type into, nothing to press (the new-player walk of ADR 006).
    await expect(page.getByRole('note')).toHaveText(`Bidding is closed for ${name}`);
    await expect(page.getByLabel('Points', { exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Proceed' })).toBeDisabled();
    await expect(page.getByText('Add a number and points, then press Proceed.')).toBeVisible();
    if (name === 'Jodi Digit') await screenshot(page, 'bet-after-open');
    await page.goBack();
    await expect(page).toHaveURL(/\/game$/);
  }
  await page.getByRole('link', { name: 'Single Digit', exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Open', exact: true })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Close', exact: true })).toBeChecked();
  await screenshot(page, 'bet-single-after-open');

  // The 11:00 AM Starline slot has closed too.
  await goHome(page);
  await page.getByRole('link', { name: 'Starline', exact: true }).click();
  const slot = page
    .getByRole('list', { name: 'Starline games' })
    .getByRole('listitem')
    .filter({ hasText: /^11:00 AM/ });
  await expect(slot).toContainText('Market Closed');
  await expect(slot.getByRole('button')).toHaveCount(0);
});

test('shows a result declared while the home screen is open within one poll, and pays the open wins', async ({
  page,
  request,
}) => {
  await page.goto('/imp');
  const kalyanMorning = page.getByRole('button', { name: /^Kalyan Morning/ });
  await expect(kalyanMorning).toContainText('***-*');
  await expect(headerWallet(page, AFTER_BIDS)).toBeVisible();
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
  await operatorCall(request, 'POST', '/admin/api/results', {
    kind: 'main',
    marketId: MARKETS.kalyanMorning,
    date: DATE,
    session: 'open',
    pana: '128',
  });
  // Within one dashboard poll (5 s) and its answer, without a reload.
  await expect(kalyanMorning).toContainText('128-1*-***', { timeout: 6_500 });
  await expect(headerWallet(page, AFTER_BIDS + OPEN_WINS)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
  await screenshot(page, 'home-open-result');

  await operatorCall(request, 'POST', '/admin/api/results', {
    kind: 'starline',
    marketId: MARKETS.starline11am,
    date: DATE,
    pana: '139',
  });
  await page.getByRole('link', { name: 'Starline', exact: true }).click();
  const slot = page
    .getByRole('list', { name: 'Starline games' })
    .getByRole('listitem')
    .filter({ hasText: /^11:00 AM/ });
  await expect(slot).toContainText('139-3');
  const wins = await historyCards(page, '/imp6', 'JACKPOT STARLINE WINS', 2);
  expect(wins).toEqual(
    [card('11:00 AM', 'Single Digit', '3', null, 95), card('11:00 AM', 'Single Pana', '139', null, 1500)].sort(),
  );
  await expect(headerWallet(page, AFTER_BIDS + OPEN_WINS + STARLINE_WINS)).toBeVisible();
  await screenshot(page, 'history-starline-wins');
});

test('closes Kalyan Morning at 12:00 PM and pays the close wins', async ({ page, request }) => {
  await advanceClockTo(page, request, '12:01 PM');
  await page.goto('/imp');
  // A closed market is no longer a button: no running icon, a tap goes nowhere.
  const row = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: /^Kalyan Morning/ });
  await expect(row).toContainText('Market Closed');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(row.getByRole('img', { name: 'Closed' })).toBeVisible();
  await expect(row.getByRole('img', { name: 'Running' })).toHaveCount(0);
  await row.click();
  await expect(page).toHaveURL(/\/imp$/);
  await screenshot(page, 'home-market-closed');

  await operatorCall(request, 'POST', '/admin/api/results', {
    kind: 'main',
    marketId: MARKETS.kalyanMorning,
    date: DATE,
    session: 'close',
    pana: '223',
  });
  await expect(row).toContainText('128-17-223', { timeout: 6_500 });
  const total = AFTER_BIDS + OPEN_WINS + STARLINE_WINS + CLOSE_WINS;
  await expect(headerWallet(page, total)).toBeVisible();

  const wins = await historyCards(page, '/imp3', 'WIN HISTORY', 9);
  const km = (type: string, number: string, session: string, amount: number) =>
    card('Kalyan Morning', type, number, session, amount);
  expect(wins).toEqual(
    [
      km('Single Digit', '1', 'Open', 190),
      km('Single Pana', '128', 'Open', 1500),
      km('SP Motor', '128', 'Open', 1500),
      km('Jodi Digit', '17', 'Close', 950),
      km('Double Pana', '223', 'Close', 6000),
      km('Half Sangam', '1-223', 'Open', 10_000),
      km('Full Sangam', '128-223', 'Close', 100_000),
      km('SP DP TP', '223', 'Close', 3000),
      km('DP Motor', '223', 'Close', 4500),
    ].sort(),
  );
  await screenshot(page, 'history-win');
});

test('at 6:01 PM a Gali tap says bidding is closed, and the Faridabad jodi pays', async ({ page, request }) => {
  await page.goto('/galiIMP');
  await page.getByRole('button', { name: /^Faridabad/ }).click();
  await expect(page).toHaveURL(/\/galiallgame$/);
  await advanceClockTo(page, request, '6:01 PM');
  await page.getByRole('button', { name: 'Left Digit', exact: true }).click();
  await expect(page.getByText('Bidding is closed for Left Digit')).toBeVisible();
  await expect(page).toHaveURL(/\/galiallgame$/);

  await operatorCall(request, 'POST', '/admin/api/results', {
    kind: 'gali',
    marketId: MARKETS.faridabad,
    date: DATE,
    jodi: '47',
  });
  await page.goto('/galiIMP');
  const faridabad = page.getByText('Faridabad', { exact: true }).locator('..');
  await expect(faridabad).toContainText('47');
  await expect(faridabad).toContainText('Market Closed');

  // The Gali win history loads on open with today's dates.
  await page.goto('/impwin');
  await expect(page.getByRole('heading', { name: 'GALI DISAWAR WINS', level: 1 })).toBeVisible();
  expect(await readCards(page, 3)).toEqual(
    [
      card('Faridabad', 'Left Digit', '4', null, 95),
      card('Faridabad', 'Right Digit', '7', null, 190),
      card('Faridabad', 'Jodi Digit', '47', null, 950),
    ].sort(),
  );
  await expect(headerWallet(page, AFTER_BIDS + OPEN_WINS + STARLINE_WINS + CLOSE_WINS + GALI_WINS)).toBeVisible();
  await screenshot(page, 'history-gali-wins');
});
