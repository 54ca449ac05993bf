import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test as base } from '@playwright/test';

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
