import {
  ALL_PANAS,
  ankOf,
  DIGITS,
  DOUBLE_PANAS,
  type Family,
  JODIS,
  panaBidType,
  type RateKey,
  type RateTable,
  type Session,
  SINGLE_PANAS,
  type StoredBidTypeKey,
  TRIPLE_PANAS,
} from '@pana/domain';
import { type RawBuilder, sql } from 'kysely';
import { type Db, type Executor } from '../db/database.ts';
import { createSession } from '../modules/auth/sessions.ts';
import { createAdmin } from '../modules/operators/service.ts';
import { announce } from '../modules/projections/index.ts';
import * as ledger from '../modules/wallet/ledger.ts';
import { type TestApp } from './harness.ts';

/** Operator and settlement fixtures: accounts, players with points, bids written as the bid path writes them. */

export type AdminRole = 'owner' | 'operator' | 'viewer';

export const ADMIN_PASSWORD = 'operator-pass-1';

let adminCounter = 0;

/** Creates an operator account of a role (password ADMIN_PASSWORD) and returns its id and username. */
export async function createAdminAccount(
  t: TestApp,
  role: AdminRole,
  username = `${role}${++adminCounter}`,
): Promise<{ id: number; username: string }> {
  const id = await createAdmin(t.db, { username, password: ADMIN_PASSWORD, role }, t.clock.now());
  return { id, username };
}

/** Creates an operator of a role, logs in through the API and returns the bearer token. */
export async function loginAdmin(t: TestApp, role: AdminRole = 'operator'): Promise<string> {
  const { username } = await createAdminAccount(t, role);
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/api/login',
    payload: { username, password: ADMIN_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`admin login: ${res.body}`);
  return res.json().token as string;
}

export interface Answer {
  statusCode: number;
  body: any;
  headers: Record<string, unknown>;
}

/** Calls the operator API with a bearer token (null: anonymous). GET bodies become the query string. */
export async function adminCall(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  body?: Record<string, unknown>,
): Promise<Answer> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res =
    method === 'GET'
      ? await t.app.inject({
          method,
          url,
          headers,
          query: Object.fromEntries(Object.entries(body ?? {}).map(([k, v]) => [k, String(v)])),
        })
      : await t.app.inject({ method, url, headers, payload: body ?? {} });
  return { statusCode: res.statusCode, body: res.json(), headers: res.headers };
}

let mobileCounter = 0;

/** A player with a wallet holding `balance` points, credited by one ledger row (as the demo seed does). */
export async function createPlayer(
  db: Executor,
  options: { balance: number; now?: number; mobile?: string; name?: string },
): Promise<number> {
  // One transaction, as a registration is: a copy taken meanwhile (the online backup's test) sees the
  // player with their wallet or not at all.
  if (!db.isTransaction) return db.transaction().execute((trx) => createPlayer(trx, options));
  const now = options.now ?? 0;
  const mobile = options.mobile ?? `7${String(++mobileCounter).padStart(9, '0')}`;
  const row = await db
    .insertInto('users')
    .values({
      name: options.name ?? `Player ${mobile}`,
      mobile,
      password_hash: 'x',
      betting_status: 1,
      blocked: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const userId = Number(row.id);
  await ledger.openWallet(db, userId, now, options.balance > 0 ? { amount: options.balance, note: 'Test opening balance' } : undefined);
  return userId;
}

/** Credits a player `points` through the wallet's ledger, as an operator-less wallet adjustment (a test's top-up). */
export async function topUp(db: Executor, userId: number, points: number, now = 0, note = 'Test top-up'): Promise<number> {
  const adjustment = await db
    .insertInto('wallet_adjustments')
    .values({ user_id: userId, amount: points, note, admin_id: null, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const posted = await ledger.credit(db, { userId, amount: points, kind: 'adjustment', note, now }, Number(adjustment.id));
  return posted.balance;
}

/** One stored bid line. Jodi and Full Sangam are stored 'close', Starline 'open', Gali 'close'. */
export interface BidLine {
  type: StoredBidTypeKey;
  session: Session;
  digits: string;
  closedigits?: string;
  points: number;
}

export interface Submission {
  userId: number;
  marketId: number;
  family: Family;
  date: string;
  lines: BidLine[];
}

/**
 * Writes submissions as the bid path does, in one transaction: per submission a bid_submissions
 * row, the wallet debit (conditional, never below zero) with its 'bid' ledger row (ref
 * bid_submission = submission id, amount −total, balance_after), and one bids row per line
 * (pending). Bid rows go in multi-row inserts, so thousands of bids take well under a second.
 * Returns the submission ids.
 */
export async function insertBids(db: Db, submissions: Submission[], now = 0): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    const rows: Array<Record<string, unknown>> = [];
    for (const s of submissions) {
      const total = s.lines.reduce((n, l) => n + l.points, 0);
      const sub = await trx
        .insertInto('bid_submissions')
        .values({
          user_id: s.userId,
          market_id: s.marketId,
          family: s.family,
          draw_date: s.date,
          request_id: null,
          total_points: total,
          line_count: s.lines.length,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const submissionId = Number(sub.id);
      ids.push(submissionId);
      const debited = await ledger.debit(trx, { userId: s.userId, amount: total, kind: 'bid', note: '', now }, submissionId);
      if (!debited) throw new Error(`insertBids: player ${s.userId} cannot pay ${total}`);
      await announce(trx, {
        kind: 'bids-placed',
        placed: [{ marketId: s.marketId, drawDate: s.date, lines: s.lines.map((l) => ({ ...l, closedigits: l.closedigits ?? '' })) }],
      });
      for (const l of s.lines) {
        rows.push({
          submission_id: submissionId,
          user_id: s.userId,
          market_id: s.marketId,
          family: s.family,
          draw_date: s.date,
          bid_type: l.type,
          session: l.session,
          digits: l.digits,
          closedigits: l.closedigits ?? '',
          points: l.points,
          status: 'pending',
          win_amount: 0,
          settled_at: null,
          created_at: now,
        });
      }
    }
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('bids')
        .values(rows.slice(i, i + 500) as any)
        .execute();
    return ids;
  });
}

/** The id of a seeded market of a kind (the first in order, or the one named). */
export async function marketIdOf(db: Db, kind: Family, name?: string): Promise<number> {
  let q = db.selectFrom('markets').select('id').where('kind', '=', kind);
  if (name) q = q.where('name', '=', name);
  const row = await q.orderBy('sort_order').orderBy('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function balanceOf(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.balance);
}

/** Row counts and sums that a refused or read-only operator call must leave unchanged. */
export async function snapshot(db: Db): Promise<Record<string, number>> {
  const one = async (query: RawBuilder<{ n: number }>) => Number((await query.execute(db)).rows[0]?.n ?? 0);
  return {
    results: await one(sql`select count(*) as n from results`),
    declared: await one(
      sql`select count(*) as n from results where open_pana is not null or close_pana is not null or jodi is not null`,
    ),
    pending: await one(sql`select count(*) as n from bids where status = 'pending'`),
    settled: await one(sql`select count(*) as n from bids where settled_at is not null`),
    ledger: await one(sql`select count(*) as n from wallet_ledger`),
    balances: await one(sql`select coalesce(sum(balance), 0) as n from wallets`),
    audit: await one(sql`select count(*) as n from audit_log`),
  };
}

/** A small seeded PRNG (mulberry32): the same seed gives the same bids on every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rates chosen so that payouts truncate (points × val2 / val1 is rarely whole): floor() must be exact. */
export const ODD_RATES: Record<Family, Record<string, [number, number]>> = {
  main: {
    single_digit: [7, 66],
    jodi_digit: [3, 290],
    single_pana: [9, 1_400],
    double_pana: [11, 3_100],
    tripple_pana: [13, 7_001],
    half_sangam: [10, 10_001],
    full_sangam: [17, 100_003],
  },
  starline: { single_digit: [10, 95], single_pana: [7, 1_000], double_pana: [3, 1_000], tripple_pana: [9, 7_000] },
  gali: { single_digit: [7, 66], single_pana: [9, 91], double_pana: [11, 1_003] },
};

/** Replaces the rate pairs of every family with ODD_RATES; returns them as the domain's rate tables. */
export async function setOddRates(db: Db): Promise<Record<Family, RateTable>> {
  const tables = {} as Record<Family, RateTable>;
  for (const family of Object.keys(ODD_RATES) as Family[]) {
    tables[family] = {};
    for (const [key, [val1, val2]] of Object.entries(ODD_RATES[family])) {
      await db
        .updateTable('rates')
        .set({ val_1: val1, val_2: val2 })
        .where('family', '=', family)
        .where('rate_key', '=', key)
        .execute();
      tables[family][key as RateKey] = { val1, val2 };
    }
  }
  return tables;
}

export interface RandomDraws {
  main: { marketId: number; open: string; close: string };
  starline: { marketId: number; pana: string };
  gali: { marketId: number; jodi: string };
}

const POINTS = [10, 11, 13, 15, 19, 25, 50, 99, 100, 250, 1_000, 9_999];
const MAIN_KINDS: Array<[StoredBidTypeKey, Session]> = [
  ['single_digit', 'open'],
  ['single_digit', 'close'],
  ['single_pana', 'open'],
  ['single_pana', 'close'],
  ['double_pana', 'open'],
  ['double_pana', 'close'],
  ['triple_pana', 'open'],
  ['triple_pana', 'close'],
  ['jodi_digit', 'close'],
  ['half_sangam', 'open'],
  ['half_sangam', 'close'],
  ['full_sangam', 'close'],
];
const PANA_LISTS: Record<string, readonly string[]> = {
  single_pana: SINGLE_PANAS,
  double_pana: DOUBLE_PANAS,
  triple_pana: TRIPLE_PANAS,
};

/**
 * A random bid line of a family, biased towards the given results so that every type has winners,
 * near misses (a Half Sangam with the right ank and the wrong pana) and plain losers.
 */
export function randomLine(random: () => number, family: Family, draws: RandomDraws): BidLine {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const likely = (winning: string, list: readonly string[], p = 0.35) => (random() < p ? winning : pick(list));
  const points = pick(POINTS);
  const panaLine = (type: StoredBidTypeKey, session: Session, result: string): BidLine => {
    if (type === 'single_digit') return { type, session, digits: likely(String(ankOf(result)), DIGITS), points };
    const list = PANA_LISTS[type] as readonly string[];
    return { type, session, digits: panaBidType(result) === type ? likely(result, list) : pick(list), points };
  };
  if (family === 'starline') {
    const type = pick<StoredBidTypeKey>(['single_digit', 'single_pana', 'double_pana', 'triple_pana']);
    return panaLine(type, 'open', draws.starline.pana);
  }
  if (family === 'gali') {
    const { jodi } = draws.gali;
    const type = pick<StoredBidTypeKey>(['left_digit', 'right_digit', 'jodi_digit']);
    const digits =
      type === 'left_digit'
        ? likely(jodi.charAt(0), DIGITS)
        : type === 'right_digit'
          ? likely(jodi.charAt(1), DIGITS)
          : likely(jodi, JODIS);
    return { type, session: 'close', digits, points };
  }
  const { open, close } = draws.main;
  const [type, session] = pick(MAIN_KINDS);
  switch (type) {
    case 'jodi_digit':
      return { type, session, digits: likely(`${ankOf(open)}${ankOf(close)}`, JODIS), points };
    case 'half_sangam':
      return session === 'open'
        ? {
            type,
            session,
            digits: likely(String(ankOf(open)), DIGITS, 0.5),
            closedigits: likely(close, ALL_PANAS, 0.5),
            points,
          }
        : {
            type,
            session,
            digits: likely(String(ankOf(close)), DIGITS, 0.5),
            closedigits: likely(open, ALL_PANAS, 0.5),
            points,
          };
    case 'full_sangam':
      return {
        type,
        session,
        digits: likely(open, ALL_PANAS, 0.5),
        closedigits: likely(close, ALL_PANAS, 0.5),
        points,
      };
    default:
      return panaLine(type, session, session === 'open' ? open : close);
  }
}

/** Random results of the first main market, Starline slot and Gali market, on a seed. */
export async function randomDraws(db: Db, random: () => number): Promise<RandomDraws> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return {
    main: { marketId: await marketIdOf(db, 'main'), open: pick(ALL_PANAS), close: pick(ALL_PANAS) },
    starline: { marketId: await marketIdOf(db, 'starline'), pana: pick(ALL_PANAS) },
    gali: { marketId: await marketIdOf(db, 'gali'), jodi: pick(JODIS) },
  };
}

/**
 * Writes `count` random bids of each family for the draws on `date`, spread over the players in
 * submissions of 1-8 lines.
 */
export async function insertRandomBids(
  db: Db,
  random: () => number,
  options: { players: number[]; draws: RandomDraws; date: string; count: Record<Family, number> },
): Promise<void> {
  const submissions: Submission[] = [];
  for (const family of ['main', 'starline', 'gali'] as const) {
    let left = options.count[family];
    while (left > 0) {
      const n = Math.min(left, 1 + Math.floor(random() * 8));
      left -= n;
      submissions.push({
        userId: options.players[Math.floor(random() * options.players.length)] as number,
        marketId: options.draws[family].marketId,
        family,
        date: options.date,
        lines: Array.from({ length: n }, () => randomLine(random, family, options.draws)),
      });
    }
  }
  await insertBids(db, submissions);
}

/**
 * A player with `balance` points (see `createPlayer`; betting enabled unless `bettingStatus` 0) and
 * an open session: returns the id, the mobile and the token for player calls.
 */
export async function createPlayerWithToken(
  t: TestApp,
  options: { balance: number; mobile?: string; name?: string; bettingStatus?: 0 | 1 },
): Promise<{ id: number; mobile: string; token: string }> {
  const id = await createPlayer(t.db, { ...options, now: t.clock.now() });
  if (options.bettingStatus === 0) await t.db.updateTable('users').set({ betting_status: 0 }).where('id', '=', id).execute();
  const user = await t.db.selectFrom('users').select('mobile').where('id', '=', id).executeTakeFirstOrThrow();
  const token = await createSession(t.db, id, 'test', t.clock.now(), t.config);
  return { id, mobile: user.mobile, token };
}

/** Row counts and balances of the money tables: what a refused player or operator call must leave unchanged. */
export async function fundsSnapshot(db: Db): Promise<Record<string, number>> {
  const one = async (query: RawBuilder<{ n: number }>) => Number((await query.execute(db)).rows[0]?.n ?? 0);
  return {
    ledger: await one(sql`select count(*) as n from wallet_ledger`),
    balances: await one(sql`select coalesce(sum(balance), 0) as n from wallets`),
    fundRequests: await one(sql`select count(*) as n from fund_requests`),
    decidedFundRequests: await one(sql`select count(*) as n from fund_requests where status <> 'pending'`),
    withdrawRequests: await one(sql`select count(*) as n from withdraw_requests`),
    decidedWithdrawRequests: await one(sql`select count(*) as n from withdraw_requests where status <> 'pending'`),
    transfers: await one(sql`select count(*) as n from transfers`),
    adjustments: await one(sql`select count(*) as n from wallet_adjustments`),
    paymentNumbers: await one(sql`select count(*) as n from payment_numbers`),
    bankAccounts: await one(sql`select count(*) as n from bank_accounts`),
    payoutAnswers: await one(sql`select count(*) as n from withdraw_requests where payout_status is not null`),
    bettingOn: await one(sql`select count(*) as n from users where betting_status = 1`),
    blocked: await one(sql`select count(*) as n from users where blocked = 1`),
    audit: await one(sql`select count(*) as n from audit_log`),
  };
}

/** An answer of the operator console's calls: the parsed JSON body, or the raw text (CSV downloads). */
export interface ConsoleAnswer extends Answer {
  text: string;
}

/**
 * Calls the operator API with any method and a bearer token (null: anonymous). GET and DELETE send
 * `body` as the query string; the others as JSON. The body is parsed when it is JSON.
 */
export async function consoleCall(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token: string | null,
  body?: unknown,
): Promise<ConsoleAnswer> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res =
    method === 'GET' || method === 'DELETE'
      ? await t.app.inject({
          method,
          url,
          headers,
          query: Object.fromEntries(Object.entries((body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)])),
        })
      : await t.app.inject({ method, url, headers, payload: (body ?? {}) as object });
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  return { statusCode: res.statusCode, body: isJson ? res.json() : null, text: res.body, headers: res.headers };
}

/** What the console's writes change: a refused call must leave all of it as it was. */
export async function consoleSnapshot(db: Db): Promise<Record<string, unknown>> {
  return {
    markets: await db.selectFrom('markets').selectAll().orderBy('id').execute(),
    offDates: await db.selectFrom('market_off_dates').selectAll().orderBy('market_id').orderBy('date').execute(),
    rates: await db.selectFrom('rates').selectAll().orderBy('family').orderBy('rate_key').execute(),
    settings: await db.selectFrom('settings').selectAll().orderBy('key').execute(),
    admins: await db
      .selectFrom('admins')
      .select(['id', 'username', 'password_hash', 'role', 'active', 'totp_secret', 'totp_enabled'])
      .orderBy('id')
      .execute(),
    audit: Number(
      (
        await db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  };
}
