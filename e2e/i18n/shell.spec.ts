import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { MESSAGES_HI } from '../../packages/domain/src/i18n/messages.hi.ts';
import { MESSAGES_MR } from '../../packages/domain/src/i18n/messages.mr.ts';
import { bettingPlayer, expect, freshMobile, playerCall, screenshot, test } from '../support/fixtures.ts';

/**
 * Hindi and Marathi (ADR 020) in the shell: a player picks हिंदी or मराठी on the login screen, a wrong password is refused
 * in the language (the server's `msg` too, X-Pana-Lang), the login opens the home screen with its markets
 * in the language ("मार्केट चालू है" / "मार्केट सुरू आहे"), the menu and the content pages follow; after a
 * reload the choice is still there, and the account has it: a second device logging in without a choice
 * shows the screens in it. Every screen is looked at on the 390 px phone: nothing cut or overflowing.
 */
const LOCALES = join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'locales');
function catalogue(code: string, component: string): Record<string, string> {
  return JSON.parse(readFileSync(join(LOCALES, code, `${component}.json`), 'utf8')) as Record<string, string>;
}

const NAMES = { hi: 'हिंदी', mr: 'मराठी' } as const;
const SERVER = { hi: MESSAGES_HI, mr: MESSAGES_MR } as const;
const PASSWORD = 'secret123';

/** No link, button, label or heading whose text is cut (clipped or spilling out of its box). */
async function expectNothingClipped(page: Page, name: string): Promise<void> {
  const clipped = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        'header p, header a, main a, main button, main label, main h1, main h2, [role=dialog] a, [role=dialog] button',
      ),
    )
      .filter((el) => el.offsetParent !== null && el.textContent?.trim())
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 2)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} "${el.textContent?.trim()}" ${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}`,
      ),
  );
  expect(clipped, `${name}: text cut`).toEqual([]);
}

/** Names that stay as they are in every language: the brand, OTP, the apps and payment services. */
const BRANDS = new Set(['Pana', 'PANA', 'OTP', 'UPI', 'WhatsApp', 'Android', 'Paytm', 'Google', 'Pay', 'PhonePe']);

/** Latin-letter words on the screen apart from those names (what a translation left in English). */
async function englishWords(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !BRANDS.has(word));
}

async function look(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await expectNothingClipped(page, name);
}

for (const code of ['hi', 'mr'] as const) {
  test(`the shell in ${code}: login, home, menu and content pages in the language, kept on the device and the account`, async ({
    page,
    browser,
    request,
  }) => {
    const auth = catalogue(code, 'auth');
    const shell = catalogue(code, 'shell');
    const card = catalogue(code, 'marketCard');
    const markets = catalogue(code, 'markets');
    const home = catalogue(code, 'home');
    const content = catalogue(code, 'content');
    const player = await bettingPlayer(request, { name: `Bhasha ${code}`, password: PASSWORD, points: 12_34_567 });

    // The login screen: the language chosen there.
    await page.goto('/login');
    await page.getByRole('button', { name: NAMES[code] }).click();
    await expect(page.getByRole('heading', { name: auth.loginTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await look(page, `i18n-shell-${code}-login`);

    // A wrong password: the server's msg comes in the language, the screen says so in it.
    await page.getByLabel(auth.phoneLabel as string).fill(player.mobile);
    await page.getByLabel(auth.passwordLabel as string, { exact: true }).fill('wrong-password');
    const [refusal] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api-user-login')),
      page.getByRole('button', { name: auth.submit }).click(),
    ]);
    expect(refusal.request().headers()['x-pana-lang']).toBe(code);
    expect(((await refusal.json()) as { msg: string }).msg).toBe(SERVER[code]['Invalid username and password']);
    await expect(page.getByText(auth.userNotRegistered as string)).toBeVisible();
    await look(page, `i18n-shell-${code}-login-refused`);

    // The login: home with its markets in the language.
    await page.getByLabel(auth.passwordLabel as string, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: auth.submit }).click();
    await expect(page).toHaveURL(/\/imp$/);
    await expect(page.getByRole('heading', { name: markets.listTitle, exact: true })).toBeVisible();
    await expect(page.getByText(card.marketOpen as string).first()).toBeVisible();
    await expect(page.getByRole('link', { name: home.starline })).toBeVisible();
    await expect(page.getByRole('link', { name: home.addFund })).toBeVisible();
    await expect(page.getByRole('link', { name: shell.walletLabel?.replace('{amount}', '12,34,567') })).toBeVisible();
    await look(page, `i18n-shell-${code}-home`);

    // The menu.
    await page.getByRole('button', { name: shell.openMenu }).click();
    const menu = page.getByRole('dialog', { name: shell.menu });
    await expect(menu.getByRole('link', { name: shell.bidHistory })).toBeVisible();
    await expect(menu.getByRole('button', { name: NAMES[code] })).toHaveAttribute('aria-pressed', 'true');
    await look(page, `i18n-shell-${code}-menu`);
    await menu.getByRole('link', { name: shell.privacyPolicy }).click();
    await expect(page).toHaveURL(/\/privacypolicy$/);
    await expect(page.getByRole('heading', { name: content.whoWeAre })).toBeVisible();
    await look(page, `i18n-shell-${code}-privacy`);

    // The account's own screens and the content pages: in the language, no English word left, nothing cut.
    const routes = catalogue(code, 'routes');
    for (const [path, title] of [
      ['/change', routes.changePassword],
      ['/profile', routes.editProfile],
      ['/play-responsibly', routes.playResponsibly],
      ['/gameRates', routes.gameRates],
      ['/notifications', routes.notifications],
      ['/privacypolicy', routes.privacyPolicy],
      ['/about', routes.aboutUs],
      ['/delete', routes.deleteAccount],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('header').getByText(title as string, { exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await englishWords(page), path).toEqual([]);
      await look(page, `i18n-shell-${code}${path.replace('/', '-')}`);
    }

    // A reload keeps the choice; the account has it (the login sent the device's choice).
    await page.goto('/imp');
    await page.reload();
    await expect(page.getByText(card.marketOpen as string).first()).toBeVisible();
    await expect
      .poll(
        async () =>
          (await playerCall<{ lang?: string }>(request, '/api-get-user-info', { unique_token: player.token })).lang,
      )
      .toBe(code);

    // A second device that never chose a language takes the account's at login.
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto('/login');
    await expect(second.getByRole('heading', { name: 'Login To Play' })).toBeVisible();
    await second.getByLabel('Phone Number').fill(player.mobile);
    await second.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await second.getByRole('button', { name: 'Submit' }).click();
    await expect(second).toHaveURL(/\/imp$/);
    await expect(second.getByText(card.marketOpen as string).first()).toBeVisible();
    await expect(second.locator('html')).toHaveAttribute('lang', code);
    expect(await second.evaluate(() => window.localStorage.getItem('pana.lang'))).toBe(JSON.stringify(code));
    await look(second, `i18n-shell-${code}-second-device`);
    await other.close();
  });
}

for (const code of ['hi', 'mr'] as const) {
  test(`the OTP screens in ${code}: the lead around the number, a screen opened without its step, no English left`, async ({
    page,
  }) => {
    const auth = catalogue(code, 'auth');
    await page.addInitScript((lang) => window.localStorage.setItem('pana.lang', JSON.stringify(lang)), code);

    // Opened without the register form's hand-over: the rules' message and the way back, in the language.
    await page.goto('/otpregister');
    await expect(page.getByRole('alert')).toHaveText(SERVER[code]['Invalid navigation. Please start over.']);
    await expect(page.getByRole('link', { name: auth.startOver })).toHaveAttribute('href', '/r');
    expect(await englishWords(page)).toEqual([]);

    // Registering: the code's screen names the number where the language puts it.
    const mobile = freshMobile();
    await page.goto('/r');
    await page.getByLabel(auth.usernameLabel as string).fill(`Bhasha ${code}`);
    await page.getByLabel(auth.phoneLabel as string).fill(mobile);
    await page.getByLabel(auth.passwordLabel as string, { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: auth.adult }).check();
    await page.getByRole('button', { name: auth.register, exact: true }).click();
    await expect(page).toHaveURL(/\/otpregister$/);
    const shown = `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
    await expect(page.getByText(shown, { exact: true })).toBeVisible();
    await expect(page.locator('form p').first()).toHaveText(
      // The server's codes have 6 digits (ADR 022).
      (auth.codeSentTo as string).replace('{phone}', shown).replace('{length}', '6'),
    );
    expect(await englishWords(page)).toEqual([]);
    await look(page, `i18n-shell-${code}-otp`);
  });
}
