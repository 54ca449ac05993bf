import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import {
  bettingPlayer,
  expect,
  installServerClock,
  operatorCall,
  screenshot,
  storeLogin,
  test,
} from '../support/fixtures.ts';

/**
 * Boards (docs/rules.md#boards, ADR 016), one per family: a player opens a board from the game grid's
 * "Boards" section, enters it, Proceed expands it into the slip, Submit places it in one call, the
 * wallet drops by the total and the bid history names the board with its value. The server's clock
 * stands at Monday 10:00 AM India time; each test makes its own market (open at 11:00 PM), so no
 * other spec's draw sees these bids.
 */

type Request = Parameters<typeof operatorCall>[0];

async function ownMarket(request: Request, kind: 'main' | 'starline' | 'gali', prefix: string): Promise<string> {
  const name = `${prefix} ${Date.now() % 100_000}`;
  await operatorCall(request, 'POST', '/admin/api/markets', {
    kind,
    name,
    openTime: '11:00 PM',
    ...(kind === 'main' ? { closeTime: '11:30 PM' } : {}),
  });
  return name;
}

const headerWallet = (page: Page, points: number) =>
  page.getByRole('link', { name: `Wallet balance ${points.toLocaleString('en-IN')} points, open wallet` });

const boardTile = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Boards' }).getByRole('link', { name: new RegExp(`${name}$`) });

/** Submit, the confirmation's totals, confirm, the family's success toast. */
async function submitSlip(page: Page, bids: number, points: number, placed: string) {
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Bids' });
  await expect(dialog.getByTestId('total-bids')).toHaveText(String(bids));
  await expect(dialog.getByTestId('total-points')).toHaveText(String(points));
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText(placed)).toBeVisible();
}

/** The history's cards of this market, each with the board it shows. */
async function historyBoards(page: Page, path: string, title: string, market: string, count: number) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem').filter({ hasText: market.toUpperCase() });
  await expect(cards).toHaveCount(count);
  return cards.evaluateAll((items) =>
    items.map((li) => li.querySelector('[data-testid="history-board"]')?.textContent ?? ''),
  );
}

const lines = (page: Page) => page.getByRole('list', { name: 'Your Bids' }).getByRole('listitem');

test('a main market: Group Jodi 17 is placed as its eight jodis in one go and the history names it', async ({
  page,
  request,
}) => {
  const market = await ownMarket(request, 'main', 'Boards');
  const player = await bettingPlayer(request, { name: 'Board Player', password: 'secret123', points: 1_000 });
  await storeLogin(page, player);
  await installServerClock(page, request);

  await page.goto('/imp');
  await page.getByRole('button', { name: new RegExp(`^${market}`) }).click();
  await expect(page).toHaveURL(/\/game$/);
  // The spec's ten tiles first, then the boards.
  await expect(page.getByRole('region', { name: 'Boards' }).getByRole('link')).toHaveCount(10);
  await screenshot(page, 'boards-main-grid');
  await boardTile(page, 'Group Jodi').click();
  await expect(page).toHaveURL(/\/board\/main\/group-jodi$/);

  await page.getByLabel('Jodi', { exact: true }).fill('17');
  await expect(page.getByTestId('board-preview')).toHaveText('Group Jodi · 17: 8 bids');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Please enter point')).toBeVisible();
  await page.getByLabel('Points', { exact: true }).fill('10');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(lines(page)).toHaveCount(8);
  await expect(page.getByTestId('slip-wallet')).toHaveText('920');
  await screenshot(page, 'boards-group-jodi');
  await submitSlip(page, 8, 80, 'Bid placed successfully!');
  await expect(headerWallet(page, 920)).toBeVisible();

  const boards = await historyBoards(page, '/imp4', 'BIDS', market, 8);
  expect(boards).toEqual(Array(8).fill('Group Jodi · 17'));
  await screenshot(page, 'boards-history-main');
});

test('a Starline slot: Odd Even, Odd, is placed as five single digits and the history names it', async ({
  page,
  request,
}) => {
  const market = await ownMarket(request, 'starline', 'Star Boards');
  const player = await bettingPlayer(request, { name: 'Star Board Player', password: 'secret123', points: 1_000 });
  await storeLogin(page, player);
  await installServerClock(page, request);

  await page.goto('/imp2');
  await page.getByRole('button', { name: new RegExp(`^${market}`) }).click();
  await expect(page).toHaveURL(/\/stargame$/);
  await expect(page.getByRole('region', { name: 'Boards' }).getByRole('link')).toHaveCount(5);
  await screenshot(page, 'boards-starline-grid');
  await boardTile(page, 'Odd Even').click();
  await expect(page).toHaveURL(/\/board\/starline\/odd-even$/);
  // Starline has no session choice.
  await expect(page.getByRole('radio', { name: 'Open', exact: true })).toHaveCount(0);

  await page.getByRole('radio', { name: 'Odd', exact: true }).check();
  await page.getByLabel('Points', { exact: true }).fill('20');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(lines(page)).toHaveCount(5);
  await expect(page.getByTestId('slip-wallet')).toHaveText('900');
  await screenshot(page, 'boards-odd-even');
  await submitSlip(page, 5, 100, 'Bid Successfully Placed');
  await expect(headerWallet(page, 900)).toBeVisible();

  const boards = await historyBoards(page, '/imp5', 'JACKPOT STARLINE BIDS', market, 5);
  expect(boards).toEqual(Array(5).fill('Odd Even · Odd'));
});

test('a main market: Two Digit Panel 12 mixes single and double panas in one call, each stored as its own type', async ({
  page,
  request,
}) => {
  const market = await ownMarket(request, 'main', 'Panel');
  const player = await bettingPlayer(request, { name: 'Panel Player', password: 'secret123', points: 1_000 });
  await storeLogin(page, player);
  await installServerClock(page, request);

  await page.goto('/imp');
  await page.getByRole('button', { name: new RegExp(`^${market}`) }).click();
  await boardTile(page, 'Two Digit Panel').click();
  await expect(page).toHaveURL(/\/board\/main\/two-digit-panel$/);
  await page.getByRole('radio', { name: 'Close', exact: true }).check();
  await page.getByLabel('Two digits', { exact: true }).fill('12');
  await page.getByLabel('Points', { exact: true }).fill('10');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(lines(page)).toHaveCount(10);
  await expect(lines(page).filter({ hasText: 'Double Pana' })).toHaveCount(2);
  await screenshot(page, 'boards-two-digit-panel');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api-submit-bid') && r.request().method() === 'POST'),
    submitSlip(page, 10, 100, 'Bid placed successfully!'),
  ]);
  expect(((await response.json()) as { status: boolean }).status).toBe(true);
  await expect(headerWallet(page, 900)).toBeVisible();

  await page.goto('/imp4');
  const cards = page.getByRole('main').getByRole('listitem').filter({ hasText: market.toUpperCase() });
  await expect(cards).toHaveCount(10);
  await expect(cards.filter({ hasText: 'Two Digit Panel · 12' })).toHaveCount(10);
  await expect(cards.filter({ hasText: 'Double Pana' })).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Single Pana' })).toHaveCount(8);
});

test('a Gali market: Red Bracket, Half, with one line dropped, is placed and the history names it', async ({
  page,
  request,
}) => {
  const market = await ownMarket(request, 'gali', 'Gali Boards');
  const player = await bettingPlayer(request, { name: 'Gali Board Player', password: 'secret123', points: 1_000 });
  await storeLogin(page, player);
  await installServerClock(page, request);

  await page.goto('/galiIMP');
  await page.getByRole('button', { name: new RegExp(`^${market}`) }).click();
  await expect(page).toHaveURL(/\/galiallgame$/);
  await expect(page.getByRole('region', { name: 'Boards' }).getByRole('link')).toHaveCount(5);
  await screenshot(page, 'boards-gali-chooser');
  await boardTile(page, 'Red Bracket').click();
  await expect(page).toHaveURL(/\/board\/gali\/red-bracket$/);

  await page.getByRole('radio', { name: 'Half', exact: true }).check();
  await page.getByLabel('Points', { exact: true }).fill('10');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(lines(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Delete bid 94' }).click();
  await expect(lines(page)).toHaveCount(9);
  await expect(page.getByTestId('slip-wallet')).toHaveText('910');
  await screenshot(page, 'boards-red-bracket');
  await submitSlip(page, 9, 90, 'Bid placed successfully!');
  await expect(headerWallet(page, 910)).toBeVisible();

  const boards = await historyBoards(page, '/impbid', 'GALI DISAWAR BIDS', market, 9);
  expect(boards).toEqual(Array(9).fill('Red Bracket · Half'));
});

test('every board screen fits the phone, with targets axe accepts', async ({ page, request }) => {
  test.setTimeout(180_000);
  const markets = {
    main: await ownMarket(request, 'main', 'Tour'),
    starline: await ownMarket(request, 'starline', 'Star Tour'),
    gali: await ownMarket(request, 'gali', 'Gali Tour'),
  };
  const player = await bettingPlayer(request, { name: 'Board Tourist', password: 'secret123', points: 1_000 });
  await storeLogin(page, player);
  await installServerClock(page, request);
  const home = { main: '/imp', starline: '/imp2', gali: '/galiIMP' } as const;
  const findings: string[] = [];
  for (const family of ['main', 'starline', 'gali'] as const) {
    await page.goto(home[family]);
    await page.getByRole('button', { name: new RegExp(`^${markets[family]}`) }).click();
    const tiles = page.getByRole('region', { name: 'Boards' }).getByRole('link');
    await expect(tiles.first()).toBeVisible();
    const hrefs = await tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const [index, href] of hrefs.entries()) {
      if (index > 0) {
        await page.goBack();
        await expect(tiles.first()).toBeVisible();
      }
      await tiles.nth(index).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByTestId('slip-wallet')).toHaveText('1,000');
      // The bulk boards with something picked, so the grids show both states.
      if (href.endsWith('/pana-bulk'))
        await page.getByRole('group', { name: 'Ank' }).getByRole('button', { name: '3', exact: true }).click();
      if (href.endsWith('-bulk')) await page.getByRole('button', { name: 'Select all' }).click();
      await screenshot(page, `board-${href.split('/').slice(2).join('-')}`);
      findings.push(...(await seriousViolations(page, href)));
    }
  }
  expect(findings).toEqual([]);
});
