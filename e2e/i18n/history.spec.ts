import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import {
  bettingPlayer,
  expect,
  installServerClock,
  operatorCall,
  playerCall,
  screenshot,
  storeLogin,
  test,
} from '../support/fixtures.ts';

/**
 * Hindi and Marathi (ADR 020) in the histories and the wallet: a player who chose हिंदी or मराठी and placed a board bid (Two Digit
 * Panel 12 on their own market: single and double panas of the open session) opens the History menu, then the
 * main Bid History, and finds the items with their bid type, session and board in the language and the date's
 * month translated (digits stay ASCII); then opens the Wallet (balance, its four buttons, the withdraw numbers
 * and the bank account in the language) and the Wallet History (a friend's transfer, the bid and the operator's
 * stake, noted in the language by the server). Every screen is looked at on the 390 px phone: nothing overflows and
 * no heading, button, link or label cuts its text.
 */
const LOCALES = join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'locales');
/** The words of a component's catalogue the test reads; a key the catalogue lacks fails at once. */
function catalogue<K extends string>(code: string, component: string, keys: readonly K[]): Record<K, string> {
  const all = JSON.parse(readFileSync(join(LOCALES, code, `${component}.json`), 'utf8')) as Record<string, unknown>;
  return Object.fromEntries(
    keys.map((key) => {
      const text = all[key];
      if (typeof text !== 'string') throw new Error(`${code}/${component}.json has no text ${key}`);
      return [key, text];
    }),
  ) as Record<K, string>;
}

/** The months as the screens write them (apps/web/src/lib/i18n/format.ts). */
const MONTHS: Record<'hi' | 'mr', readonly string[]> = {
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
  mr: ['जानेवारी', 'फेब्रुवारी', 'मार्च', 'एप्रिल', 'मे', 'जून', 'जुलै', 'ऑगस्ट', 'सप्टेंबर', 'ऑक्टोबर', 'नोव्हेंबर', 'डिसेंबर'],
};
/** The wallet notes' words the server writes in the language (packages/domain/src/i18n messages.hi.ts, messages.mr.ts). */
const NOTES: Record<'hi' | 'mr', { bid: string; adjustment: string; transferFrom: string }> = {
  hi: { bid: 'बोली', adjustment: 'एडजस्टमेंट', transferFrom: 'से ट्रांसफर' },
  mr: { bid: 'बोली', adjustment: 'ॲडजस्टमेंट', transferFrom: 'यांच्याकडून ट्रांसफर' },
};
const ENGLISH_MONTHS = /January|February|March|April|May|June|July|August|September|October|November|December/;

/** Two Digit Panel, 12: eight single panas and two double panas of the open session (120 points). */
const TWO_DIGIT_PANEL_12 = [
  ...['123', '124', '125', '126', '127', '128', '129', '120'].map((digits) => ({
    type: 'Single Pana',
    digits,
    points: '10',
    session: 'Open',
  })),
  { type: 'Double Pana', digits: '112', points: '20', session: 'Open' },
  { type: 'Double Pana', digits: '122', points: '20', session: 'Open' },
];

/** No heading, button, link or label whose text is cut (clipped or spilling out of its box). */
async function expectNothingClipped(page: Page, name: string): Promise<void> {
  const clipped = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        'main a, main button, main label, main h1, main h2, main dt, main dd, main li span, [role=dialog] button',
      ),
    )
      // Screen reader words (visually hidden on purpose) are not shown text.
      .filter((el) => el.offsetParent !== null && el.textContent?.trim() && !el.closest('.visually-hidden'))
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
  test(`the Bid History and the Wallet in ${code}: type, session, board and month in the language`, async ({
    page,
    request,
  }) => {
    const games = catalogue(code, 'games', ['twoDigitPanel', 'singlePana', 'doublePana', 'open'] as const);
    const history = catalogue(code, 'history', [
      'menuTitle',
      'menuMainBids',
      'mainBidsTitle',
      'fromDate',
      'chooseDate',
      'previousMonth',
      'submit',
      'digits',
      'session',
    ] as const);
    const wallet = catalogue(code, 'wallet', [
      'balance',
      'walletActions',
      'addFund',
      'withdrawFund',
      'transfer',
      'walletHistory',
      'payoutTitle',
      'bankTitle',
      'notAdded',
      'walletHistoryTitle',
    ] as const);
    const name = `Itihas ${code} ${Date.now() % 100_000}`;
    const { id } = await operatorCall<{ id: number }>(request, 'POST', '/admin/api/markets', {
      kind: 'main',
      name,
      openTime: '11:00 PM',
      closeTime: '11:30 PM',
    });
    const player = await bettingPlayer(request, { name: 'Itihas Player', password: 'secret123', points: 1_000 });
    await playerCall(request, '/api-submit-bid', {
      unique_token: player.token,
      game_id: String(id),
      new_result: {
        Gamename: name,
        totalbit: '120',
        gameid: String(id),
        pana: 'Two Digit Panel',
        gametype: 'Open',
        bid_date: '',
        session: 'Two Digit Panel',
        board: 'Two Digit Panel',
        board_value: '12',
        result: TWO_DIGIT_PANEL_12,
      },
    });
    // Points from a friend: the transfer's note names the sender as they are, in the language's words.
    const friend = await bettingPlayer(request, { name: 'Itihas Friend', password: 'secret123', points: 500 });
    await playerCall(request, '/api-user-transfer-wallet-balance', {
      unique_token: friend.token,
      amount: '150',
      mobile_no: player.mobile,
      transfer_note: '',
    });
    await storeLogin(page, player);
    await page.addInitScript((lang) => window.localStorage.setItem('pana.lang', JSON.stringify(lang)), code);
    // Today is the server's day: the history opens on it, and its month is the one the items show.
    const now = await installServerClock(page, request);
    const [year, month, day] = now.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }).split('-').map(Number) as [
      number,
      number,
      number,
    ];
    const date = `${day}-${MONTHS[code][month - 1]}-${year}`;

    await page.goto('/histories');
    const menu = page.getByRole('navigation', { name: history.menuTitle });
    await expect(menu.getByRole('link')).toHaveCount(8);
    await expect(menu.getByRole('link', { name: history.menuMainBids, exact: true })).toBeVisible();
    await look(page, `i18n-${code}-history-menu`);

    await menu.getByRole('link', { name: history.menuMainBids, exact: true }).click();
    await expect(page).toHaveURL(/\/imp4$/);
    await expect(page.getByRole('heading', { level: 1, name: history.mainBidsTitle })).toBeVisible();
    await expect(page.getByLabel(history.fromDate, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: history.submit, exact: true })).toBeVisible();

    // The date picker's calendar: its month, weekdays and screen-reader words in the language, digits ASCII.
    await page.getByLabel(history.fromDate, { exact: true }).click();
    const calendar = page.getByRole('dialog', { name: history.chooseDate });
    await expect(calendar.getByRole('heading', { name: `${MONTHS[code][month - 1]} ${year}` })).toBeVisible();
    await expect(calendar.getByRole('button', { name: history.previousMonth })).toBeVisible();
    await expect(
      calendar.getByRole('gridcell', { name: new RegExp(`, ${day} ${MONTHS[code][month - 1]} ${year}$`) }),
    ).toHaveText(String(day));
    await expect(calendar).not.toContainText(/Su|Mo|Tu|We|Th|Fr|Sa/);
    await expect(calendar).not.toContainText(ENGLISH_MONTHS);
    await look(page, `i18n-${code}-history-date-picker`);
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();

    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: new RegExp(name, 'i') });
    await expect(cards).toHaveCount(10);
    const board = `${games.twoDigitPanel} · 12`;
    await expect(cards.filter({ hasText: board })).toHaveCount(10);
    await expect(cards.filter({ hasText: games.singlePana })).toHaveCount(8);
    await expect(cards.filter({ hasText: games.doublePana })).toHaveCount(2);
    const card = cards.filter({ hasText: '128' });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(games.singlePana);
    await expect(card).toContainText(board);
    await expect(card.getByRole('definition').nth(1)).toHaveText(games.open);
    await expect(card).toContainText(date);
    await expect(card).toContainText(history.digits);
    await expect(card).toContainText(history.session);
    // Nothing of the item is left in English: not the type, the board, the session or the month.
    for (const english of ['Single Pana', 'Double Pana', 'Two Digit Panel', 'Open', 'Session', 'Number']) {
      await expect(cards.filter({ hasText: english })).toHaveCount(0);
    }
    await expect(cards.filter({ hasText: ENGLISH_MONTHS })).toHaveCount(0);
    await look(page, `i18n-${code}-bid-history`);

    await page.goto('/wallet');
    await expect(page.getByRole('heading', { level: 1, name: wallet.balance })).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toHaveText('1,030');
    const actions = page.getByRole('navigation', { name: wallet.walletActions });
    for (const action of ['addFund', 'withdrawFund', 'transfer', 'walletHistory'] as const) {
      await expect(actions.getByRole('link', { name: wallet[action], exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: wallet.payoutTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: wallet.bankTitle })).toBeVisible();
    await expect(page.getByTestId('bank-account')).toContainText(wallet.notAdded);
    await expect(page.getByRole('main')).not.toContainText('Wallet Balance');
    await look(page, `i18n-${code}-wallet`);

    // The Wallet History words the transfer's, the bid's and the operator's entries in the language (the
    // server writes them so), the month too; the names, the mobile and the operator's words as they are.
    await actions.getByRole('link', { name: wallet.walletHistory, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: wallet.walletHistoryTitle })).toBeVisible();
    const entries = page.getByRole('main').getByRole('listitem');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText(`Itihas Friend (${friend.mobile}) ${NOTES[code].transferFrom}`);
    await expect(entries.nth(1)).toContainText(`${NOTES[code].bid}: ${name}`);
    await expect(entries.nth(1)).toContainText(date);
    await expect(entries.nth(2)).toContainText(`${NOTES[code].adjustment}: e2e stake`);
    await expect(page.getByRole('main')).not.toContainText(/Bid:|Adjustment:|Transfer|November/);
    await look(page, `i18n-${code}-wallet-history`);
  });
}
