import { type Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';

/**
 * The market day of one player, Monday 23 November 2026 (the e2e server's clock starts at 10:00 AM
 * India time). bids.spec.ts places these bids through the screens before any market opens (in the
 * first project, beside the other specs); market-day.spec.ts then moves the clock, declares the
 * results below through the operator API and checks the wins (in the project that runs last).
 *
 * Results (docs/rules.md#results): Kalyan Morning open 128 (ank 1), close 223 (ank 7), jodi 17; Starline
 * 11:00 AM 139 (ank 3); Faridabad 47. Rates are the seeded defaults (docs/rules.md#rates).
 */
export const MARKET_DAY_PLAYER = { name: 'Bettor', mobile: '8000000017', password: 'bet-pass-1' } as const;

/** Points the operator puts in the player's wallet before the day. */
export const STAKE = 10_000;

/** The seeded ids (POST /api-get-dashboard-data, /api-starline-game, /api-galidisawar-game). */
export const MARKETS = { kalyanMorning: 1, starline11am: 15, faridabad: 27 } as const;

/** Points as the app shows them (Indian grouping). */
export const pts = (n: number) => n.toLocaleString('en-IN');

export type Family = 'main' | 'starline' | 'gali';

export type BidStep = {
  name: string;
  path: string;
  session?: 'Open' | 'Close';
  /** The digit pad's key (single-digit screens). */
  pad?: string;
  /** Fields by label. */
  fields?: Record<string, string>;
  tick?: string[];
  points: number;
  /** Lines the entry becomes (SP DP TP and the motors expand). */
  lines: number;
};

/** Kalyan Morning (11:00 AM–12:00 PM): the ten main types, 22 lines, 250 points. */
export const MAIN_BIDS: BidStep[] = [
  { name: 'Single Digit', path: '/single', session: 'Open', pad: '1', points: 20, lines: 1 },
  { name: 'Jodi Digit', path: '/jodi', fields: { Jodi: '17' }, points: 10, lines: 1 },
  { name: 'Single Pana', path: '/singlepana', session: 'Open', fields: { Pana: '128' }, points: 10, lines: 1 },
  { name: 'Double Pana', path: '/doublepana', session: 'Close', fields: { Pana: '223' }, points: 20, lines: 1 },
  { name: 'Triple Pana', path: '/tripplepana', session: 'Open', fields: { Pana: '777' }, points: 10, lines: 1 },
  {
    name: 'Half Sangam',
    path: '/halfsangam',
    session: 'Open',
    fields: { 'Open Digit': '1', 'Close Pana': '223' },
    points: 10,
    lines: 1,
  },
  {
    name: 'Full Sangam',
    path: '/fullsangam',
    fields: { 'Open Pana': '128', 'Close Pana': '223' },
    points: 10,
    lines: 1,
  },
  // The double panas of ank 7: 115 133 188 223 377 449 557 566 700.
  { name: 'SP DP TP', path: '/spdptp', session: 'Close', fields: { Digit: '7' }, tick: ['DP'], points: 10, lines: 9 },
  // 128 120 180 280.
  { name: 'SP Motor', path: '/spmotor', session: 'Open', fields: { Digits: '1280' }, points: 10, lines: 4 },
  // 223 233.
  { name: 'DP Motor', path: '/dpmotor', session: 'Close', fields: { Digits: '23' }, points: 15, lines: 2 },
];

/** The Starline 11:00 AM slot: 40 points. */
export const STARLINE_BIDS: BidStep[] = [
  { name: 'Single Digit', path: '/starsingle', pad: '3', points: 10, lines: 1 },
  { name: 'Single Pana', path: '/ssinglepana', fields: { Pana: '139' }, points: 10, lines: 1 },
  { name: 'Double Pana', path: '/sdoublepana', fields: { Pana: '166' }, points: 10, lines: 1 },
  { name: 'Triple Pana', path: '/stripplepana', fields: { Pana: '111' }, points: 10, lines: 1 },
];

/** Faridabad (6:00 PM): 40 points. */
export const GALI_BIDS: BidStep[] = [
  { name: 'Left Digit', path: '/leftdigit', pad: '4', points: 10, lines: 1 },
  { name: 'Right Digit', path: '/rightdigit', pad: '7', points: 20, lines: 1 },
  { name: 'Jodi Digit', path: '/jodidigit', fields: { Jodi: '47' }, points: 10, lines: 1 },
];

export const spent = (bids: BidStep[]) => bids.reduce((sum, bid) => sum + bid.points * bid.lines, 0);

/** 10,000 − 250 − 40 − 40. */
export const AFTER_BIDS = STAKE - spent(MAIN_BIDS) - spent(STARLINE_BIDS) - spent(GALI_BIDS);
/** Open 128 (ank 1): Single Digit 1 (20 × 95/10), Single Pana 128 and the SP Motor line 128 (10 × 1500/10 each). */
export const OPEN_WINS = 190 + 1500 + 1500;
/** Starline 139 (ank 3): Single Digit 3 (10 × 95/10) and Single Pana 139 (10 × 1500/10). */
export const STARLINE_WINS = 95 + 1500;
/**
 * Close 223 (ank 7, jodi 17): Jodi 17 (10 × 950/10), Double Pana 223 (20 × 3000/10), Half Sangam
 * 1-223 (10 × 10000/10), Full Sangam 128-223 (10 × 100000/10), and the 223 lines of SP DP TP
 * (10 × 3000/10) and DP Motor (15 × 3000/10).
 */
export const CLOSE_WINS = 950 + 6000 + 10_000 + 100_000 + 3000 + 4500;
/** Faridabad 47: Left Digit 4 (10 × 95/10), Right Digit 7 (20 × 95/10), Jodi 47 (10 × 950/10). */
export const GALI_WINS = 95 + 190 + 950;

/** The wallet in the header. */
export const headerWallet = (page: Page, amount: number) =>
  page.getByRole('link', { name: `Wallet balance ${pts(amount)} points, open wallet` });

/** Back to /imp through the menu. */
export async function goHome(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/imp$/);
}

/** The rate lines of a Starline or Gali home, as "label a-b". */
export function rateRows(page: Page): Promise<string[]> {
  return page
    .getByRole('term')
    .evaluateAll((terms) => terms.map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`));
}

/** A history card as historyCards reads it. */
export const card = (game: string, type: string, number: string, session: string | null, value: number) =>
  [game, '23-November-2026', type, number, ...(session ? [session] : []), pts(value)].join(' | ');

/**
 * Opens a history screen, checks its title and today's dates and reads the cards it loads on open
 * (no press of Submit), each as "game | date | type | number | [session |] points or amount", sorted.
 */
export async function historyCards(page: Page, path: string, title: string, count: number): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByLabel('From Date')).toHaveValue('11/23/2026');
  await expect(page.getByLabel('To Date')).toHaveValue('11/23/2026');
  return readCards(page, count);
}

/** The `count` cards of the history screen on display, read as historyCards describes, sorted. */
export async function readCards(page: Page, count: number): Promise<string[]> {
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(count);
  const texts = await cards.evaluateAll((items) =>
    items.map((li) => {
      const head = Array.from(li.querySelectorAll(':scope > div span')).map((span) => span.textContent ?? '');
      const facts = Array.from(li.querySelectorAll('dd')).map((dd) => dd.textContent ?? '');
      return [...head, ...facts].join(' | ');
    }),
  );
  return texts.sort();
}
