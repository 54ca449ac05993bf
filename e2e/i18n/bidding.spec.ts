import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
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
 * Hindi and Marathi (ADR 020) in the bid screens: a player who chose हिंदी or मराठी opens a market's game grid (bid types and
 * boards named in the language), a bid screen, makes a validation error (points below the minimum: the
 * rule's message in the language), then places the bid (the success toast in the language). Every board
 * screen of the grid, the 00-99 grid, Starline and Gali Disawar are looked at on the 390 px phone: nothing
 * overflows and no button, tile or label cuts its text. Each locale has its own market, so no other spec's
 * draw sees these bids.
 */
const LOCALES = join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'locales');
function catalogue(code: string, component: string): Record<string, string> {
  return JSON.parse(readFileSync(join(LOCALES, code, `${component}.json`), 'utf8')) as Record<string, string>;
}

/** A board's preview count ("8 बोलियाँ"): the plural form of more than one. */
function bidsText(bidding: Record<string, string>, count: number): string {
  const forms = bidding.preview as unknown as Record<string, string>;
  return (forms.other ?? '').replace('{count}', String(count));
}

/** The rule's message as the domain catalogue words it (packages/domain/src/i18n/messages.{hi,mr}.ts). */
const MINIMUM_BID: Record<string, string> = {
  hi: 'कम से कम 10 पॉइंट्स की बोली लगानी होगी',
  mr: 'किमान 10 पॉइंट्सची बोली लावावी लागेल',
};

/** No tile, button, label or heading whose text is cut (clipped or spilling out of its box). */
async function expectNothingClipped(page: Page, name: string): Promise<void> {
  const clipped = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        'main a, main button, main label, main h1, main h2, main legend, [role=dialog] button',
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

async function look(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await expectNothingClipped(page, name);
}

for (const code of ['hi', 'mr'] as const) {
  test(`a bid in ${code}: the grid, a validation error and the success toast in the language`, async ({
    page,
    request,
  }) => {
    const games = catalogue(code, 'games');
    const bidding = catalogue(code, 'bidding');
    const slips = catalogue(code, 'slips');
    const name = `Bhasha ${code} ${Date.now() % 100_000}`;
    await operatorCall(request, 'POST', '/admin/api/markets', {
      kind: 'main',
      name,
      openTime: '11:00 PM',
      closeTime: '11:30 PM',
    });
    const player = await bettingPlayer(request, { name: 'Bhasha Player', password: 'secret123', points: 1_000 });
    await storeLogin(page, player);
    await page.addInitScript((lang) => window.localStorage.setItem('pana.lang', JSON.stringify(lang)), code);
    await installServerClock(page, request);

    await page.goto('/imp');
    await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await expect(page).toHaveURL(/\/game$/);
    await expect(page.getByText(bidding.selectGame as string, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: bidding.boards as string })).toBeVisible();
    await expect(page.getByRole('link', { name: games.groupJodi as string, exact: true })).toBeVisible();
    await look(page, `i18n-${code}-game-grid`);

    // Every board screen of the grid, in the language, on the phone.
    for (const board of [
      'singleDigitBulk',
      'jodiBulk',
      'panaBulk',
      'oddEven',
      'redBracket',
      'digitBasedJodi',
      'crossing',
      'groupJodi',
      'twoDigitPanel',
      'familyPanel',
    ]) {
      await page.getByRole('link', { name: games[board] as string, exact: true }).click();
      await expect(page).toHaveURL(/\/board\/main\//);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.getByText(games[board] as string, { exact: true }).first()).toBeVisible();
      if (board === 'panaBulk') await page.getByRole('button', { name: '4', exact: true }).first().click();
      if (board === 'jodiBulk') await expect(page.getByRole('button', { name: '99', exact: true })).toBeVisible();
      if (board === 'redBracket') {
        await page.getByRole('radio', { name: bidding.half as string, exact: true }).check();
        await expect(page.getByTestId('board-preview')).toHaveText(
          `${games.redBracket} · ${games.valueHalf}: ${bidsText(bidding, 10)}`,
        );
      }
      if (board === 'groupJodi') {
        await page.getByLabel(bidding.jodi as string, { exact: true }).fill('17');
        await expect(page.getByTestId('board-preview')).toHaveText(`${games.groupJodi} · 17: ${bidsText(bidding, 8)}`);
      }
      await look(page, `i18n-${code}-board-${board}`);
      await page.goBack();
      await expect(page).toHaveURL(/\/game$/);
      await expect(page.getByRole('heading', { name: bidding.boards as string })).toBeVisible();
    }

    // Back from the last board the page restores its scroll to the bottom while the tile is tapped: tap again
    // if that tap landed beside the tile.
    await expect(async () => {
      await page.getByRole('link', { name: games.singlePana as string, exact: true }).click();
      await expect(page).toHaveURL(/\/singlepana$/, { timeout: 2_000 });
    }).toPass();
    await page.getByLabel(bidding.pana as string, { exact: true }).fill('128');
    await page.getByLabel(bidding.points as string, { exact: true }).fill('5');
    await page.getByRole('button', { name: bidding.proceed as string, exact: true }).click();
    await expect(page.getByText(MINIMUM_BID[code] as string)).toBeVisible();
    await expect(page.getByText('Required minimum bid amount is 10')).toHaveCount(0);
    await look(page, `i18n-${code}-bid-error`);

    await page.getByLabel(bidding.points as string, { exact: true }).fill('20');
    await page.getByRole('button', { name: bidding.proceed as string, exact: true }).click();
    await expect(page.getByRole('list', { name: bidding.yourBids as string }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('slip-wallet')).toHaveText('980');
    // Save the slip under a name, in the language.
    await page.getByRole('button', { name: slips.saveSlip as string, exact: true }).click();
    const save = page.getByRole('dialog', { name: slips.saveTitle as string });
    await save.getByRole('button', { name: slips.save as string, exact: true }).click();
    await expect(save.getByText(slips.nameRequired as string)).toBeVisible();
    await look(page, `i18n-${code}-save-slip`);
    await save.getByLabel(slips.name as string).fill(`सुबह ${code}`);
    await save.getByRole('button', { name: slips.save as string, exact: true }).click();
    await expect(save).toBeHidden();

    await page.getByRole('button', { name: bidding.submit as string, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: bidding.confirmTitle as string });
    await expect(dialog.getByTestId('total-points')).toHaveText('20');
    await expect(dialog.getByText(bidding.warning as string)).toBeVisible();
    await look(page, `i18n-${code}-bid-confirm`);
    await dialog.getByRole('button', { name: bidding.submit as string, exact: true }).click();
    await expect(page.getByText(bidding.placed as string)).toBeVisible();
    await expect(page.getByText('Bid placed successfully!')).toHaveCount(0);
    await look(page, `i18n-${code}-bid-placed`);

    // The saved slip on the game grid's sheet: its name, type and totals in the language.
    await page.goBack();
    await expect(page).toHaveURL(/\/game$/);
    await page.getByRole('button', { name: slips.savedSlips as string, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: slips.savedTitle as string });
    await expect(sheet.getByText(`सुबह ${code}`)).toBeVisible();
    await expect(sheet.getByText(games.singlePana as string)).toBeVisible();
    await look(page, `i18n-${code}-saved-slips`);
  });

  test(`Starline and Gali Disawar in ${code}`, async ({ page, request }) => {
    const starline = catalogue(code, 'starline');
    const gali = catalogue(code, 'gali');
    const games = catalogue(code, 'games');
    const slot = `Tara ${code} ${Date.now() % 100_000}`;
    const gaLi = `Gali ${code} ${Date.now() % 100_000}`;
    await operatorCall(request, 'POST', '/admin/api/markets', { kind: 'starline', name: slot, openTime: '11:00 PM' });
    await operatorCall(request, 'POST', '/admin/api/markets', { kind: 'gali', name: gaLi, openTime: '11:00 PM' });
    const player = await bettingPlayer(request, { name: 'Bhasha Star', password: 'secret123', points: 100 });
    await storeLogin(page, player);
    await page.addInitScript((lang) => window.localStorage.setItem('pana.lang', JSON.stringify(lang)), code);
    await installServerClock(page, request);

    await page.goto('/imp2');
    await expect(page.getByRole('heading', { name: starline.title as string }).last()).toBeVisible();
    await expect(page.getByText(starline.rateTriplePana as string)).toBeVisible();
    await expect(page.getByRole('list', { name: starline.listLabel as string })).toBeVisible();
    await look(page, `i18n-${code}-starline`);
    await page.getByRole('button', { name: new RegExp(`^${slot}`) }).click();
    await expect(page).toHaveURL(/\/stargame$/);
    await expect(page.getByRole('link', { name: games.triplePana as string, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: games.oddEven as string, exact: true })).toBeVisible();
    await look(page, `i18n-${code}-starline-grid`);

    await page.goto('/galiIMP');
    await expect(page.getByRole('heading', { name: gali.title as string }).last()).toBeVisible();
    await expect(page.getByText(gali.rateJodi as string, { exact: true })).toBeVisible();
    await look(page, `i18n-${code}-gali`);
    await page.getByRole('button', { name: new RegExp(`^${gaLi}`) }).click();
    await expect(page).toHaveURL(/\/galiallgame$/);
    await expect(page.getByText(gali.chooseGame as string, { exact: true }).last()).toBeVisible();
    await expect(page.getByRole('link', { name: games.redBracket as string, exact: true })).toBeVisible();
    await look(page, `i18n-${code}-gali-chooser`);
    await page.getByRole('button', { name: games.leftDigit as string, exact: true }).click();
    await expect(page).toHaveURL(/\/leftdigit$/i);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(gaLi);
    await look(page, `i18n-${code}-gali-left-digit`);
  });
}
