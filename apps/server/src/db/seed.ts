import { addDays, ALL_PANAS, ankOf, hashChainEntry, indiaDate, type ResultChainFields } from '@pana/domain';
import { hashPassword } from '../lib/crypto.ts';
import { type Db, type Executor } from './database.ts';
import { lockFirstRun } from './engine.ts';
import { writeSettingRows } from './settings-rows.ts';

/** Minutes after India midnight. */
const at = (hour24: number, minute = 0) => hour24 * 60 + minute;

/** Main markets as the industry names and times them (demo data, India time); Main Bazar runs overnight. */
export const DEMO_MAIN_MARKETS: Array<[name: string, open: number, close: number]> = [
  ['Kalyan Morning', at(11), at(12)],
  ['Sridevi', at(11, 35), at(12, 35)],
  ['Time Bazar', at(13), at(14)],
  ['Madhur Day', at(13, 30), at(14, 30)],
  ['Milan Day', at(15), at(17)],
  ['Rajdhani Day', at(15, 15), at(17, 15)],
  ['Kalyan', at(15, 45), at(17, 45)],
  ['Sridevi Night', at(19), at(20)],
  ['Madhur Night', at(20, 30), at(22, 30)],
  ['Milan Night', at(21), at(23)],
  ['Kalyan Night', at(21, 30), at(23, 40)],
  ['Rajdhani Night', at(21, 35), at(23, 45)],
  ['Main Bazar', at(21, 40), at(0, 5)],
];

/** Starline: one slot an hour from 10:00 AM to 9:00 PM. */
export const DEMO_STARLINE_SLOTS: number[] = Array.from({ length: 12 }, (_, i) => at(10 + i));

export const DEMO_GALI_MARKETS: Array<[name: string, time: number]> = [
  ['Disawar', at(5)],
  ['Faridabad', at(18)],
  ['Gaziabad', at(21, 30)],
  ['Gali', at(23, 30)],
];

/** Default rates (docs/rules.md#rates), under the legacy API's field names. */
export const DEFAULT_RATES: Array<['main' | 'starline' | 'gali', string, number, number]> = [
  ['main', 'single_digit', 10, 95],
  ['main', 'jodi_digit', 10, 950],
  ['main', 'single_pana', 10, 1500],
  ['main', 'double_pana', 10, 3000],
  ['main', 'tripple_pana', 10, 7000],
  ['main', 'half_sangam', 10, 10000],
  ['main', 'full_sangam', 10, 100000],
  ['starline', 'single_digit', 10, 95],
  ['starline', 'single_pana', 10, 1500],
  ['starline', 'double_pana', 10, 3000],
  ['starline', 'tripple_pana', 10, 7000],
  // Gali reads Left Digit from single_digit, Right Digit from single_pana, Jodi from double_pana.
  ['gali', 'single_digit', 10, 95],
  ['gali', 'single_pana', 10, 95],
  ['gali', 'double_pana', 10, 950],
];

export const DEMO_PLAYER = { name: 'Demo Player', mobile: '9876543210', password: 'demo1234', points: 10_000 };

/**
 * The settings a demo installation starts with, by key of the content module's DEFAULT_SETTINGS
 * (modules/content/settings.test.ts checks that every key is one).
 */
export const DEMO_SETTINGS: Readonly<Record<string, string>> = {
  mobile_no: '9000000001',
  mobile_1: '9000000001',
  whatsapp_no: '9000000001',
  telegram_no: '9000000001',
  upi_id: 'pana.demo@upi',
  deposit_rule: 'Minimum deposit is 100 points.\nDeposits are credited after the operator confirms the payment.\nKeep your UPI transaction reference until the points arrive.',
  withdrawal_rule:
    'Minimum withdrawal is 500 points.\nWithdrawals are accepted from 10:00 AM to 6:00 PM.\nThe points are held as soon as you ask and paid to your UPI number after approval.',
  how_to_play_content:
    '<h3>How to play</h3><p>Choose a market that is open, pick a game type, enter your number and points, and submit before the market closes.</p><p>Results are declared at the open and close times; winnings are added to your wallet automatically.</p>',
  marquee_text: '',
};

/**
 * Opens a player's wallet with an opening credit. Only the wallet's ledger writes balances, and storage
 * does not import modules: the caller passes `openWallet` of modules/wallet/ledger.ts.
 */
export type OpenWallet = (trx: Executor, userId: number, now: number, opening: { amount: number; note: string }) => Promise<unknown>;

export interface SeedOptions {
  /** Also the demo player and the demo settings. */
  demo: boolean;
  openWallet: OpenWallet;
}

/**
 * The first-run data of an installation: markets of all three kinds, rates and settings, and with
 * `demo` a demo player with 10,000 points and betting enabled. Runs once (a `seeded_at` setting marks it).
 */
export async function seedDatabase(db: Db, now: number, { demo, openWallet }: SeedOptions): Promise<boolean> {
  const done = await db.selectFrom('settings').select('value').where('key', '=', 'seeded_at').executeTakeFirst();
  if (done) return false;
  const passwordHash = demo ? await hashPassword(DEMO_PLAYER.password) : '';
  return db.transaction().execute(async (trx) => {
    // Several processes starting at once on a new PostgreSQL database: one seeds, the others find it done.
    await lockFirstRun(trx, 'pana:seed');
    if (await trx.selectFrom('settings').select('value').where('key', '=', 'seeded_at').executeTakeFirst()) return false;
    for (const [family, rateKey, val1, val2] of DEFAULT_RATES) {
      await trx.insertInto('rates').values({ family, rate_key: rateKey, val_1: val1, val_2: val2 }).execute();
    }
    const markets = [
      ...DEMO_MAIN_MARKETS.map(([name, open, close], i) => ({ kind: 'main' as const, name, open_minute: open, close_minute: close, sort_order: i })),
      ...DEMO_STARLINE_SLOTS.map((open, i) => ({ kind: 'starline' as const, name: starlineName(open), open_minute: open, close_minute: null, sort_order: i })),
      ...DEMO_GALI_MARKETS.map(([name, open], i) => ({ kind: 'gali' as const, name, open_minute: open, close_minute: null, sort_order: i })),
    ];
    for (const m of markets) {
      await trx
        .insertInto('markets')
        .values({ ...m, days: '0123456', active: 1, created_at: now, updated_at: now })
        .execute();
    }
    if (demo) {
      await writeSettingRows(trx, DEMO_SETTINGS);
      const user = await trx
        .insertInto('users')
        .values({ name: DEMO_PLAYER.name, mobile: DEMO_PLAYER.mobile, password_hash: passwordHash, betting_status: 1, blocked: 0, adult_confirmed_at: now, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const userId = Number(user.id);
      await openWallet(trx, userId, now, { amount: DEMO_PLAYER.points, note: 'Demo opening balance' });
    }
    if (demo) await seedPastResults(trx, now, DEMO_RESULT_DAYS);
    await trx.insertInto('settings').values({ key: 'seeded_at', value: new Date(now).toISOString() }).execute();
    return true;
  });
}

/** A Starline slot is named by its time, as players know it: "10:00 AM". */
function starlineName(minute: number): string {
  const h = Math.floor(minute / 60);
  const m = minute % 60;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Days of past results the demo seed writes, so charts and histories mean something on a first run. */
export const DEMO_RESULT_DAYS = 28;

/** A small deterministic generator (mulberry32): the same demo results on every first run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random valid results for every market on each of the `days` days before today (India date). */
async function seedPastResults(db: Executor, now: number, days: number): Promise<void> {
  const next = random(20261123);
  const pana = () => ALL_PANAS[Math.floor(next() * ALL_PANAS.length)] as string;
  const markets = await db.selectFrom('markets').select(['id', 'kind', 'name', 'open_minute', 'close_minute']).execute();
  const today = indiaDate(now);
  const declared: Array<Omit<ResultChainFields, 'seq' | 'prevHash'>> = [];
  for (let back = days; back >= 1; back--) {
    const date = addDays(today, -back);
    const rows = markets.map((m) => {
      // Declared at the market's times that day (close of an overnight market: after midnight).
      const openAt = Date.parse(`${date}T00:00:00+05:30`) + m.open_minute * 60_000;
      const closeMinute = m.close_minute ?? m.open_minute;
      const closeAt = Date.parse(`${date}T00:00:00+05:30`) + (closeMinute <= m.open_minute && m.kind === 'main' ? closeMinute + 1440 : closeMinute) * 60_000;
      if (m.kind === 'gali') {
        const jodi = String(Math.floor(next() * 100)).padStart(2, '0');
        return { market_id: m.id, draw_date: date, open_pana: null, open_ank: null, close_pana: null, close_ank: null, jodi, open_declared_at: openAt, close_declared_at: null, updated_at: openAt };
      }
      const open = pana();
      if (m.kind === 'starline') {
        return { market_id: m.id, draw_date: date, open_pana: open, open_ank: ankOf(open), close_pana: null, close_ank: null, jodi: null, open_declared_at: openAt, close_declared_at: null, updated_at: openAt };
      }
      const close = pana();
      return { market_id: m.id, draw_date: date, open_pana: open, open_ank: ankOf(open), close_pana: close, close_ank: ankOf(close), jodi: null, open_declared_at: openAt, close_declared_at: closeAt, updated_at: closeAt };
    });
    await db.insertInto('results').values(rows).execute();
    for (const [i, r] of rows.entries()) {
      const m = markets[i] as (typeof markets)[number];
      const base = { action: 'declare' as const, marketId: Number(m.id), marketName: m.name, family: m.kind, drawDate: date, operatorId: 0 };
      if (r.jodi) declared.push({ ...base, session: 'close', digits: r.jodi, at: r.open_declared_at });
      if (r.open_pana) declared.push({ ...base, session: 'open', digits: r.open_pana, at: r.open_declared_at });
      if (r.close_pana && r.close_declared_at !== null) declared.push({ ...base, session: 'close', digits: r.close_pana, at: r.close_declared_at });
    }
  }
  // On the result chain (ADR 019) as the migration enters results declared before it: oldest first, by operator 0.
  declared.sort((a, b) => a.at - b.at || a.marketId - b.marketId || (a.session === b.session ? 0 : a.session === 'open' ? -1 : 1));
  const head = await db.selectFrom('result_chain_head').select(['seq', 'hash']).where('id', '=', 1).executeTakeFirstOrThrow();
  let seq = Number(head.seq);
  let prevHash = head.hash;
  const entries = [];
  for (const d of declared) {
    seq += 1;
    const hash = await hashChainEntry({ ...d, seq, prevHash });
    entries.push({ seq, action: d.action, market_id: d.marketId, market_name: d.marketName, family: d.family, draw_date: d.drawDate, session: d.session, digits: d.digits, at: d.at, operator_id: 0, prev_hash: prevHash, hash });
    prevHash = hash;
  }
  for (let i = 0; i < entries.length; i += 500) await db.insertInto('result_chain').values(entries.slice(i, i + 500)).execute();
  await db.updateTable('result_chain_head').set({ seq, hash: prevHash }).where('id', '=', 1).execute();
}
