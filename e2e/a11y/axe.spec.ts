import { type Page } from '@playwright/test';
import { type AxeFinding, seriousViolations, settled } from '../support/axe.ts';
import {
  bettingPlayer,
  consoleLogin,
  consoleNavigate,
  DESKTOP,
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
import { freshUtr, notifyUpiCredit } from '../support/payments.ts';

/**
 * Accessibility audit (ADR 006): axe-core finds no serious or critical violation on any player
 * route the older apps have (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps), visited as a visitor and as a player with betting on (the screens that
 * need navigation state are reached through the screens, as a player would), nor on any screen of
 * the operator console. Each test collects the findings of all its screens and fails on any.
 */

/** Screens of the headerless shell and the public ones, as a visitor (no stored login). */
const VISITOR_PATHS = [
  '/',
  '/login',
  '/r',
  '/forgotpass',
  '/landing',
  '/privacy',
  '/privacypolicy',
  '/about',
  '/delete',
];
/** The same OTP and reset screens opened without their navigation state ("start over"). */
const STATELESS_PATHS = ['/otpregister', '/otpforgotpass', '/otpwithdraw', '/change-password'];

/** Every route of the older apps' header shell that opens without navigation state. */
const PLAYER_PATHS = [
  '/imp',
  '/imp2',
  '/imp3',
  '/imp4',
  '/imp5',
  '/imp6',
  '/imp7',
  '/imp8',
  '/imp9',
  '/star',
  '/transaction',
  '/mymodel',
  '/transfer',
  '/transfermodel',
  '/addfundhistory',
  '/withdrawrule',
  '/depositrule',
  '/withdrawhistory',
  '/about',
  '/privacy',
  '/privacypolicy',
  '/delete',
  '/change',
  '/wallet',
  '/profile',
  '/galigame',
  '/galiIMP',
  '/impwin',
  '/impbid',
  '/addfund',
  '/win',
  '/windata',
  '/bid',
  '/gameRates',
  '/htp',
  '/withdraw',
  '/qrpay',
  '/histories',
  '/charts',
  // Not in the older apps: Play responsibly and the one-time 18+ question (ADR 018).
  '/play-responsibly',
  '/confirm-age',
];

const MAIN_TYPES = [
  'Single Digit',
  'Jodi Digit',
  'Single Pana',
  'Double Pana',
  'Triple Pana',
  'Half Sangam',
  'Full Sangam',
  'SP DP TP',
  'SP Motor',
  'DP Motor',
];
const STARLINE_TYPES = ['Single Digit', 'Single Pana', 'Double Pana', 'Triple Pana'];

async function audit(page: Page, screen: string, findings: AxeFinding[]): Promise<void> {
  await settled(page);
  findings.push(...(await seriousViolations(page, screen)));
}

async function visit(page: Page, path: string, findings: AxeFinding[]): Promise<void> {
  await page.goto(path);
  await audit(page, path, findings);
}

test('a visitor meets no serious accessibility violation on the public and headerless screens', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const findings: AxeFinding[] = [];
  for (const path of [...VISITOR_PATHS, ...STATELESS_PATHS]) await visit(page, path, findings);

  // Register → OTP with its state.
  const mobile = freshMobile();
  await page.goto('/r');
  await page.getByLabel('Username').fill('Axe Visitor');
  await page.getByLabel('Phone Number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill('axe-pass-1');
  await page.getByRole('checkbox', { name: 'I am 18 or older' }).check();
  await otpFrom(page, '/api-check-mobile', () => page.getByRole('button', { name: 'Register', exact: true }).click());
  await expect(page).toHaveURL(/\/otpregister$/);
  await audit(page, '/otpregister (from Register)', findings);

  // Forgot password → OTP → reset, for a registered player.
  const player = await registerThroughApi(request, 'Axe Forgot', freshMobile(), 'axe-pass-1');
  await page.goto('/forgotpass');
  await page.getByLabel('Phone Number').fill(player.mobile);
  const otp = await otpFrom(page, '/api-forget-check-mobile', () =>
    page.getByRole('button', { name: 'Submit' }).click(),
  );
  await expect(page).toHaveURL(/\/otpforgotpass$/);
  await audit(page, '/otpforgotpass (from Forgot password)', findings);
  await page.getByLabel('OTP').fill(otp);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await audit(page, '/change-password (from the OTP)', findings);

  expect(findings).toEqual([]);
});

test.describe('a player with betting on meets no serious accessibility violation', () => {
  let player: PlayerLogin;
  test.beforeEach(async ({ page, request }) => {
    player = await bettingPlayer(request, { name: 'Axe Player', password: 'axe-pass-1', points: 5000 });
    await storeLogin(page, player);
    await installServerClock(page, request);
  });

  for (const [part, paths] of [
    ['first', PLAYER_PATHS.slice(0, 20)],
    ['second', PLAYER_PATHS.slice(20)],
  ] as const) {
    test(`on the ${part} half of the screens that open by address`, async ({ page, request }) => {
      test.setTimeout(180_000);
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
      const findings: AxeFinding[] = [];
      for (const path of paths) await visit(page, path, findings);
      expect(findings).toEqual([]);
    });
  }

  test('with the menu and the Contact popup open', async ({ page }) => {
    const findings: AxeFinding[] = [];
    await page.goto('/imp');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await audit(page, '/imp (menu open)', findings);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Contact' }).click();
    await audit(page, '/imp (Contact popup)', findings);
    expect(findings).toEqual([]);
  });

  test('on the game grid and the ten main bid screens, with a line and its confirmation', async ({ page }) => {
    test.setTimeout(180_000);
    const findings: AxeFinding[] = [];
    await page.goto('/imp');
    await page.getByRole('button', { name: /^Kalyan Morning/ }).click();
    await expect(page).toHaveURL(/\/game$/);
    await audit(page, '/game', findings);
    for (const name of MAIN_TYPES) {
      await page.getByRole('main').getByRole('link', { name, exact: true }).click();
      await expect(page).not.toHaveURL(/\/game$/);
      await audit(page, `${new URL(page.url()).pathname} (${name})`, findings);
      await page.goBack();
      await expect(page).toHaveURL(/\/game$/);
    }
    await page.getByRole('main').getByRole('link', { name: 'Single Digit', exact: true }).click();
    await page.getByLabel('Digit', { exact: true }).fill('4');
    await page.getByLabel('Points', { exact: true }).fill('10');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await audit(page, '/single (a line added)', findings);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm Bids' })).toBeVisible();
    await audit(page, '/single (Confirm Bids)', findings);
    expect(findings).toEqual([]);
  });

  test('on the Starline and Gali bid screens', async ({ page }) => {
    test.setTimeout(180_000);
    const findings: AxeFinding[] = [];
    await page.goto('/imp2');
    await page.getByRole('button', { name: /^11:00 AM/ }).click();
    await expect(page).toHaveURL(/\/stargame$/);
    await audit(page, '/stargame', findings);
    for (const name of STARLINE_TYPES) {
      await page.getByRole('main').getByRole('link', { name, exact: true }).click();
      await expect(page).not.toHaveURL(/\/stargame$/);
      await audit(page, `${new URL(page.url()).pathname} (Starline ${name})`, findings);
      await page.goBack();
      await expect(page).toHaveURL(/\/stargame$/);
    }
    for (const name of ['Left Digit', 'Right Digit', 'Jodi Digit']) {
      await page.goto('/galigame');
      await page.getByRole('button', { name: /^Faridabad/ }).click();
      await expect(page).toHaveURL(/\/galiallgame$/);
      if (name === 'Left Digit') await audit(page, '/galiallgame', findings);
      await page.getByRole('button', { name, exact: true }).click();
      await expect(page).not.toHaveURL(/\/galiallgame$/);
      await audit(page, `${new URL(page.url()).pathname} (Gali ${name})`, findings);
    }
    expect(findings).toEqual([]);
  });

  test('on the payout-number modal of the wallet and the withdraw OTP screen', async ({ page }) => {
    const findings: AxeFinding[] = [];
    await page.goto('/wallet');
    await page
      .getByRole('button', { name: /Google Pay|GPay/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, '/wallet (payout number)', findings);
    await page.getByRole('dialog').getByLabel(/Phone/).fill(player.mobile);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Submit|Send|Continue/ })
      .click();
    await expect(page).toHaveURL(/\/otpwithdraw$/);
    await audit(page, '/otpwithdraw (from the wallet)', findings);
    expect(findings).toEqual([]);
  });
});

test('an operator meets no serious accessibility violation on any console screen', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const player = await bettingPlayer(request, { name: 'Axe Console', password: 'axe-pass-1', points: 500 });
  await playerCall(request, '/api-fund-request-add', { unique_token: player.token, request_amount: '500' });
  // A payment waiting in Unmatched payments with a claim of its UTR beside it (ADR 011).
  const utr = freshUtr();
  await notifyUpiCredit(request, { utr, amount: '300.00', payerVpa: 'axe.payer@okaxis' });
  await playerCall(request, '/api-fund-request-add', { unique_token: player.token, request_amount: '300', utr });
  const findings: AxeFinding[] = [];
  await page.goto('/admin/login');
  await audit(page, '/admin/login', findings);
  await consoleLogin(page);
  await audit(page, '/admin', findings);
  for (const label of [
    'Markets',
    'Results',
    'Exposure',
    'Limits & alerts',
    'Deposits & Withdrawals',
    'Unmatched payments',
    'Bulk payouts',
    'Players',
    'Rates & Settings',
    'Reports',
    'Audit log',
    'Admins & 2FA',
  ]) {
    await consoleNavigate(page, label);
    await audit(page, `console ${label}`, findings);
    if (label === 'Markets') {
      await page.getByRole('button', { name: /^Off dates of Kalyan Morning/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit(page, 'console Markets (off dates)', findings);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  }
  await page.goto(`/admin/players/${player.mobile}`);
  await audit(page, '/admin/players/:mobile', findings);
  expect(findings).toEqual([]);
});
