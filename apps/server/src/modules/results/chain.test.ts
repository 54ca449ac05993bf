import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENESIS_HASH, hashChainEntry, RESULT_CHAIN_EXAMPLE, type ResultChainEntry, verifyChain } from '@pana/domain';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { migrateTo, migrateToLatest } from '../../db/migrate.ts';
import { adminCall, createAdminAccount, loginAdmin, marketIdOf } from '../../test/fixtures.ts';
import { createTestApp, freshDatabaseUrl, openTestApp, type TestApp } from '../../test/harness.ts';
import { createDatabase, databaseName, dropDatabase, testEngine } from '../../test/postgres.ts';
import { checkChain } from '../result-chain/chain.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { declareResult, revertResult } from './service.ts';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** The test clock reads Monday 2026-11-23 10:00 India time; yesterday's draws are all over. */
const YESTERDAY = '2026-11-22';

let t: TestApp;
let token: string;
let adminId: number;
beforeEach(async () => {
  t = await createTestApp({ demo: false });
  const admin = await createAdminAccount(t, 'operator');
  adminId = admin.id;
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/api/login',
    payload: { username: admin.username, password: 'operator-pass-1' },
  });
  token = res.json().token as string;
});
afterEach(() => t.close());

const declare = (body: Record<string, unknown>) =>
  adminCall(t, 'POST', '/admin/api/results', token, { date: YESTERDAY, ...body });
const revert = (body: Record<string, unknown>) =>
  adminCall(t, 'POST', '/admin/api/results/revert', token, { date: YESTERDAY, reason: 'wrong pana', ...body });
const log = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/results-log${query}` });
  return { statusCode: res.statusCode, body: res.json() };
};
const rows = () => t.db.selectFrom('result_chain').selectAll().orderBy('seq').execute();

/** Declares and reverts on every family: 8 entries. */
async function someResults() {
  const kalyan = await marketIdOf(t.db, 'main', 'Kalyan');
  const starline = await marketIdOf(t.db, 'starline');
  const gali = await marketIdOf(t.db, 'gali');
  for (const body of [
    { kind: 'main', marketId: kalyan, session: 'open', pana: '128' },
    { kind: 'main', marketId: kalyan, session: 'close', pana: '357' },
    { kind: 'starline', marketId: starline, pana: '250' },
    { kind: 'gali', marketId: gali, jodi: '47' },
  ]) {
    expect((await declare(body)).statusCode).toBe(200);
  }
  // Reverting the open takes back the close first: two entries.
  expect((await revert({ kind: 'main', marketId: kalyan, session: 'open' })).statusCode).toBe(200);
  expect((await revert({ kind: 'gali', marketId: gali })).statusCode).toBe(200);
  return { kalyan, starline, gali };
}

describe(`the result chain (${testEngine()})`, () => {
  it('appends every declaration and revert, each naming the hash before it, in the same transaction', async () => {
    const { kalyan, starline, gali } = await someResults();
    const now = t.clock.now();
    const chain = await rows();
    const brief = chain.map((r) => [
      Number(r.seq),
      r.action,
      Number(r.market_id),
      r.family,
      r.draw_date,
      r.session,
      r.digits,
    ]);
    expect(brief).toEqual([
      [1, 'declare', kalyan, 'main', YESTERDAY, 'open', '128'],
      [2, 'declare', kalyan, 'main', YESTERDAY, 'close', '357'],
      [3, 'declare', starline, 'starline', YESTERDAY, 'open', '250'],
      [4, 'declare', gali, 'gali', YESTERDAY, 'close', '47'],
      [5, 'revert', kalyan, 'main', YESTERDAY, 'close', '357'],
      [6, 'revert', kalyan, 'main', YESTERDAY, 'open', '128'],
      [7, 'revert', gali, 'gali', YESTERDAY, 'close', '47'],
    ]);
    for (const r of chain) {
      expect(Number(r.operator_id)).toBe(adminId);
      expect(Number(r.at)).toBe(now);
      expect(r.market_name).toBe(
        r.family === 'main'
          ? 'Kalyan'
          : (
              await t.db
                .selectFrom('markets')
                .select('name')
                .where('id', '=', Number(r.market_id))
                .executeTakeFirstOrThrow()
            ).name,
      );
    }
    expect(chain[0]?.prev_hash).toBe(GENESIS_HASH);
    expect(await checkChain(t.db)).toEqual({ ok: true, count: 7 });
    expect(await checkLedger(t.db)).toEqual([]);
    const head = await t.db.selectFrom('result_chain_head').selectAll().executeTakeFirstOrThrow();
    expect([Number(head.seq), head.hash]).toEqual([7, chain[6]?.hash]);
  });

  it('appends nothing for a refused declaration or revert', async () => {
    const kalyan = await marketIdOf(t.db, 'main', 'Kalyan');
    expect((await declare({ kind: 'main', marketId: kalyan, session: 'close', pana: '357' })).statusCode).toBe(409);
    expect((await declare({ kind: 'main', marketId: kalyan, session: 'open', pana: '12a' })).statusCode).toBe(400);
    expect((await revert({ kind: 'main', marketId: kalyan, session: 'open' })).statusCode).toBe(409);
    expect((await declare({ kind: 'main', marketId: kalyan, session: 'open', pana: '128' })).statusCode).toBe(200);
    expect((await declare({ kind: 'main', marketId: kalyan, session: 'open', pana: '137' })).statusCode).toBe(409);
    expect((await rows()).map((r) => r.digits)).toEqual(['128']);
  });

  it('hashes as the domain does: the published example, and each stored entry', async () => {
    const [first] = RESULT_CHAIN_EXAMPLE;
    expect(await hashChainEntry(first as NonNullable<typeof first>)).toBe(
      'e53fd2b5063636746a278a7d10b394d797f442d4eda7ac15687a08bf6cb1c513',
    );
    await someResults();
    const { body } = await log('?limit=500');
    const entries = [...body.entries].reverse().map((e: Record<string, unknown>): ResultChainEntry => ({
      seq: e.seq as number,
      action: e.action as ResultChainEntry['action'],
      marketId: e.market_id as number,
      marketName: e.market_name as string,
      family: e.family as ResultChainEntry['family'],
      drawDate: e.draw_date as string,
      session: e.session as ResultChainEntry['session'],
      digits: e.digits as string,
      at: e.at as number,
      operatorId: e.operator_id as number,
      prevHash: e.prev_hash as string,
      hash: e.hash as string,
    }));
    expect(await verifyChain(entries)).toMatchObject({ ok: true, count: 7 });
  });

  it('names the first broken entry when a digit is changed, a row removed or a link altered', async () => {
    await someResults();
    const broken = async () => {
      const outcome = await checkChain(t.db);
      const problems = await checkLedger(t.db);
      expect(problems.filter((p) => p.check === 'the result chain is unbroken').map((p) => p.detail)).toEqual(
        outcome.ok ? [] : [outcome.broken.reason],
      );
      return outcome.ok ? null : outcome.broken;
    };
    expect(await broken()).toBeNull();

    await t.db.updateTable('result_chain').set({ digits: '137' }).where('seq', '=', 3).execute();
    expect(await broken()).toEqual({ seq: 3, reason: 'Entry #3 was changed: its contents do not match its hash' });
    await t.db.updateTable('result_chain').set({ digits: '250' }).where('seq', '=', 3).execute();
    expect(await broken()).toBeNull();

    const second = await t.db
      .selectFrom('result_chain')
      .select('prev_hash')
      .where('seq', '=', 5)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('result_chain').set({ prev_hash: GENESIS_HASH }).where('seq', '=', 5).execute();
    expect(await broken()).toEqual({ seq: 5, reason: 'Entry #5 does not name the hash of the entry before it' });
    await t.db.updateTable('result_chain').set({ prev_hash: second.prev_hash }).where('seq', '=', 5).execute();

    // A rewritten entry with a fresh hash of its own still breaks the link of the next.
    const four = await t.db.selectFrom('result_chain').selectAll().where('seq', '=', 4).executeTakeFirstOrThrow();
    const forged = await hashChainEntry({
      seq: 4,
      action: four.action,
      marketId: Number(four.market_id),
      marketName: four.market_name,
      family: four.family,
      drawDate: four.draw_date,
      session: four.session,
      digits: '48',
      at: Number(four.at),
      operatorId: Number(four.operator_id),
      prevHash: four.prev_hash,
    });
    await t.db.updateTable('result_chain').set({ digits: '48', hash: forged }).where('seq', '=', 4).execute();
    expect(await broken()).toEqual({ seq: 5, reason: 'Entry #5 does not name the hash of the entry before it' });
    await t.db.updateTable('result_chain').set({ digits: '47', hash: four.hash }).where('seq', '=', 4).execute();
    expect(await broken()).toBeNull();

    const six = await t.db.selectFrom('result_chain').selectAll().where('seq', '=', 6).executeTakeFirstOrThrow();
    await t.db.deleteFrom('result_chain').where('seq', '=', 6).execute();
    expect(await broken()).toEqual({ seq: 6, reason: 'Entry #6 is missing (the next entry is #7)' });
    await t.db.insertInto('result_chain').values(six).execute();
    expect(await broken()).toBeNull();

    // The newest entry removed: only the head row can tell.
    await t.db.deleteFrom('result_chain').where('seq', '=', 7).execute();
    expect(await broken()).toEqual({
      seq: 7,
      reason: "Entry #7 is missing: the chain's head names entry #7, the last entry is #6",
    });
  });

  it('serves the chain to anyone, newest first, a page at a time; refuses a bad query with a message', async () => {
    await someResults();
    const first = await log('?limit=3');
    expect(first.statusCode).toBe(200);
    expect(first.body.entries.map((e: { seq: number }) => e.seq)).toEqual([7, 6, 5]);
    expect(first.body.next_before).toBe(5);
    expect(first.body.head.seq).toBe(7);
    const second = await log('?limit=3&before=5');
    expect(second.body.entries.map((e: { seq: number }) => e.seq)).toEqual([4, 3, 2]);
    const last = await log('?limit=3&before=2');
    expect(last.body).toMatchObject({ next_before: null });
    expect(last.body.entries.map((e: { seq: number }) => e.seq)).toEqual([1]);
    expect((await log()).body.entries).toHaveLength(7);
    expect(first.body.entries[0]).toMatchObject({
      action: 'revert',
      family: 'gali',
      digits: '47',
      operator_id: adminId,
    });

    for (const [query, message] of [
      ['?limit=0', /limit must be a whole number from 1 to 500/],
      ['?limit=501', /limit must be a whole number from 1 to 500/],
      ['?limit=x', /limit must be a whole number from 1 to 500/],
      ['?before=-1', /before must be an entry number/],
      ['?before=1e3', /before must be an entry number/],
      ['?before=99999999999999999999', /before must be an entry number/],
    ] as const) {
      const res = await log(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.body.status).toBe(false);
      expect(res.body.msg).toMatch(message);
    }
  });

  it('keeps one chain when two processes declare and revert at once (PostgreSQL), or one process concurrently', async () => {
    const starline = (
      await t.db.selectFrom('markets').select('id').where('kind', '=', 'starline').orderBy('id').execute()
    ).map((m) => Number(m.id));
    const mine = starline.filter((_, i) => i % 2 === 0).slice(0, 4);
    const theirs = starline.filter((_, i) => i % 2 === 1).slice(0, 4);
    const rounds = 3;
    const actor = { adminId, ip: '127.0.0.1' };
    const deps = { db: t.db, reads: t.db, clock: t.clock };
    const cycle = async (ids: number[]) => {
      for (let round = 0; round < rounds; round++)
        for (const id of ids) {
          const draw = { kind: 'starline' as const, marketId: id, date: YESTERDAY };
          await declareResult(deps, { ...draw, pana: '250' }, actor);
          await revertResult(deps, { ...draw, reason: 'test' }, actor);
        }
    };
    if (t.engine === 'postgres') {
      const other = await createAdminAccount(t, 'operator');
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          join(serverRoot, 'src/test/declare-results.ts'),
          t.config.DATABASE_URL,
          String(other.id),
          YESTERDAY,
          String(t.clock.now()),
          String(rounds),
          ...theirs.map(String),
        ],
        { cwd: serverRoot, env: { PATH: process.env.PATH, HOME: process.env.HOME }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
      // Declare here until the other process has finished too, so both append at the same time.
      let cycles = 0;
      let code: number | null | undefined;
      void exited.then((c) => (code = c));
      while (code === undefined || cycles === 0) {
        await cycle(mine);
        cycles += 1;
      }
      expect(code, out).toBe(0);
      expect(out).toContain(`entries ${theirs.length * rounds * 2}`);
      const chain = await rows();
      expect(chain.filter((r) => Number(r.operator_id) === other.id)).toHaveLength(theirs.length * rounds * 2);
      expect(chain).toHaveLength((theirs.length + mine.length * cycles) * rounds * 2);
    } else {
      await Promise.all([cycle(mine), cycle(theirs)]);
      expect(await rows()).toHaveLength((theirs.length + mine.length) * rounds * 2);
    }
    const chain = await rows();
    expect(chain.map((r) => Number(r.seq))).toEqual(chain.map((_, i) => i + 1));
    expect(new Set(chain.map((r) => r.prev_hash)).size).toBe(chain.length);
    expect(await checkChain(t.db)).toEqual({ ok: true, count: chain.length });
    expect(await checkLedger(t.db)).toEqual([]);
  }, 120_000);
});

describe(`the demo's past results (${testEngine()})`, () => {
  it('are on the chain, oldest first, as declarations by operator 0', async () => {
    const demo = await createTestApp({ demo: true });
    try {
      const results = await demo.db.selectFrom('results').selectAll().execute();
      const sessions = results.reduce(
        (n, r) => n + (r.jodi ? 1 : 0) + (r.open_pana ? 1 : 0) + (r.close_pana ? 1 : 0),
        0,
      );
      expect(sessions).toBeGreaterThan(100);
      expect(await checkChain(demo.db)).toEqual({ ok: true, count: sessions });
      const chain = await demo.db.selectFrom('result_chain').select(['at', 'operator_id']).orderBy('seq').execute();
      expect(
        chain.every((r, i) => Number(r.operator_id) === 0 && (i === 0 || Number(r.at) >= Number(chain[i - 1]?.at))),
      ).toBe(true);
    } finally {
      await demo.close();
    }
  });
});

describe(`npm run results:verify (${testEngine()})`, () => {
  it('exits 0 on a whole chain and 1 naming the first broken entry', async () => {
    let url: string;
    let cleanup: () => Promise<void> | void;
    if (testEngine() === 'postgres') {
      const fresh = await freshDatabaseUrl();
      url = fresh.url;
      cleanup = fresh.drop;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'pana-chain-'));
      url = join(dir, 'pana.db');
      cleanup = () => rmSync(dir, { recursive: true, force: true });
    }
    const app = await openTestApp(url, { demo: false });
    try {
      const operator = await loginAdmin(app);
      const kalyan = await marketIdOf(app.db, 'main', 'Kalyan');
      const answer = await adminCall(app, 'POST', '/admin/api/results', operator, {
        kind: 'main',
        marketId: kalyan,
        date: YESTERDAY,
        session: 'open',
        pana: '128',
      });
      expect(answer.statusCode).toBe(200);
      const run = () =>
        spawnSync(process.execPath, ['--import', 'tsx', join(serverRoot, 'src/cli/results-verify.ts')], {
          cwd: serverRoot,
          env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: url },
          encoding: 'utf8',
        });
      const ok = run();
      expect(ok.status, ok.stderr).toBe(0);
      expect(ok.stdout).toMatch(/^Result chain verified: 1 entries, nothing changed/);
      await app.db.updateTable('result_chain').set({ digits: '137' }).where('seq', '=', 1).execute();
      const bad = run();
      expect(bad.status).toBe(1);
      expect(bad.stderr).toContain('FAIL result chain: Entry #1 was changed: its contents do not match its hash');
    } finally {
      await app.close();
      await cleanup();
    }
  }, 60_000);
});

describe(`the migration over results declared before it (${testEngine()})`, () => {
  it('enters them oldest first as declarations by operator 0, and the chain goes on from there', async () => {
    let url: string;
    let cleanup: () => Promise<void> | void;
    if (testEngine() === 'postgres') {
      const server = inject('pgUrl');
      const name = databaseName(`${inject('pgPrefix')}_chain`);
      url = await createDatabase(server, name);
      cleanup = () => dropDatabase(server, name);
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'pana-chain-mig-'));
      url = join(dir, 'pana.db');
      cleanup = () => rmSync(dir, { recursive: true, force: true });
    }
    const handle = openDatabase(url);
    try {
      const db = handle.db;
      await migrateTo(db, '2026-11-26-20-player-limits');
      await sql`insert into markets (kind, name, open_minute, close_minute, days, active, sort_order, created_at, updated_at) values
        ('main', 'Kalyan', 900, 1020, '0123456', 1, 0, 0, 0), ('starline', 'Star 10:00', 600, null, '0123456', 1, 0, 0, 0),
        ('gali', 'Disawar', 300, null, '0123456', 1, 0, 0, 0)`.execute(db);
      await sql`insert into results (market_id, draw_date, open_pana, open_ank, close_pana, close_ank, jodi, open_declared_at, close_declared_at, updated_at) values
        (1, '2026-11-20', '128', 1, '357', 5, '15', 300, 900, 900),
        (2, '2026-11-20', '250', 7, null, null, null, 200, null, 200),
        (3, '2026-11-21', null, null, null, null, '47', 100, null, 100),
        (1, '2026-11-21', '137', 1, null, null, null, 1000, null, 1000)`.execute(db);
      await migrateToLatest(db);
      const chain = await db.selectFrom('result_chain').selectAll().orderBy('seq').execute();
      expect(
        chain.map((r) => [
          Number(r.seq),
          Number(r.market_id),
          r.draw_date,
          r.session,
          r.digits,
          Number(r.at),
          Number(r.operator_id),
        ]),
      ).toEqual([
        [1, 3, '2026-11-21', 'close', '47', 100, 0],
        [2, 2, '2026-11-20', 'open', '250', 200, 0],
        [3, 1, '2026-11-20', 'open', '128', 300, 0],
        [4, 1, '2026-11-20', 'close', '357', 900, 0],
        [5, 1, '2026-11-21', 'open', '137', 1000, 0],
      ]);
      expect(await checkChain(db)).toEqual({ ok: true, count: 5 });
    } finally {
      await handle.close();
      await cleanup();
    }
  });
});
