import { type Page } from '@playwright/test';
import {
  bettingPlayer,
  expect,
  freshMobile,
  installServerClock,
  otpFrom,
  playerCall,
  type PlayerLogin,
  registerThroughApi,
  storeLogin,
  test,
} from '../support/fixtures.ts';
import { bidEntryRoutes, boardRoutes, HEADER_ROUTES, HEADERLESS_ROUTES, PLAYER_ROUTES } from '../support/player-routes.ts';

/**
 * Tap targets (ADR 006): every interactive element of the player app — each visible `a`, `button`, `input`,
 * `select`, `textarea` and `[role=button]` — is at least 44 px tall on the phone (390×844), on every route
 * of the router (support/player-routes.ts) and in the states a player opens on them (the menu, the contact
 * popup, dialogs, the date picker, a slip with a line). A checkbox or radio counts its label's height, which
 * is what a thumb taps. Each test lists every offender (screen, element, height) and fails on any.
 */

const MIN_HEIGHT = 44;

/**
 * The elements under 44 px tall on the page as it stands, as "screen: element "name" height px"; elements of
 * one kind and height (a grid's hundred jodi buttons) are one line naming the first three and how many more.
 */
async function offenders(page: Page, screen: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const small = await page.evaluate((min) => {
    const found: { kind: string; name: string; height: number }[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('a, button, input, select, textarea, [role="button"]'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      let height = rect.height;
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
        const label = element.labels?.[0] ?? element.closest('label');
        if (label) height = Math.max(height, label.getBoundingClientRect().height);
      }
      if (height + 0.01 >= min) continue;
      const type = element instanceof HTMLInputElement ? `[type=${element.type}]` : '';
      const role = element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : '';
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('placeholder') ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
      found.push({ kind: `${element.tagName.toLowerCase()}${type}${role}`, name, height: Math.round(height * 10) / 10 });
    }
    return found;
  }, MIN_HEIGHT);
  const groups = new Map<string, string[]>();
  for (const { kind, name, height } of small) {
    const key = `${kind}\u0000${height}`;
    groups.set(key, [...(groups.get(key) ?? []), `"${name}"`]);
  }
  return [...groups].map(([key, names]) => {
    const [kind, height] = key.split('\u0000');
    const named = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
    return `${screen}: ${kind} ${named} ${height} px`;
  });
}

/** Where each screen was measured: the paths asked for and the paths the router showed. */
type Visited = Set<string>;

async function measure(page: Page, screen: string, found: string[], visited: Visited): Promise<void> {
  visited.add(new URL(page.url()).pathname.toLowerCase());
  found.push(...(await offenders(page, screen)));
}

async function visit(page: Page, path: string, found: string[], visited: Visited): Promise<void> {
  await page.goto(path);
  visited.add(path.toLowerCase());
  const shown = new URL(page.url()).pathname;
  await measure(page, shown === path ? path : `${path} (shows ${shown})`, found, visited);
}

const missing = (paths: readonly string[], visited: Visited) => paths.filter((path) => !visited.has(path.toLowerCase()));

/** The header screens that need a market or a flow's state; the others open by address. */
const MAIN_GAME = ['/game', ...bidEntryRoutes('main'), ...boardRoutes('main')];
const STARLINE_GAME = ['/stargame', ...bidEntryRoutes('starline'), ...boardRoutes('starline')];
const GALI_GAME = ['/galiallgame', ...bidEntryRoutes('gali'), ...boardRoutes('gali')];

test('the routes this file visits are every route of the router', () => {
  const covered = new Set([...HEADERLESS_ROUTES, ...HEADER_ROUTES, ...MAIN_GAME, ...STARLINE_GAME, ...GALI_GAME]);
  expect(PLAYER_ROUTES.filter((path) => !covered.has(path))).toEqual([]);
});

test('a visitor: every headerless screen, /login in English, Hindi and Marathi, and the OTP screens with their state', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const found: string[] = [];
  const visited: Visited = new Set();
  for (const path of HEADERLESS_ROUTES) await visit(page, path, found, visited);
  // The public pages of the header shell, as a visitor sees them.
  for (const path of ['/privacy', '/privacypolicy', '/about', '/delete']) await visit(page, path, found, visited);

  // The language choice, in each language (its words change the buttons' text).
  await page.goto('/login');
  for (const [language, title] of [
    ['हिंदी', /./],
    ['मराठी', /./],
    ['English', /Login To Play/],
  ] as const) {
    await page.getByRole('button', { name: language, exact: true }).click();
    await expect(page.getByRole('button', { name: language, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await measure(page, `/login (${language})`, found, visited);
  }

  // Register → OTP with its state (boxes, resend).
  await page.goto('/r');
  await page.getByLabel('Username').fill('Tap Visitor');
  await page.getByLabel('Phone Number').fill(freshMobile());
  await page.getByLabel('Password', { exact: true }).fill('tap-pass-1');
  await page.getByRole('checkbox', { name: 'I am 18 or older' }).check();
  await otpFrom(page, '/api-check-mobile', () => page.getByRole('button', { name: 'Register', exact: true }).click());
  await expect(page).toHaveURL(/\/otpregister$/);
  await measure(page, '/otpregister (from Register)', found, visited);

  // Forgot password → OTP → reset.
  const player = await registerThroughApi(request, 'Tap Forgot', freshMobile(), 'tap-pass-1');
  await page.goto('/forgotpass');
  await page.getByLabel('Phone Number').fill(player.mobile);
  const otp = await otpFrom(page, '/api-forget-check-mobile', () => page.getByRole('button', { name: 'Submit' }).click());
  await expect(page).toHaveURL(/\/otpforgotpass$/);
  await measure(page, '/otpforgotpass (from Forgot password)', found, visited);
  await page.getByLabel('OTP').fill(otp);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await measure(page, '/change-password (from the OTP)', found, visited);

  expect(missing(HEADERLESS_ROUTES, visited)).toEqual([]);
  expect(found).toEqual([]);
});

test.describe('a player with betting on', () => {
  let player: PlayerLogin;
  test.beforeEach(async ({ page, request }) => {
    player = await bettingPlayer(request, { name: 'Tap Player', password: 'tap-pass-1', points: 5000 });
    await storeLogin(page, player);
    await installServerClock(page, request);
  });

  test('every header screen that opens by address, the menu, the contact popup and the date picker', async ({ page, request }) => {
    test.setTimeout(240_000);
    // A bid, so that the bid history shows a card.
    await playerCall(request, '/api-submit-bid', {
      unique_token: player.token,
      game_id: '1',
      new_result: {
        Gamename: 'Kalyan Morning',
        totalbit: '',
        gameid: '1',
        pana: 'Single Digit',
        gametype: 'Open',
        bid_date: '',
        session: 'Single Digit',
        result: [{ digits: '3', points: '10', session: 'Open' }],
      },
    });
    const found: string[] = [];
    const visited: Visited = new Set();
    const byAddress = HEADER_ROUTES.filter((path) => ![...MAIN_GAME, ...STARLINE_GAME, ...GALI_GAME].includes(path));
    for (const path of byAddress) await visit(page, path, found, visited);

    await page.goto('/imp');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await measure(page, '/imp (menu open)', found, visited);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await page.getByRole('button', { name: 'Contact' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await measure(page, '/imp (contact popup)', found, visited);

    await page.goto('/imp4');
    await page.getByLabel('From Date', { exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Choose Date' })).toBeVisible();
    await measure(page, '/imp4 (date picker open)', found, visited);

    expect(missing(byAddress, visited)).toEqual([]);
    expect(found).toEqual([]);
  });

  test('the main game grid, every bid-entry and board screen, a slip with a line and its confirmation', async ({ page }) => {
    test.setTimeout(240_000);
    const found: string[] = [];
    const visited: Visited = new Set();
    await page.goto('/imp');
    await page.getByRole('button', { name: /^Kalyan Morning/ }).click();
    await expect(page).toHaveURL(/\/game$/);
    await measure(page, '/game', found, visited);
    await everyTile(page, '/game', found, visited);

    await page.goto('/imp');
    await page.getByRole('button', { name: /^Kalyan Morning/ }).click();
    await page.getByRole('main').getByRole('link', { name: 'Single Digit', exact: true }).click();
    await page.getByLabel('Digit', { exact: true }).fill('4');
    await page.getByLabel('Points', { exact: true }).fill('10');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await measure(page, '/single (a line added)', found, visited);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm Bids' })).toBeVisible();
    await measure(page, '/single (Confirm Bids)', found, visited);

    expect(missing(MAIN_GAME, visited)).toEqual([]);
    expect(found).toEqual([]);
  });

  test('the Starline and Gali game grids and every bid-entry and board screen of theirs', async ({ page }) => {
    test.setTimeout(240_000);
    const found: string[] = [];
    const visited: Visited = new Set();
    await page.goto('/imp2');
    await page.getByRole('button', { name: /^11:00 AM/ }).click();
    await expect(page).toHaveURL(/\/stargame$/);
    await measure(page, '/stargame', found, visited);
    await everyTile(page, '/stargame', found, visited);

    await page.goto('/galigame');
    await page.getByRole('button', { name: /^Faridabad/ }).click();
    await expect(page).toHaveURL(/\/galiallgame$/);
    await measure(page, '/galiallgame', found, visited);
    await everyTile(page, '/galiallgame', found, visited);

    expect(missing([...STARLINE_GAME, ...GALI_GAME], visited)).toEqual([]);
    expect(found).toEqual([]);
  });

  test('the wallet’s payout-number dialog and the withdraw OTP screen', async ({ page }) => {
    const found: string[] = [];
    const visited: Visited = new Set();
    await page.goto('/wallet');
    await page
      .getByRole('button', { name: /Google Pay|GPay/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await measure(page, '/wallet (payout number)', found, visited);
    await page.getByRole('dialog').getByLabel(/Phone/).fill(player.mobile);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Submit|Send|Continue/ })
      .click();
    await expect(page).toHaveURL(/\/otpwithdraw$/);
    await measure(page, '/otpwithdraw (from the wallet)', found, visited);
    expect(found).toEqual([]);
  });

  test('the wallet’s bank account form and the bank OTP screen', async ({ page }) => {
    const found: string[] = [];
    const visited: Visited = new Set();
    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Add bank account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add bank account' });
    await expect(dialog).toBeVisible();
    await measure(page, '/wallet (bank account form)', found, visited);
    await dialog.getByLabel("Account holder's name").fill('Tap Player');
    await dialog.getByLabel('Account number', { exact: true }).fill('123456789012');
    await dialog.getByLabel('Confirm account number').fill('123456789012');
    await dialog.getByLabel('IFSC').fill('SBIN0001234');
    await otpFrom(page, '/api-resend-otp', () => dialog.getByRole('button', { name: 'Send code' }).click());
    await expect(page).toHaveURL(/\/otpbank$/);
    await measure(page, '/otpbank (from the bank account form)', found, visited);
    expect(found).toEqual([]);
  });
});

/**
 * Opens every tile of a game grid (its bid types, links or buttons, and its boards: the items of its lists) in
 * turn from `grid`, measuring each screen. The grid is reached again by going back.
 */
async function everyTile(page: Page, grid: string, found: string[], visited: Visited): Promise<void> {
  const tiles = page.getByRole('main').locator('li > a, li > button');
  const gridUrl = page.url();
  const names = await tiles.evaluateAll((all) => all.map((tile) => (tile.textContent ?? '').replace(/\s+/g, ' ').trim()));
  for (const [index, name] of names.entries()) {
    if (page.url() !== gridUrl) {
      await page.goBack();
      await expect(page).toHaveURL(gridUrl);
    }
    await tiles.nth(index).click();
    await expect(page).not.toHaveURL(gridUrl);
    await measure(page, `${new URL(page.url()).pathname} (${name}, from ${grid})`, found, visited);
  }
}
