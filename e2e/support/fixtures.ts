import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test as base } from '@playwright/test';

/** Screenshots every spec saves as artifacts (and that a person looks at): artifacts/screens/<name>.png. */
export const SCREENS = join(import.meta.dirname, '..', '..', 'artifacts', 'screens');
mkdirSync(SCREENS, { recursive: true });

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENS, `${name}.png`), fullPage: true });
  // Nothing may overflow the phone's width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} overflows horizontally by ${overflow}px`).toBeLessThanOrEqual(0);
}

let counter = 0;
/** A mobile number no other test uses: 9 + worker-unique digits. */
export function freshMobile(): string {
  counter += 1;
  const tail = `${process.pid % 10000}`.padStart(4, '0') + `${Date.now() % 100000}`.padStart(5, '0');
  return `9${String((Number(tail) + counter * 7919) % 1e9).padStart(9, '0')}`;
}

/** The OTP the console SMS provider echoes in the answer to `path` (what a phone would receive). */
export async function otpFrom(page: Page, path: string, action: () => Promise<void>): Promise<string> {
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST'), action()]);
  const body = (await response.json()) as { otp?: string };
  if (!body.otp) throw new Error(`${path} answered without an otp: ${JSON.stringify(body)}`);
  return body.otp;
}

/** Registers a player through the screens and lands on /imp. */
export async function registerThroughUi(page: Page, name: string, mobile: string, password: string): Promise<void> {
  await page.goto('/r');
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Phone Number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: 'I am 18 or older' }).check();
  const otp = await otpFrom(page, '/api-check-mobile', () => page.getByRole('button', { name: 'Register', exact: true }).click());
  await expect(page).toHaveURL(/\/otpregister$/);
  await page.getByLabel('OTP').fill(otp);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/imp$/);
}

export async function loginThroughUi(page: Page, mobile: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Phone Number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** The fixed fields of every player call (docs/api.md#a-call). */
/** The server's key (start-server.mjs): not the build's, so the app must take the one written into its page. */
export const APP_KEY = 'e2e-served-app-key';
const APP_FIELDS = { env_type: 'Prod', app_key: APP_KEY } as const;

/** A player's stored login, as the web app keeps it in localStorage `userCredentials`. */
export type PlayerLogin = { username: string; token: string; mobile: string };

/** A player call (POST, JSON) that must answer status true; returns its body. */
export async function playerCall<T = Record<string, unknown>>(request: APIRequestContext, path: string, body: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post(path, { data: { ...APP_FIELDS, ...body } });
  const answer = (await response.json()) as { status?: boolean; msg?: string };
  if (!response.ok() || answer.status !== true) throw new Error(`${path} refused: ${response.status()} ${JSON.stringify(answer)}`);
  return answer as T;
}

/** Registers a player through the API (mobile check, then registration with the echoed OTP). */
export async function registerThroughApi(request: APIRequestContext, name: string, mobile: string, password: string): Promise<PlayerLogin> {
  const { otp } = await playerCall<{ otp: string }>(request, '/api-check-mobile', { mobile });
  const session = await playerCall<{ user_name: string; unique_token: string; mobile: string }>(request, '/api-user-registration', {
    name,
    mobile,
    password,
    otp,
    device_id: 'e2e',
    adult: true,
  });
  return { username: session.user_name, token: session.unique_token, mobile: session.mobile };
}

export async function loginThroughApi(request: APIRequestContext, mobile: string, password: string): Promise<PlayerLogin> {
  const session = await playerCall<{ user_name: string; unique_token: string; mobile: string }>(request, '/api-user-login', {
    mobile,
    password,
    device_id: 'e2e',
  });
  return { username: session.user_name, token: session.unique_token, mobile: session.mobile };
}

/** Makes every page of this context start logged in as `login` (where the login screen itself is not under test). */
export async function storeLogin(page: Page, login: PlayerLogin): Promise<void> {
  await page.addInitScript((credentials) => {
    // The app's pages only: a frame of another site (the payment gateway's checkout) may not use this storage.
    if (window.top !== window) return;
    if (!window.localStorage.getItem('userCredentials')) window.localStorage.setItem('userCredentials', credentials);
  }, JSON.stringify(login));
}

/** A call of the operator API as the seeded owner (admin / admin12345); answers the body, which must say status true. */
export async function operatorCall<T = Record<string, unknown>>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: Record<string, unknown>,
): Promise<T> {
  const login = await request.post('/admin/api/login', { data: { username: 'admin', password: 'admin12345' } });
  const { token } = (await login.json()) as { token?: string };
  if (!token) throw new Error(`operator login refused: ${login.status()}`);
  const response = await request.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, ...(body ? { data: body } : {}) });
  const answer = (await response.json()) as { status?: boolean };
  if (!response.ok() || answer.status !== true) throw new Error(`${method} ${path} refused: ${response.status()} ${JSON.stringify(answer)}`);
  return answer as T;
}

/** A new player with betting on and `points` in the wallet (set by the operator). */
export async function bettingPlayer(
  request: APIRequestContext,
  { name, password, points, mobile = freshMobile() }: { name: string; password: string; points: number; mobile?: string },
): Promise<PlayerLogin> {
  const login = await registerThroughApi(request, name, mobile, password);
  await operatorCall(request, 'PATCH', `/admin/api/users/${login.mobile}`, { betting_status: 1 });
  await operatorCall(request, 'POST', '/admin/api/wallet/adjust', { mobile: login.mobile, amount: points, note: 'e2e stake' });
  return login;
}

/**
 * The server's clock (CLOCK_START, moved only by POST /__test/clock). It only moves forward and all
 * specs share it: only e2e/betting/market-day.spec.ts moves it, in the project that runs after all others.
 */
export async function serverNow(request: APIRequestContext, advanceMs = 0): Promise<Date> {
  const response = await request.post('/__test/clock', { data: { advanceMs } });
  if (!response.ok()) throw new Error(`/__test/clock refused: ${response.status()} ${await response.text()}`);
  return new Date(((await response.json()) as { now: string }).now);
}

/** Installs Playwright's clock in the page at the server's time (before the page loads); both then run on. */
export async function installServerClock(page: Page, request: APIRequestContext): Promise<Date> {
  const now = await serverNow(request);
  await page.clock.install({ time: now });
  return now;
}

/** The instant of an India time (`h:mm AM/PM`) on the e2e server's day, Monday 23 November 2026. */
export function marketDayAt(time: string): Date {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time);
  if (!match) throw new Error(`not a time: ${time}`);
  const hours = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return new Date(`2026-11-23T${String(hours).padStart(2, '0')}:${match[2]}:00+05:30`);
}

/** Moves the server's clock and the page's clock together to an India time of the market day (forward only). */
export async function advanceClockTo(page: Page, request: APIRequestContext, time: string): Promise<Date> {
  const target = marketDayAt(time);
  const advanceMs = target.getTime() - (await serverNow(request)).getTime();
  if (advanceMs < 0) throw new Error(`the server's clock is already past ${time}`);
  const now = await serverNow(request, advanceMs);
  await page.clock.setSystemTime(now);
  return now;
}

/** Fails the test on any console error or uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        // A refused call (401/400 …) is logged by Chromium as a failed resource load; that is expected in these flows.
        if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

// ---------------------------------------------------------------------------------------------
// The operator console (/admin)

/** The two widths the console is checked at: the desktop it is built for and the phone of the spec. */
export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;
export type ConsoleWidth = 'desktop' | 'phone';
export const CONSOLE_WIDTHS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const satisfies ReadonlyArray<readonly [ConsoleWidth, { width: number; height: number }]>;

/** The seeded owner of the console (printed by `npm start`; README, Two commands). */
export const OPERATOR = { username: 'admin', password: 'admin12345' } as const;

/** Logs the seeded owner into the console through its login screen and lands on the dashboard. */
export async function consoleLogin(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Operator console', level: 1 })).toBeVisible();
  await page.getByLabel('Username').fill(OPERATOR.username);
  await page.getByLabel('Password', { exact: true }).fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await consoleReady(page, 'Dashboard');
}

/** Waits for a console screen: its heading, no spinner, no loading rows. */
export async function consoleReady(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
}

/**
 * Opens a console screen from its menu, as the operator would: the sidebar at desktop width, the
 * menu button of the top bar on a phone (where the sidebar is hidden).
 */
export async function consoleNavigate(page: Page, label: string, title = label): Promise<void> {
  const isPhone = (page.viewportSize()?.width ?? DESKTOP.width) < 900;
  const nav = page.getByRole('navigation', { name: 'Console' });
  if (isPhone) {
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
  }
  await nav.getByRole('link', { name: label, exact: true }).click();
  if (isPhone) await expect(nav).toBeHidden();
  await consoleReady(page, title);
}

/** Chooses the option of a console select (by its label) whose text matches `option`. */
export async function chooseOption(page: Page, label: string, option: RegExp | string): Promise<void> {
  const select = page.getByRole('main').getByLabel(label, { exact: true });
  const value = await select.locator('option').filter({ hasText: option }).first().getAttribute('value');
  if (value === null) throw new Error(`no option ${String(option)} in ${label}`);
  await select.selectOption(value);
}

/**
 * screenshot() of a console screen, which at desktop width must also show every column of its
 * tables: a table that scrolls sideways inside its own box there hides its last column (the
 * actions). On a phone such scrolling is allowed (the wide tables become cards or scroll).
 */
export async function consoleScreenshot(page: Page, name: string): Promise<void> {
  if ((page.viewportSize()?.width ?? 0) >= 900) {
    const hidden = await page
      .getByRole('main')
      .locator('table')
      .evaluateAll((tables) =>
        tables
          .map((table) => table.parentElement!)
          .filter((box) => box.scrollWidth > box.clientWidth)
          .map((box) => `${box.querySelector('th')?.textContent ?? 'table'}: ${box.scrollWidth - box.clientWidth}px`),
      );
    expect(hidden, `${name}: tables scrolling sideways at desktop width`).toEqual([]);
  }
  await screenshot(page, name);
}
