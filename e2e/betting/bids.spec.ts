import { type Page } from '@playwright/test';
import {
  bettingPlayer,
  expect,
  installServerClock,
  type PlayerLogin,
  screenshot,
  storeLogin,
  test,
} from '../support/fixtures.ts';
import {
  AFTER_BIDS,
  type BidStep,
  card,
  type Family,
  GALI_BIDS,
  goHome,
  headerWallet,
  historyCards,
  MAIN_BIDS,
  MARKET_DAY_PLAYER,
  pts,
  rateRows,
  spent,
  STAKE,
  STARLINE_BIDS,
} from './plan.ts';

// Each test walks many bid screens in a row: a loaded machine needs far longer than the default 60 s.
test.describe.configure({ timeout: 300_000 });

/**
 * The player of the market day (plan.ts) places a bid of each of the 17 types through the screens,
 * home → market → game → type → number and points → Proceed → Submit → confirm, before any market
 * opens (the server's clock stays at its start, 10:00 AM, while this project runs), and finds each
 * in the matching bid history with its label. market-day.spec.ts settles them later.
 */
test.describe.configure({ mode: 'serial' });

let player: PlayerLogin;

test.beforeAll(async ({ request }) => {
  player = await bettingPlayer(request, { ...MARKET_DAY_PLAYER, points: STAKE });
});

test.beforeEach(async ({ page, request }) => {
  await storeLogin(page, player);
  await installServerClock(page, request);
});

const SUBMIT_PATH = {
  main: '/api-submit-bid',
  starline: '/api-starline-submit-bid',
  gali: '/api-galidisawar-submit-bid',
} as const;
const PLACED = {
  main: 'Bid placed successfully!',
  starline: 'Bid Successfully Placed',
  gali: 'Bid placed successfully!',
} as const;

/** On a bid screen: enter the step, Proceed, Submit, check the modal, confirm, and see the success. */
async function placeBid(page: Page, family: Family, bid: BidStep): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${bid.path}$`));
  await expect(page.getByRole('main').getByText(bid.name, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue('23-November-2026');
  if (bid.session) await page.getByRole('radio', { name: bid.session, exact: true }).check();
  if (bid.pad)
    await page.getByRole('group', { name: 'Pick a digit' }).getByRole('button', { name: bid.pad, exact: true }).click();
  for (const [label, value] of Object.entries(bid.fields ?? {}))
    await page.getByLabel(label, { exact: true }).fill(value);
  for (const box of bid.tick ?? []) await page.getByRole('checkbox', { name: box, exact: true }).check();
  await page.getByLabel('Points', { exact: true }).fill(String(bid.points));
  await page.getByRole('button', { name: 'Proceed' }).click();
  const lines = page.getByRole('list', { name: 'Your Bids' }).getByRole('listitem');
  await expect(lines).toHaveCount(bid.lines);
  await screenshot(page, `bet-${bid.path.slice(1)}`);

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Bids' });
  await expect(dialog.getByTestId('total-bids')).toHaveText(String(bid.lines));
  await expect(dialog.getByTestId('total-points')).toHaveText(pts(bid.points * bid.lines));
  await expect(dialog).toContainText(
    family === 'gali'
      ? 'Once you placed a bid, it will not be cancelled in any situation.'
      : 'Once you place a bid, it cannot be cancelled in any situation.',
  );
  if (bid.path === '/spdptp') await screenshot(page, 'bet-confirm');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(SUBMIT_PATH[family]) && r.request().method() === 'POST'),
    dialog.getByRole('button', { name: 'Submit', exact: true }).click(),
  ]);
  expect(((await response.json()) as { status: boolean }).status).toBe(true);
  await expect(page.getByText(PLACED[family])).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Add a number and points, then press Proceed.')).toBeVisible();
}

test('places the ten main bid types on Kalyan Morning through the screens before it opens', async ({ page }) => {
  await page.goto('/imp');
  await expect(headerWallet(page, STAKE)).toBeVisible();
  const kalyanMorning = page.getByRole('button', { name: /^Kalyan Morning/ });
  await expect(kalyanMorning).toContainText('Market Open');
  await expect(kalyanMorning).toContainText('***-*');
  await expect(kalyanMorning.getByRole('img', { name: 'Running' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Fund' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Withdraw' })).toBeVisible();
  await screenshot(page, 'home');

  for (const [index, bid] of MAIN_BIDS.entries()) {
    if (index > 0) await goHome(page);
    await page.getByRole('button', { name: /^Kalyan Morning/ }).click();
    await expect(page).toHaveURL(/\/game$/);
    await expect(page.getByRole('heading', { name: 'Kalyan Morning', level: 1 })).toBeVisible();
    if (index === 0) {
      await expect(page.getByRole('main').getByRole('link')).toContainText(MAIN_BIDS.map((b) => b.name));
      await screenshot(page, 'game-grid');
    }
    await page.getByRole('link', { name: bid.name, exact: true }).click();
    if (index === 0) {
      // The digit error comes first; Proceed lowers the slip's wallet and a delete gives the points back.
      await page.getByRole('button', { name: 'Proceed' }).click();
      await expect(page.getByText('Please enter the number')).toBeVisible();
      await expect(page.getByTestId('slip-wallet')).toHaveText(pts(STAKE));
      await expect(page.getByRole('radio', { name: 'Open', exact: true })).toBeChecked();
    }
    await placeBid(page, 'main', bid);
  }
  await expect(headerWallet(page, STAKE - spent(MAIN_BIDS))).toBeVisible();
});

test('places the four Starline types on the 11:00 AM slot', async ({ page }) => {
  await page.goto('/imp');
  for (const [index, bid] of STARLINE_BIDS.entries()) {
    if (index > 0) await goHome(page);
    await page.getByRole('link', { name: 'Starline', exact: true }).click();
    await expect(page).toHaveURL(/\/imp2$/);
    await expect(page.getByRole('heading', { name: 'JACKPOT STARLINE', level: 1 })).toBeVisible();
    if (index === 0) {
      await expect(page.getByRole('link', { name: 'Bid-History' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Win History' })).toBeVisible();
      await expect(page.getByText('Chart', { exact: true })).toBeVisible();
      await expect
        .poll(() => rateRows(page))
        .toEqual(['Single Digit 10-95', 'Single Pana 10-1500', 'Double Panna 10-3000', 'Tripple Panna 10-7000']);
      const first = page.getByRole('list', { name: 'Starline games' }).getByRole('listitem').first();
      await expect(first).toContainText('10:00 AM');
      await expect(first).toContainText('Market Closed');
      await expect(first.getByRole('button')).toHaveCount(0);
      await screenshot(page, 'starline-home');
    }
    await page.getByRole('button', { name: /^11:00 AM/ }).click();
    await expect(page).toHaveURL(/\/stargame$/);
    if (index === 0) {
      await expect(page.getByRole('main').getByRole('link')).toContainText(STARLINE_BIDS.map((b) => b.name));
      await screenshot(page, 'starline-game-grid');
    }
    await page.getByRole('link', { name: bid.name, exact: true }).click();
    // Starline has no session choice: always Open.
    await expect(page.getByRole('radio')).toHaveCount(0);
    await placeBid(page, 'starline', bid);
  }
});

test('places the three Gali types on Faridabad', async ({ page }) => {
  await page.goto('/imp');
  for (const [index, bid] of GALI_BIDS.entries()) {
    if (index === 2) {
      // The market list of its own (/galigame) leads to the same chooser.
      await page.goto('/galigame');
      await expect(page.getByRole('heading', { name: 'GALI DISAWAR', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Faridabad/ })).toContainText('Market Open');
      await screenshot(page, 'gali-markets');
    } else {
      if (index > 0) await goHome(page);
      await page.getByRole('link', { name: 'Gali Disawar', exact: true }).click();
      await expect(page).toHaveURL(/\/galiIMP$/);
    }
    if (index === 0) {
      await expect(page.getByRole('link', { name: 'Bid-History' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Win History' })).toBeVisible();
      await expect.poll(() => rateRows(page)).toEqual(['Left Digit 10-95', 'Right Digit 10-95', 'Jodi Digit 10-950']);
      await expect(page.getByText('Disawar', { exact: true }).locator('..')).toContainText('Market Closed');
      await screenshot(page, 'gali-home');
    }
    await page.getByRole('button', { name: /^Faridabad/ }).click();
    await expect(page).toHaveURL(/\/galiallgame$/);
    await expect(page.getByRole('heading', { name: 'Faridabad', level: 1 })).toBeVisible();
    if (index === 0) await screenshot(page, 'gali-chooser');
    await page.getByRole('button', { name: bid.name, exact: true }).click();
    await placeBid(page, 'gali', bid);
  }
  await expect(headerWallet(page, AFTER_BIDS)).toBeVisible();
});

test('lists every bid in the matching bid history with its label', async ({ page }) => {
  const main = await historyCards(page, '/imp4', 'BIDS', 22);
  const km = (type: string, number: string, session: string, points: number) =>
    card('Kalyan Morning', type, number, session, points);
  expect(main).toEqual(
    [
      km('Single Digit', '1', 'Open', 20),
      km('Jodi Digit', '17', 'Close', 10),
      km('Single Pana', '128', 'Open', 10),
      km('Double Pana', '223', 'Close', 20),
      km('Triple Pana', '777', 'Open', 10),
      km('Half Sangam', '1-223', 'Open', 10),
      km('Full Sangam', '128-223', 'Close', 10),
      // The lines of SP DP TP and the motors show the bid type the player chose.
      ...['115', '133', '188', '223', '377', '449', '557', '566', '700'].map((dp) =>
        km('SP DP TP', dp, 'Close', 10),
      ),
      ...['128', '120', '180', '280'].map((sp) => km('SP Motor', sp, 'Open', 10)),
      ...['223', '233'].map((dp) => km('DP Motor', dp, 'Close', 15)),
    ].sort(),
  );
  await screenshot(page, 'history-bids');

  const starline = await historyCards(page, '/imp5', 'JACKPOT STARLINE BIDS', 4);
  expect(starline).toEqual(
    [
      card('11:00 AM', 'Single Digit', '3', null, 10),
      card('11:00 AM', 'Single Pana', '139', null, 10),
      card('11:00 AM', 'Double Pana', '166', null, 10),
      card('11:00 AM', 'Triple Pana', '111', null, 10),
    ].sort(),
  );
  await screenshot(page, 'history-starline-bids');

  const gali = await historyCards(page, '/impbid', 'GALI DISAWAR BIDS', 3);
  expect(gali).toEqual(
    [
      card('Faridabad', 'Left Digit', '4', null, 10),
      card('Faridabad', 'Right Digit', '7', null, 20),
      card('Faridabad', 'Jodi Digit', '47', null, 10),
    ].sort(),
  );
  const tones = await page
    .locator('[data-tone]')
    .evaluateAll((items) =>
      items.map((li) => `${li.textContent?.match(/(Left|Right|Jodi) Digit/)?.[0]}:${(li as HTMLElement).dataset.tone}`),
    );
  expect(tones.sort()).toEqual(['Jodi Digit:yellow', 'Left Digit:blue', 'Right Digit:green']);
  await screenshot(page, 'history-gali-bids');
});
