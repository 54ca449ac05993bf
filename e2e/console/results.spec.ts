import { type Page } from '@playwright/test';
import { card, headerWallet, historyCards, pts } from '../betting/plan.ts';
import {
  advanceClockTo,
  bettingPlayer,
  chooseOption,
  consoleLogin,
  consoleNavigate,
  consoleScreenshot,
  DESKTOP,
  expect,
  installServerClock,
  PHONE,
  playerCall,
  type PlayerLogin,
  screenshot,
  storeLogin,
  test,
} from '../support/fixtures.ts';

/**
 * The operator's evening (issue P2), in the 'console-day' project that runs alone after the market
 * day (its clock ends near 6:01 PM): a player bids on Sridevi Night (7:00–8:00 PM) while it is open;
 * the operator looks at the exposure, then at 7:01 PM declares the open pana and at 8:01 PM the close
 * pana through the console's Results screen (entry → ank → preview → confirm); the player then finds
 * the wins in WIN HISTORY and the wallet. Rates are the seeded defaults: single digit 10-95, jodi 10-950.
 */
test.describe.configure({ mode: 'serial' });

/** The seeded id of Sridevi Night (the eighth main market of db/seed.ts). */
const SRIDEVI_NIGHT = 8;
const STAKE = 1000;

/** Open 128 (ank 1), close 370 (ank 0): jodi 10, shown to players as 128-10-370. */
const OPEN_PANA = '128';
const CLOSE_PANA = '370';

const BIDS = [
  { type: 'Single Digit', digits: '1', session: 'Open', points: 20 }, // wins 20 × 95 / 10 = 190
  { type: 'Single Digit', digits: '5', session: 'Open', points: 30 }, // loses (would pay 285)
  { type: 'Single Digit', digits: '0', session: 'Close', points: 10 }, // wins 10 × 95 / 10 = 95
  { type: 'Jodi Digit', digits: '10', session: 'Close', points: 10 }, // wins 10 × 950 / 10 = 950
] as const;
const STAKED = BIDS.reduce((sum, bid) => sum + bid.points, 0);
const OPEN_WIN = (20 * 95) / 10;
const CLOSE_WINS = (10 * 95) / 10 + (10 * 950) / 10;

let player: PlayerLogin;

test.beforeAll(async ({ request }) => {
  player = await bettingPlayer(request, { name: 'Night Player', password: 'night-pass-1', points: STAKE });
  let wallet = STAKE;
  for (const bid of BIDS) {
    const answer = await playerCall<{ wallet_amt: number }>(request, '/api-submit-bid', {
      unique_token: player.token,
      game_id: String(SRIDEVI_NIGHT),
      new_result: {
        Gamename: 'Sridevi Night',
        totalbit: String(bid.points),
        gameid: String(SRIDEVI_NIGHT),
        pana: bid.type,
        gametype: bid.session,
        bid_date: '23-November-2026',
        session: bid.type,
        result: [{ digits: bid.digits, points: String(bid.points), session: bid.session }],
      },
    });
    wallet -= bid.points;
    expect(answer.wallet_amt).toBe(wallet);
  }
});

/** Sridevi Night in the Market select: "Sridevi Night (7:00 PM – 8:00 PM)" (Results), "… (7:00 PM)" (Exposure). */
async function chooseMarket(page: Page, label: RegExp | string = /^Sridevi Night \(7:00 PM/) {
  await chooseOption(page, 'Market', label);
}

/** The Results screen: Sridevi Night, today, the session; types the pana and checks the live reading. */
async function enterPana(page: Page, session: 'Open' | 'Close', pana: string, readout: string, parts: string[]) {
  await consoleNavigate(page, 'Results');
  await expect(page.getByRole('tablist', { name: 'Market family' }).getByRole('tab', { name: 'Main' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await chooseMarket(page, 'Sridevi Night (7:00 PM – 8:00 PM)');
  await expect(page.getByLabel('Draw date')).toHaveValue('2026-11-23');
  await page.getByLabel('Session').selectOption({ label: session });
  await page.getByLabel('Pana (3 digits)').fill(pana);
  const reading = page.getByTestId('result-readout');
  await expect(reading).toContainText(readout);
  for (const part of parts) await expect(reading).toContainText(part);
}

/** Preview: the totals the declaration would settle; then confirm in the dialog and see it declared. */
async function previewAndDeclare(
  page: Page,
  draw: string,
  totals: { result: string; settled: number; winners: number; players: number; payout: number },
  shot: string,
) {
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: `Preview · ${draw}` })).toBeVisible();
  const facts = await preview
    .getByRole('definition')
    .evaluateAll((dds) => dds.map((dd) => `${dd.previousElementSibling?.textContent}: ${dd.textContent}`));
  expect(facts).toEqual([
    `Result: ${totals.result}`,
    `Bids settled: ${totals.settled}`,
    `Winning bids: ${totals.winners}`,
    `Winning players: ${totals.players}`,
    `Payout: ${pts(totals.payout)} points`,
  ]);
  await consoleScreenshot(page, `console-results-preview-${shot}`);
  await preview.getByRole('button', { name: 'Confirm and declare' }).click();
  const dialog = page.getByRole('dialog', { name: `Declare ${totals.result} for ${draw}?` });
  await expect(dialog).toContainText(`Payout ${pts(totals.payout)} points to ${totals.winners} winning bids`);
  await dialog.getByRole('button', { name: 'Declare result' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Result declared' })).toContainText(
    `${totals.settled} bids settled, ${totals.winners} winning bids, payout ${pts(totals.payout)} points.`,
  );
}

/** The payout column of the exposure table, every outcome shown. */
async function exposurePayouts(page: Page): Promise<{ result: string; ank: string; payout: number }[]> {
  const table = page.getByRole('region', { name: 'Outcomes by payout' });
  await table.getByRole('button', { name: /^Show all \d+ outcomes$/ }).click();
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(221);
  return rows.evaluateAll((trs) =>
    trs.slice(1).map((tr) => {
      const cells = Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '');
      return { result: cells[0] ?? '', ank: cells[1] ?? '', payout: Number((cells[3] ?? '').replace(/,/g, '')) };
    }),
  );
}

test.describe('the operator at desktop width', () => {
  test.use({ viewport: DESKTOP });

  test('sees the exposure of the open draw, largest payout first', async ({ page, request }) => {
    await installServerClock(page, request);
    await consoleLogin(page);
    await consoleNavigate(page, 'Exposure');
    await chooseMarket(page);
    await expect(page.getByLabel('Session')).toHaveValue('open');
    // The open draw counts the two open single digits: 50 points staked; ank 5 would pay 285.
    const figures = await page
      .getByRole('main')
      .locator('[class*="figures"] > *')
      .evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
    expect(figures.slice(0, 2)).toEqual(['Bids 2 Sridevi Night Open', 'Total staked 50 points']);
    expect(figures[2]).toMatch(/^Largest payout 285 if \d{3} wins$/);
    expect(figures[3]).toBe('Net at worst -235 staked minus payout');

    const outcomes = await exposurePayouts(page);
    const payouts = outcomes.map((o) => o.payout);
    expect(payouts).toEqual([...payouts].sort((a, b) => b - a));
    // 22 panas of ank 5 (285), then 22 of ank 1 (190), then the 176 others (nothing).
    expect(outcomes.slice(0, 22).every((o) => o.ank === '5' && o.payout === 285)).toBe(true);
    expect(outcomes.slice(22, 44).every((o) => o.ank === '1' && o.payout === 190)).toBe(true);
    expect(outcomes.slice(44).every((o) => o.payout === 0)).toBe(true);
    expect(outcomes.find((o) => o.result === OPEN_PANA)).toEqual({ result: OPEN_PANA, ank: '1', payout: 190 });
    await page
      .getByRole('region', { name: 'Outcomes by payout' })
      .getByRole('button', { name: 'Show the first 50' })
      .click();
    await consoleScreenshot(page, 'console-exposure-open-desktop');
  });

  test('at 7:01 PM declares the open pana: the ank, the winners and the payout', async ({ page, request }) => {
    await installServerClock(page, request);
    await advanceClockTo(page, request, '7:01 PM');
    await consoleLogin(page);
    await enterPana(page, 'Open', OPEN_PANA, '128-1', ['Open pana', 'Open ank']);
    await expect(page.getByTestId('result-readout').getByText('Open ank')).toHaveText('Open ank1');
    await previewAndDeclare(
      page,
      'Sridevi Night Open',
      { result: '128-1', settled: 2, winners: 1, players: 1, payout: OPEN_WIN },
      'open-desktop',
    );
    const declared = page.getByRole('region', { name: 'Declared on 2026-11-23' });
    await expect(declared.getByRole('row').filter({ hasText: 'Sridevi Night' })).toContainText('128-1');
    // Beside the form, the list still shows its Revert buttons without scrolling sideways.
    await expect(declared.getByRole('button', { name: 'Revert Sridevi Night' })).toBeInViewport({ ratio: 1 });
    await consoleScreenshot(page, 'console-results-open-declared-desktop');
  });

  test('at 8:01 PM sees the close exposure with the jodi and declares the close pana', async ({ page, request }) => {
    await installServerClock(page, request);
    await advanceClockTo(page, request, '8:01 PM');
    await consoleLogin(page);

    // The close draw, with the open pana known: the close single digit 0 and the jodi 10 decide.
    await consoleNavigate(page, 'Exposure');
    await chooseMarket(page);
    await page.getByLabel('Session').selectOption({ label: 'Close' });
    await expect(page.getByText(`Open pana declared: ${OPEN_PANA}.`)).toBeVisible();
    const outcomes = await exposurePayouts(page);
    expect(outcomes.slice(0, 22).every((o) => o.ank === '0' && o.payout === CLOSE_WINS)).toBe(true);
    expect(outcomes.slice(22).every((o) => o.payout === 0)).toBe(true);
    await consoleScreenshot(page, 'console-exposure-close-desktop');

    await enterPana(page, 'Close', CLOSE_PANA, '0-370', ['Close ank', 'Jodi', 'Open declared']);
    const reading = page.getByTestId('result-readout');
    await expect(reading.getByText('Jodi', { exact: false })).toHaveText('Jodi10');
    await expect(reading.getByText('Full result')).toHaveText('Full result128-10-370');
    await previewAndDeclare(
      page,
      'Sridevi Night Close',
      { result: '128-10-370', settled: 2, winners: 2, players: 1, payout: CLOSE_WINS },
      'close-desktop',
    );
    const declared = page.getByRole('region', { name: 'Declared on 2026-11-23' });
    await expect(declared.getByRole('row').filter({ hasText: 'Sridevi Night' })).toContainText('128-10-370');
    await consoleScreenshot(page, 'console-results-close-declared-desktop');
  });
});

test.describe('the player at phone width', () => {
  test.use({ viewport: PHONE });

  test('finds the wins in WIN HISTORY and the new balance in the header', async ({ page, request }) => {
    await storeLogin(page, player);
    await installServerClock(page, request);
    await page.goto('/imp');
    const balance = STAKE - STAKED + OPEN_WIN + CLOSE_WINS;
    expect(balance).toBe(2165);
    await expect(headerWallet(page, balance)).toBeVisible();
    const sridevi = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: /^Sridevi Night/ });
    await expect(sridevi).toContainText('128-10-370');

    const wins = await historyCards(page, '/imp3', 'WIN HISTORY', 3);
    const sn = (type: string, number: string, session: string, amount: number) =>
      card('Sridevi Night', type, number, session, amount);
    expect(wins).toEqual(
      [
        sn('Single Digit', '1', 'Open', OPEN_WIN),
        sn('Single Digit', '0', 'Close', 95),
        sn('Jodi Digit', '10', 'Close', 950),
      ].sort(),
    );
    await expect(headerWallet(page, balance)).toBeVisible();
    await screenshot(page, 'console-day-player-wins');
  });
});
