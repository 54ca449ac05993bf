import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  adminCall,
  createPlayerWithToken,
  insertBids,
  loginAdmin,
  marketIdOf,
  snapshot,
} from '../../test/fixtures.ts';
import { createTestApp, freshDatabaseUrl, openTestApp, type TestApp } from '../../test/harness.ts';
import { testEngine } from '../../test/postgres.ts';
import { createAdmin } from '../operators/service.ts';
import { checkChain } from '../result-chain/chain.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { CHART_IMPORT_LIMIT } from './import.ts';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The test clock reads Monday 2026-11-23 10:00 India time: Kalyan (3:45 PM – 5:45 PM) has not closed today. */
const TODAY = '2026-11-23';

let t: TestApp;
let owner: string;
let kalyan: number;

beforeEach(async () => {
  t = await createTestApp({ demo: false });
  owner = await loginAdmin(t, 'owner');
  kalyan = await marketIdOf(t.db, 'main', 'Kalyan');
});
afterEach(() => t.close());

const url = (id: number | string) => `/admin/api/markets/${id}/chart-import`;
const send = (csv: string, dryRun: boolean, token: string | null = owner, id: number | string = kalyan) =>
  adminCall(t, 'POST', url(id), token, { csv, dryRun });

/** Everything an import must leave alone, and what it adds to. */
async function state(): Promise<Record<'results' | 'declared' | 'audit' | 'chain', number> & Record<string, number>> {
  const one = async (query: ReturnType<typeof sql<{ n: number }>>) =>
    Number((await query.execute(t.db)).rows[0]?.n ?? 0);
  const counts = await snapshot(t.db);
  return {
    ...counts,
    results: counts.results ?? 0,
    declared: counts.declared ?? 0,
    audit: counts.audit ?? 0,
    chain: await one(sql`select count(*) as n from result_chain`),
    drawTotals: await one(sql`select count(*) as n from draw_totals`),
    notifications: await one(sql`select count(*) as n from notification_jobs`),
  };
}

async function declare(date: string, session: 'open' | 'close', pana: string) {
  const operator = await loginAdmin(t, 'operator');
  const answer = await adminCall(t, 'POST', '/admin/api/results', operator, {
    kind: 'main',
    marketId: kalyan,
    date,
    session,
    pana,
  });
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
}

const CSV = [
  'Date,Open Pana,Close Pana,Jodi', // 1
  '01/01/2024,128,357,15', // 2
  '2024-01-02,100,000,10', // 3
  '03-01-2024,237,668,20', // 4
].join('\n');

describe(`a chart import's dry run (${testEngine()})`, () => {
  it('reports what it would add, what conflicts with the chart and every invalid line, writing nothing', async () => {
    await declare('2024-01-05', 'open', '145'); // a result declared here earlier: 145-0 with 790-6 → 06
    await declare('2024-01-05', 'close', '790');
    await declare('2024-01-06', 'open', '128'); // the same as the file: unchanged
    await declare('2024-01-06', 'close', '357');
    const player = await createPlayerWithToken(t, { balance: 1_000 });
    await insertBids(t.db, [
      {
        userId: player.id,
        marketId: kalyan,
        family: 'main',
        date: '2024-01-07',
        lines: [{ type: 'single_digit', session: 'open', digits: '1', points: 10 }],
      },
    ]);
    const before = await state();
    const csv = [
      'date,open,close,jodi', // 1
      '2024-01-01,128,357,15', // 2: to add
      '2024-01-02,321,357,65', // 3: not a pana
      '2024-01-03,128,357,16', // 4: the jodi does not match
      '2026-11-24,128,357,15', // 5: in the future
      '2024-01-01,128,357,15', // 6: a duplicate of line 2
      '2024-01-05,128,357,15', // 7: conflicts with 145-06-790
      '2024-01-06,128,357,15', // 8: unchanged
      '2024-01-07,128,357,15', // 9: bids were placed on it
      `${TODAY},128,357,15`, // 10: today's draw is not over
      '2024-01-08,128,357', // 11: a value short
      '31/12/2023,199,300,94', // 12: the jodi of 199 and 300 is 93
    ].join('\n');
    const answer = await send(csv, true);
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      status: true,
      msg: 'Dry run: nothing was written',
      dryRun: true,
      marketId: kalyan,
      market: 'Kalyan',
      add: [{ line: 2, date: '2024-01-01', openPana: '128', closePana: '357', jodi: '15', result: '128-15-357' }],
      conflicts: [
        {
          line: 7,
          date: '2024-01-05',
          result: '128-15-357',
          existing: '145-06-790',
          existingSource: 'declared',
          reason: 'The chart already holds 145-06-790 for this date; it is never overwritten',
        },
        {
          line: 9,
          date: '2024-01-07',
          result: '128-15-357',
          existing: null,
          existingSource: null,
          reason: '1 bid was placed on this draw here: declare its result from Results, which settles them',
        },
      ],
      invalid: [
        { line: 3, reason: 'Open pana "321" is not a valid pana' },
        { line: 4, reason: "Jodi 16 does not match the panas' anks (15)" },
        { line: 5, reason: 'Date 2026-11-24 is in the future (today is 2026-11-23)' },
        { line: 6, reason: 'Date 2024-01-01 appears again (first on line 2)' },
        { line: 10, reason: 'The draw of 2026-11-23 is not over yet (it closes at 5:45 PM)' },
        { line: 11, reason: 'Expected date, open pana, close pana (jodi optional) or date and result, found 3 values' },
        { line: 12, reason: "Jodi 94 does not match the panas' anks (93)" },
      ],
      unchanged: 1,
      added: 0,
    });
    expect(await state()).toEqual(before);
  });

  it('refuses the import itself while a row is invalid (400) or conflicts (409), writing nothing', async () => {
    await declare('2024-01-02', 'open', '145');
    const before = await state();
    expect(await send('2024-01-01,128,357\n2024-01-03,128,321', false)).toMatchObject({
      statusCode: 400,
      body: { status: false, msg: 'Nothing imported: 1 row is invalid. Fix the file; the dry run lists each line' },
    });
    expect(await send('2024-01-01,128,357\n2024-01-02,128,357', false)).toMatchObject({
      statusCode: 409,
      body: {
        status: false,
        msg: 'Nothing imported: 1 row conflicts with results already in the chart. Remove it from the file; the dry run lists each line',
      },
    });
    expect(await state()).toEqual(before);
  });
});

describe(`a chart import (${testEngine()})`, () => {
  it('adds the new draws in one transaction, marked imported, audited, chained, settling nothing; a second run adds nothing', async () => {
    const player = await createPlayerWithToken(t, { balance: 1_000 });
    await insertBids(t.db, [
      {
        userId: player.id,
        marketId: kalyan,
        family: 'main',
        date: '2026-11-22',
        lines: [{ type: 'single_digit', session: 'open', digits: '1', points: 10 }],
      },
    ]);
    const before = await state();
    const dry = await send(CSV, true);
    expect(dry.body).toMatchObject({ add: [{ line: 2 }, { line: 3 }, { line: 4 }], conflicts: [], invalid: [] });

    const done = await send(CSV, false);
    expect(done).toMatchObject({
      statusCode: 200,
      body: {
        status: true,
        msg: "3 results imported into Kalyan's chart",
        dryRun: false,
        added: 3,
        unchanged: 0,
        conflicts: [],
        invalid: [],
      },
    });
    const after = await state();
    // Three results, one audit row, two chain entries each; no bid, ledger row, balance or total moved.
    expect(after).toEqual({
      ...before,
      results: before.results + 3,
      declared: before.declared + 3,
      audit: before.audit + 1,
      chain: before.chain + 6,
    });
    const rows = await t.db
      .selectFrom('results')
      .select(['draw_date', 'open_pana', 'open_ank', 'close_pana', 'close_ank', 'jodi', 'source'])
      .where('market_id', '=', kalyan)
      .orderBy('draw_date')
      .execute();
    expect(rows.map((r) => ({ ...r, open_ank: Number(r.open_ank), close_ank: Number(r.close_ank) }))).toEqual([
      {
        draw_date: '2024-01-01',
        open_pana: '128',
        open_ank: 1,
        close_pana: '357',
        close_ank: 5,
        jodi: '15',
        source: 'imported',
      },
      {
        draw_date: '2024-01-02',
        open_pana: '100',
        open_ank: 1,
        close_pana: '000',
        close_ank: 0,
        jodi: '10',
        source: 'imported',
      },
      {
        draw_date: '2024-01-03',
        open_pana: '237',
        open_ank: 2,
        close_pana: '668',
        close_ank: 0,
        jodi: '20',
        source: 'imported',
      },
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'after_json'])
      .where('action', '=', 'result.import')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity: 'market', entity_id: String(kalyan) });
    expect(JSON.parse(audit[0]?.after_json ?? '')).toEqual({
      market: 'Kalyan',
      added: 3,
      unchanged: 0,
      from: '2024-01-01',
      to: '2024-01-03',
    });

    // The public log lists them as imports, oldest draw first, open then close; the chain verifies.
    const log = await t.app.inject({ method: 'GET', url: '/api/results-log?limit=6' });
    const entries = log.json().entries as Array<Record<string, unknown>>;
    expect(entries.reverse().map((e) => [e.action, e.draw_date, e.session, e.digits])).toEqual([
      ['import', '2024-01-01', 'open', '128'],
      ['import', '2024-01-01', 'close', '357'],
      ['import', '2024-01-02', 'open', '100'],
      ['import', '2024-01-02', 'close', '000'],
      ['import', '2024-01-03', 'open', '237'],
      ['import', '2024-01-03', 'close', '668'],
    ]);
    expect(await checkChain(t.db)).toEqual({ ok: true, count: before.chain + 6 });
    expect(await checkLedger(t.db)).toEqual([]);

    // The console's list marks them.
    const listed = await adminCall(t, 'GET', '/admin/api/results', owner, { kind: 'main', date: '2024-01-02' });
    expect(listed.body.results).toEqual([
      expect.objectContaining({ market: 'Kalyan', result: '100-10-000', source: 'imported' }),
    ]);

    // Again: every row unchanged, nothing written.
    const again = await send(CSV, false);
    expect(again).toMatchObject({
      statusCode: 200,
      body: {
        status: true,
        msg: "Nothing to import: every row is already in Kalyan's chart",
        added: 0,
        unchanged: 3,
        add: [],
      },
    });
    expect(await state()).toEqual(after);
  });

  it('imports thousands of rows at once, the chain still verifying', async () => {
    const lines: string[] = [];
    for (let day = 0; day < 3_000; day++) {
      const date = new Date(Date.UTC(2010, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
      lines.push(`${date},128,357`);
    }
    const answer = await send(lines.join('\n'), false);
    expect(answer.body).toMatchObject({ status: true, added: 3_000 });
    expect(await checkChain(t.db)).toMatchObject({ ok: true });
    const count = await t.db
      .selectFrom('result_chain')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'import')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(6_000);
  }, 120_000);

  it('shows imported results on the chart page, marked as imported', async () => {
    await send(`${'2026-11-16'},128,357\n2026-11-17,100,000`, false);
    await declare('2026-11-18', 'open', '145');
    await declare('2026-11-18', 'close', '790');
    const page = await t.app.inject({ method: 'GET', url: `/result-charts/main/${kalyan}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<td class="jodi imported">15</td>');
    expect(page.body).toContain('<td class="jodi">06</td>');
    expect(page.body).toContain('Imported from an earlier chart');
  });

  it('shows a whole year of the chart with ?year, linking every year the market has results in', async () => {
    await send('2024-03-04,128,357\n2025-06-02,100,000', false);
    const page = await t.app.inject({ method: 'GET', url: `/result-charts/main/${kalyan}?year=2024` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Results of 2024, India time');
    expect(page.body).toContain('<td class="jodi imported">15</td>');
    expect(page.body).not.toContain('>10</td>');
    expect(page.body).toContain(`<b>2024</b> · <a href="/result-charts/main/${kalyan}?year=2025">2025</a>`);
    expect(page.body).toContain(`<a href="/result-charts/main/${kalyan}">Results of the last 12 weeks, India time</a>`);
    const hindi = await t.app.inject({ method: 'GET', url: `/result-charts/main/${kalyan}?year=2025&lang=hi` });
    expect(hindi.body).toContain('2025 के रिज़ल्ट, भारतीय समय');
    expect(hindi.body).toContain(`<a href="/result-charts/main/${kalyan}?year=2024&lang=hi">2024</a>`);
    // A year without results, or not a year: the last 12 weeks.
    for (const year of ['2023', 'x']) {
      const other = await t.app.inject({ method: 'GET', url: `/result-charts/main/${kalyan}?year=${year}` });
      expect(other.body).toContain('Results of the last 12 weeks, India time');
    }
  });

  it('lets an imported result be reverted like any other, the revert chained', async () => {
    await send('2024-01-01,128,357', false);
    const operator = await loginAdmin(t, 'operator');
    const reverted = await adminCall(t, 'POST', '/admin/api/results/revert', operator, {
      kind: 'main',
      marketId: kalyan,
      date: '2024-01-01',
      session: 'open',
      reason: 'wrong chart',
    });
    expect(reverted).toMatchObject({ statusCode: 200, body: { status: true } });
    expect(await t.db.selectFrom('results').select('id').where('market_id', '=', kalyan).execute()).toEqual([]);
    expect(await checkChain(t.db)).toMatchObject({ ok: true });
    expect(await send('2024-01-01,128,357', true)).toMatchObject({ body: { add: [{ line: 1 }] } });
  });
});

describe(`who may import a chart (${testEngine()})`, () => {
  async function login(role: 'viewer' | 'operator' | 'owner' | 'master_agent' | 'agent'): Promise<string> {
    const username = `${role.replace('_', '')}${Math.floor(Math.random() * 1e9)}`;
    const roles = ['viewer', 'operator', 'owner', 'master_agent', 'agent'] as const;
    await createAdmin(t.db, { username, password: ADMIN_PASSWORD, role }, t.clock.now(), roles);
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/login',
      payload: { username, password: ADMIN_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  }

  it('the owner only: anonymous and a player 401, every other role 403, nothing written', async () => {
    const before = await state();
    const player = await createPlayerWithToken(t, { balance: 0 });
    const after = await state();
    expect(await send(CSV, true, null)).toMatchObject({
      statusCode: 401,
      body: { status: false, msg: 'Please log in' },
    });
    expect(await send(CSV, false, player.token)).toMatchObject({ statusCode: 401, body: { status: false } });
    for (const role of ['viewer', 'operator', 'master_agent', 'agent'] as const) {
      expect(await send(CSV, false, await login(role)), role).toMatchObject({
        statusCode: 403,
        body: { status: false, msg: 'Not allowed for your role' },
      });
    }
    expect(await send(CSV, true, await login('owner'))).toMatchObject({ statusCode: 200 });
    expect({ ...(await state()), audit: 0 }).toEqual({ ...after, audit: 0 });
    expect(after.results).toBe(before.results);
  });
});

describe(`bad input (${testEngine()})`, () => {
  it('answers 400, 404 or 413 in the envelope with a clear message, never 500, and writes nothing', async () => {
    const starline = await marketIdOf(t.db, 'starline');
    const gali = await marketIdOf(t.db, 'gali');
    const before = await state();
    const cases: Array<[Record<string, unknown>, string | number, number, string]> = [
      [{ csv: CSV, dryRun: true }, 999_999, 404, 'Market not found'],
      [{ csv: CSV, dryRun: true }, 'abc', 400, 'The market must be a market number'],
      [
        { csv: CSV, dryRun: true },
        starline,
        400,
        'Chart import takes main markets only; Starline results are declared from Results',
      ],
      [
        { csv: CSV, dryRun: true },
        gali,
        400,
        'Chart import takes main markets only; Gali Disawar results are declared from Results',
      ],
      [{ dryRun: true }, kalyan, 400, "Please paste the chart's CSV text"],
      [{ csv: 12, dryRun: true }, kalyan, 400, "Please paste the chart's CSV text"],
      [{ csv: CSV }, kalyan, 400, 'dryRun must be true (check the file) or false (import it)'],
      [{ csv: CSV, dryRun: 'yes' }, kalyan, 400, 'dryRun must be true (check the file) or false (import it)'],
      [
        { csv: '', dryRun: false },
        kalyan,
        400,
        'The file has no rows: one line per draw, "date,open pana,close pana" (jodi optional)',
      ],
      [
        { csv: 'when,what\n2024-01-01,1', dryRun: true },
        kalyan,
        400,
        'The header names when, what; it must name date, open and close (jodi optional), or date and result',
      ],
      [
        { csv: 'x'.repeat(1_000_001), dryRun: true },
        kalyan,
        400,
        'The file is too large: import at most 10,00,000 characters at a time',
      ],
    ];
    for (const [body, id, status, msg] of cases) {
      const answer = await adminCall(t, 'POST', url(id), owner, body);
      expect(answer, JSON.stringify(body).slice(0, 80)).toMatchObject({
        statusCode: status,
        body: { status: false, msg },
      });
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: url(kalyan),
      headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ csv: 'x'.repeat(2_200_000), dryRun: true }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ status: false });
    expect({ ...(await state()) }).toEqual(before);
  });

  it(`allows an owner ${CHART_IMPORT_LIMIT.max} runs an hour: beyond, 429 in the envelope and nothing written`, async () => {
    for (let i = 0; i < CHART_IMPORT_LIMIT.max; i++) expect((await send(CSV, true)).statusCode).toBe(200);
    const before = await state();
    expect(await send(CSV, false)).toMatchObject({
      statusCode: 429,
      body: { status: false, msg: 'Too many chart imports. Please try again after 60 minutes.' },
    });
    expect(await state()).toEqual(before);
  });
});

describe(`results:verify after an import (${testEngine()})`, () => {
  it('verifies the import entries', async () => {
    let dbUrl: string;
    let cleanup: () => Promise<void> | void;
    if (testEngine() === 'postgres') {
      const fresh = await freshDatabaseUrl();
      dbUrl = fresh.url;
      cleanup = fresh.drop;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'pana-import-'));
      dbUrl = join(dir, 'pana.db');
      cleanup = () => rmSync(dir, { recursive: true, force: true });
    }
    const app = await openTestApp(dbUrl, { demo: false });
    try {
      const token = await loginAdmin(app, 'owner');
      const id = await marketIdOf(app.db, 'main', 'Kalyan');
      const answer = await adminCall(app, 'POST', url(id), token, { csv: CSV, dryRun: false });
      expect(answer.body).toMatchObject({ status: true, added: 3 });
      const run = spawnSync(process.execPath, ['--import', 'tsx', join(serverRoot, 'src/cli/results-verify.ts')], {
        cwd: serverRoot,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: dbUrl },
        encoding: 'utf8',
      });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/^Result chain verified: 6 entries, nothing changed/);
    } finally {
      await app.close();
      await cleanup();
    }
  }, 60_000);
});
