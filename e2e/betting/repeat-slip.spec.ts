import type { Page } from '@playwright/test';
import { type AxeFinding, seriousViolations } from '../support/axe.ts';
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
 * Repeat last slip and saved slips (ADR 016). The server's clock stands at Monday 10:00 AM
 * India time. Each test makes its own main market, open at 9:00 AM (the open session is over, as on a
 * real day once its open result is out) and closing at 11:30 PM, so the Close session takes bids all
 * day and no other spec's draw sees these bids.
 */

const DATE = '2026-11-23';

async function ownMarket(request: Parameters<typeof operatorCall>[0], prefix: string) {
  const name = `${prefix} ${Date.now() % 100_000}`;
  const { id } = await operatorCall<{ id: number }>(request, 'POST', '/admin/api/markets', {
    kind: 'main',
    name,
    openTime: '9:00 AM',
    closeTime: '11:30 PM',
  });
  return { id, name };
}

async function openGrid(page: Page, market: string) {
  await page.goto('/imp');
  await page.getByRole('button', { name: new RegExp(`^${market}`) }).click();
  await expect(page).toHaveURL(/\/game$/);
}

/** The slip's lines as "number|details|points". */
async function slipLines(page: Page): Promise<string[]> {
  const items = page.getByRole('list', { name: 'Your Bids' }).getByRole('listitem');
  return items.evaluateAll((lis) =>
    lis.map((li) => Array.from(li.querySelectorAll('span'), (s) => s.textContent?.trim() ?? '').join('|')),
  );
}

async function addLine(page: Page, pana: string, points: string) {
  await page.getByLabel('Pana', { exact: true }).fill(pana);
  await page.getByLabel('Points', { exact: true }).fill(points);
  await page.getByRole('button', { name: 'Proceed' }).click();
}

async function submitSlip(page: Page, bids: number, points: number) {
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Bids' });
  await expect(dialog.getByTestId('total-bids')).toHaveText(String(bids));
  await expect(dialog.getByTestId('total-points')).toHaveText(String(points));
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Bid placed successfully!')).toBeVisible();
}

const headerWallet = (page: Page, points: number) =>
  page.getByRole('link', { name: `Wallet balance ${points.toLocaleString('en-IN')} points, open wallet` });

test('after the open result, "Repeat last slip" refills the slip with the same lines, which are placed again', async ({
  page,
  request,
}) => {
  const market = await ownMarket(request, 'Repeat');
  const player = await bettingPlayer(request, { name: 'Repeat Player', password: 'secret123', points: 1_000 });
  await storeLogin(page, player);
  await installServerClock(page, request);

  await openGrid(page, market.name);
  await page.getByRole('button', { name: 'Repeat last slip' }).click();
  await expect(page.getByText('No previous slip on this market')).toBeVisible();
  await expect(page).toHaveURL(/\/game$/);
  await screenshot(page, 'bet-slip-actions');

  await page.getByRole('link', { name: 'Single Pana', exact: true }).click();
  await addLine(page, '128', '20');
  await addLine(page, '370', '10');
  const placed = await slipLines(page);
  expect(placed).toHaveLength(2);
  await submitSlip(page, 2, 30);
  await expect(headerWallet(page, 970)).toBeVisible();

  // The operator declares the market's open pana: its open session is settled, its close still takes bids.
  await operatorCall(request, 'POST', '/admin/api/results', {
    kind: 'main',
    marketId: market.id,
    date: DATE,
    session: 'open',
    pana: '145',
  });

  await openGrid(page, market.name);
  await page.getByRole('button', { name: 'Repeat last slip' }).click();
  await expect(page).toHaveURL(/\/singlepana$/);
  await expect.poll(() => slipLines(page)).toEqual(placed);
  await expect(page.getByTestId('slip-wallet')).toHaveText('940');
  await screenshot(page, 'bet-slip-repeated');
  await submitSlip(page, 2, 30);
  await expect(headerWallet(page, 940)).toBeVisible();
});

test('a slip saved with a name is listed on the grid, replayed, and deleted after a confirmation', async ({
  page,
  request,
}) => {
  const market = await ownMarket(request, 'Saved');
  const player = await bettingPlayer(request, { name: 'Saving Player', password: 'secret123', points: 1_000 });
  await storeLogin(page, player);
  await installServerClock(page, request);

  await openGrid(page, market.name);
  await page.getByRole('button', { name: 'Saved slips' }).click();
  const list = page.getByRole('dialog', { name: 'Saved slips' });
  await expect(list.getByText('No saved slips on this market.', { exact: false })).toBeVisible();
  await list.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'Single Pana', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save slip' })).toHaveCount(0);
  await addLine(page, '128', '20');
  await addLine(page, '370', '10');
  const saved = await slipLines(page);

  await page.getByRole('button', { name: 'Save slip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this slip' });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('Please enter a name for the slip')).toBeVisible();
  await dialog.getByLabel('Slip name').fill('Evening panas');
  await screenshot(page, 'bet-slip-save');
  const findings: AxeFinding[] = await seriousViolations(page, '/singlepana (Save this slip)');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Slip saved')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The same name again: the server's refusal, in its words.
  await page.getByRole('button', { name: 'Save slip' }).click();
  await dialog.getByLabel('Slip name').fill('evening PANAS');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('You already have a slip named evening PANAS')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await openGrid(page, market.name);
  await page.getByRole('button', { name: 'Saved slips' }).click();
  const item = list.getByRole('button', { name: /^Play slip Evening panas/ });
  await expect(item).toContainText('Single Pana');
  await expect(item).toContainText('2 bids · 30 points');
  await expect(list.getByText('1 of 20 slips')).toBeVisible();
  await screenshot(page, 'bet-slip-saved-list');
  findings.push(...(await seriousViolations(page, '/game (Saved slips)')));
  await item.click();
  await expect(page).toHaveURL(/\/singlepana$/);
  await expect.poll(() => slipLines(page)).toEqual(saved);
  await expect(page.getByTestId('slip-wallet')).toHaveText('970');

  await openGrid(page, market.name);
  await page.getByRole('button', { name: 'Saved slips' }).click();
  await list.getByRole('button', { name: 'Delete slip Evening panas' }).click();
  await expect(list.getByText('Delete the slip “Evening panas”?')).toBeVisible();
  findings.push(...(await seriousViolations(page, '/game (Saved slips, delete asked)')));
  await list.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Slip deleted')).toBeVisible();
  await expect(list.getByText('No saved slips on this market.', { exact: false })).toBeVisible();
  expect(findings).toEqual([]);
});

test('on a Gali market a board slip (Red Bracket · Half, one line dropped) is saved, repeated and replayed with its board', async ({
  page,
  request,
}) => {
  const name = `Gali Repeat ${Date.now() % 100_000}`;
  await operatorCall(request, 'POST', '/admin/api/markets', { kind: 'gali', name, openTime: '11:00 PM' });
  const player = await bettingPlayer(request, { name: 'Gali Repeater', password: 'secret123', points: 1_000 });
  await storeLogin(page, player);
  await installServerClock(page, request);
  const openChooser = async () => {
    await page.goto('/galiIMP');
    await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await expect(page).toHaveURL(/\/galiallgame$/);
  };

  await openChooser();
  await page
    .getByRole('region', { name: 'Boards' })
    .getByRole('link', { name: /Red Bracket$/ })
    .click();
  await expect(page).toHaveURL(/\/board\/gali\/red-bracket$/);
  await page.getByRole('radio', { name: 'Half', exact: true }).check();
  await page.getByLabel('Points', { exact: true }).fill('10');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByRole('button', { name: 'Delete bid 94' }).click();
  const placed = await slipLines(page);
  expect(placed).toHaveLength(9);

  await page.getByRole('button', { name: 'Save slip' }).click();
  const save = page.getByRole('dialog', { name: 'Save this slip' });
  await save.getByLabel('Slip name').fill('Half bracket');
  await save.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Slip saved')).toBeVisible();
  await submitSlip(page, 9, 90);
  await expect(headerWallet(page, 910)).toBeVisible();

  await openChooser();
  await page.getByRole('button', { name: 'Repeat last slip' }).click();
  await expect(page).toHaveURL(/\/board\/gali\/red-bracket$/);
  await expect.poll(() => slipLines(page)).toEqual(placed);
  await expect(page.getByTestId('slip-wallet')).toHaveText('820');
  await submitSlip(page, 9, 90);
  await expect(headerWallet(page, 820)).toBeVisible();

  await openChooser();
  await page.getByRole('button', { name: 'Saved slips' }).click();
  const item = page
    .getByRole('dialog', { name: 'Saved slips' })
    .getByRole('button', { name: /^Play slip Half bracket/ });
  await expect(item).toContainText('Red Bracket · Half');
  await expect(item).toContainText('9 bids · 90 points');
  await screenshot(page, 'bet-slip-saved-gali');
  await item.click();
  await expect(page).toHaveURL(/\/board\/gali\/red-bracket$/);
  await expect.poll(() => slipLines(page)).toEqual(placed);

  // The bid history names the board of both placements.
  await page.goto('/impbid');
  await expect(page.getByRole('heading', { name: 'GALI DISAWAR BIDS', level: 1 })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem').filter({ hasText: name.toUpperCase() });
  await expect(cards).toHaveCount(18);
  await expect(cards.filter({ hasText: 'Red Bracket · Half' })).toHaveCount(18);
});
