import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashChainEntry } from '@pana/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseRateLimitStore } from '../../db/rate-limit-store.ts';
import { createTestAgent } from '../../test/agents.ts';
import {
  ADMIN_PASSWORD,
  consoleCall,
  createAdminAccount,
  createPlayerWithToken,
  marketIdOf,
} from '../../test/fixtures.ts';
import { createTestApp, freshDatabaseUrl, MONDAY_MORNING, openTestApp, type TestApp } from '../../test/harness.ts';
import { testEngine } from '../../test/postgres.ts';
import { checkChain } from '../result-chain/chain.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { readBody, type ReadDraw, type Reading, type ReadSpec } from './reader.ts';
import { FEED_STOPPED_AFTER, type FeedsDeps, pollRound } from './service.ts';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** Kalyan Morning opens at 11:00 India time: a minute after, its open's window is on (the test clock is Monday 2026-11-23). */
const OPEN_WINDOW = MONDAY_MORNING + 61 * 60_000;
const DATE = '2026-11-23';

/** Fake result pages on 127.0.0.1: each path answers what `pages` holds for it now. */
let pageServer: Server;
let base: string;
const pages = new Map<string, { status: number; type: string; body: string }>();
beforeAll(async () => {
  pageServer = createServer((req, res) => {
    const page = pages.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (!page) {
      res.statusCode = 503;
      res.end('down');
      return;
    }
    res.statusCode = page.status;
    if (page.status >= 300 && page.status < 400) res.setHeader('location', page.body);
    else res.setHeader('content-type', page.type);
    res.end(page.status >= 300 && page.status < 400 ? '' : page.body);
  });
  await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  pageServer.closeAllConnections();
  await new Promise((resolve) => pageServer.close(resolve));
});
const json = (path: string, value: unknown) =>
  pages.set(path, { status: 200, type: 'application/json', body: JSON.stringify(value) });
const html = (path: string, body: string) => pages.set(path, { status: 200, type: 'text/html', body });

interface Roles {
  owner: string;
  ownerId: number;
  operator: string;
  viewer: string;
  player: string;
  master: string;
  agent: string;
}

async function login(t: TestApp, role: 'owner' | 'operator' | 'viewer'): Promise<{ id: number; token: string }> {
  const admin = await createAdminAccount(t, role);
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/api/login',
    payload: { username: admin.username, password: ADMIN_PASSWORD },
  });
  return { id: admin.id, token: res.json().token as string };
}

async function rolesOf(t: TestApp): Promise<Roles> {
  const owner = await login(t, 'owner');
  const master = await createTestAgent(t, { role: 'master_agent' });
  const agent = await createTestAgent(t, { role: 'agent', parentId: master.id });
  return {
    owner: owner.token,
    ownerId: owner.id,
    operator: (await login(t, 'operator')).token,
    viewer: (await login(t, 'viewer')).token,
    player: (await createPlayerWithToken(t, { balance: 0 })).token,
    master: master.token,
    agent: agent.token,
  };
}

function depsOf(t: TestApp): FeedsDeps {
  return { db: t.db, reads: t.db, clock: t.clock, rateLimits: new DatabaseRateLimitStore(t.db), fetchMode: 'test' };
}

const source = (label: string, path: string, extra: Record<string, unknown> = {}) => ({
  label,
  url: `${base}${path}`,
  reader: 'json',
  jsonPath: 'data.result',
  ...extra,
});

async function counts(t: TestApp) {
  const n = async (
    table: 'feed_sources' | 'feed_markets' | 'feed_observations' | 'audit_log' | 'result_chain' | 'operator_alerts',
  ) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    sources: await n('feed_sources'),
    markets: await n('feed_markets'),
    observations: await n('feed_observations'),
    audit: await n('audit_log'),
    chain: await n('result_chain'),
    alerts: await n('operator_alerts'),
  };
}

const feedAlerts = (t: TestApp) =>
  t.db
    .selectFrom('operator_alerts')
    .select(['detail', 'market_id', 'draw_date', 'dedupe_key'])
    .where('kind', '=', 'feed')
    .orderBy('id')
    .execute();

describe(`result feeds through the console (${testEngine()})`, () => {
  let t: TestApp;
  let roles: Roles;
  let market: number;
  beforeEach(async () => {
    pages.clear();
    t = await createTestApp({ demo: false, now: OPEN_WINDOW });
    roles = await rolesOf(t);
    market = await marketIdOf(t.db, 'main', 'Kalyan Morning');
  });
  afterEach(() => t.close());

  const url = (rest = '') => `/admin/api/markets/${market}/feeds${rest}`;

  it('lets owners write, viewers read, operators declare, and nobody else in', async () => {
    json('/a', { data: { result: '128-1' } });
    const added = await consoleCall(t, 'POST', url(), roles.owner, source('A', '/a'));
    expect(added.statusCode, added.text).toBe(200);
    const sourceId = added.body.sources[0].id as number;
    const calls: Array<{
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      path: string;
      body?: unknown;
      least: 'viewer' | 'operator' | 'owner';
    }> = [
      { method: 'GET', path: url(), least: 'viewer' },
      { method: 'GET', path: url('/status'), body: { date: DATE, session: 'open' }, least: 'viewer' },
      { method: 'POST', path: url(), body: source('B', '/b'), least: 'owner' },
      { method: 'PUT', path: url(`/${sourceId}`), body: source('A2', '/a'), least: 'owner' },
      {
        method: 'PUT',
        path: url('/settings'),
        body: { quorum: null, autoDeclare: false, autoAfterSeconds: 60 },
        least: 'owner',
      },
      { method: 'POST', path: url('/test'), body: source('A', '/a'), least: 'owner' },
      // Nothing agrees yet: an operator gets through the door and is told so (409).
      {
        method: 'POST',
        path: url('/declare'),
        body: { date: DATE, session: 'open', digits: '128' },
        least: 'operator',
      },
    ];
    const rank = { viewer: 0, operator: 1, owner: 2 };
    for (const c of calls) {
      for (const token of [null, roles.player, roles.master, roles.agent]) {
        const before = await counts(t);
        const res = await consoleCall(t, c.method, c.path, token, c.body);
        expect(res.statusCode, `${c.method} ${c.path} ${token === null ? 'anonymous' : 'player/agent'}`).toBe(
          token === null || token === roles.player ? 401 : 403,
        );
        expect(res.body.status).toBe(false);
        expect(await counts(t)).toEqual(before);
      }
      for (const role of ['viewer', 'operator', 'owner'] as const) {
        const res = await consoleCall(t, c.method, c.path, roles[role], c.body);
        if (rank[role] < rank[c.least]) {
          expect(res.statusCode, `${c.method} ${c.path} as ${role}`).toBe(403);
          expect(res.body).toEqual({ status: false, msg: 'Not allowed for your role' });
        } else expect([200, 409], `${c.method} ${c.path} as ${role}: ${res.text}`).toContain(res.statusCode);
      }
    }
    // The owner's DELETE, last (the others answer first).
    for (const token of [null, roles.player, roles.master, roles.agent, roles.viewer, roles.operator]) {
      expect((await consoleCall(t, 'DELETE', url(`/${sourceId}`), token)).statusCode).toBeGreaterThanOrEqual(401);
    }
    expect((await consoleCall(t, 'DELETE', url(`/${sourceId}`), roles.owner)).statusCode).toBe(200);
    // Another market's source is not found through this market.
    const other = await marketIdOf(t.db, 'main', 'Kalyan');
    const mine = (await consoleCall(t, 'POST', url(), roles.owner, source('C', '/c'))).body.sources.at(-1).id as number;
    const wrong = await consoleCall(
      t,
      'PUT',
      `/admin/api/markets/${other}/feeds/${mine}`,
      roles.owner,
      source('C', '/c'),
    );
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toEqual({ status: false, msg: 'Feed source not found' });
  });

  it('refuses bad input with a message and changes nothing; every write is audited', async () => {
    const before = await counts(t);
    const refused: Array<[string, 'POST' | 'PUT', string, unknown, number]> = [
      ['not http', 'POST', url(), source('X', '/x', { url: 'ftp://example.com/r' }), 400],
      ['credentials', 'POST', url(), source('X', '/x', { url: 'https://u:p@example.com/r' }), 400],
      ['no path', 'POST', url(), source('X', '/x', { jsonPath: '' }), 400],
      ['bad path', 'POST', url(), source('X', '/x', { jsonPath: 'a..b' }), 400],
      ['no selector', 'POST', url(), source('X', '/x', { reader: 'html', selector: null }), 400],
      ['bad selector', 'POST', url(), source('X', '/x', { reader: 'html', selector: 'div[[' }), 400],
      ['bad pattern', 'POST', url(), source('X', '/x', { pattern: '(' }), 400],
      ['pattern without group', 'POST', url(), source('X', '/x', { pattern: '\\d{3}' }), 400],
      ['no label', 'POST', url(), source('', '/x'), 400],
      ['reader', 'POST', url(), source('X', '/x', { reader: 'xml' }), 400],
      ['quorum above sources', 'PUT', url('/settings'), { quorum: 3, autoDeclare: false, autoAfterSeconds: 60 }, 400],
      ['auto without sources', 'PUT', url('/settings'), { quorum: null, autoDeclare: true, autoAfterSeconds: 60 }, 400],
      ['auto time', 'PUT', url('/settings'), { quorum: null, autoDeclare: false, autoAfterSeconds: 5 }, 400],
      ['no market', 'POST', '/admin/api/markets/999999/feeds', source('X', '/x'), 404],
      ['market id', 'POST', '/admin/api/markets/abc/feeds', source('X', '/x'), 400],
      ['no source', 'PUT', url('/424242'), source('X', '/x'), 404],
    ];
    for (const [what, method, path, body, status] of refused) {
      const res = await consoleCall(t, method, path, roles.owner, body);
      expect(res.statusCode, `${what}: ${res.text}`).toBe(status);
      expect(res.body.status, what).toBe(false);
      expect(typeof res.body.msg, what).toBe('string');
    }
    expect(
      (await consoleCall(t, 'POST', url('/declare'), roles.operator, { date: 'x', digits: '128' })).statusCode,
    ).toBe(400);
    expect(
      (await consoleCall(t, 'POST', url('/declare'), roles.operator, { date: DATE, digits: '128' })).body.msg,
    ).toBe('Please choose the session (open or close)');
    expect((await consoleCall(t, 'GET', url('/status'), roles.viewer, { date: '2026-13-01' })).statusCode).toBe(400);
    expect(await counts(t)).toEqual(before);

    const added = await consoleCall(t, 'POST', url(), roles.owner, source('A', '/a'));
    await consoleCall(
      t,
      'POST',
      url(),
      roles.owner,
      source('B', '/b', { reader: 'html', jsonPath: null, selector: '#r b' }),
    );
    const id = added.body.sources[0].id as number;
    await consoleCall(t, 'PUT', url('/settings'), roles.owner, { quorum: 2, autoDeclare: false, autoAfterSeconds: 60 });
    await consoleCall(t, 'PUT', url(`/${id}`), roles.owner, { ...source('A', '/a2'), active: false });
    await consoleCall(t, 'DELETE', url(`/${id}`), roles.owner);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'feeds.%')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'feeds.source.add',
      'feeds.source.add',
      'feeds.settings',
      'feeds.source.update',
      'feeds.source.remove',
    ]);
  });

  it("limits the owner's writes and tests (429 in the envelope)", async () => {
    const settings = { quorum: null, autoDeclare: false, autoAfterSeconds: 60 };
    for (let i = 0; i < 30; i++)
      expect((await consoleCall(t, 'PUT', url('/settings'), roles.owner, settings)).statusCode).toBe(200);
    const limited = await consoleCall(t, 'PUT', url('/settings'), roles.owner, settings);
    expect(limited.statusCode).toBe(429);
    expect(limited.body.status).toBe(false);
    expect(limited.body.msg).toMatch(/^Too many changes to result feeds; try again in/);
    json('/a', { data: { result: '128-1' } });
    for (let i = 0; i < 12; i++)
      expect((await consoleCall(t, 'POST', url('/test'), roles.owner, source('A', '/a'))).statusCode).toBe(200);
    const tests = await consoleCall(t, 'POST', url('/test'), roles.owner, source('A', '/a'));
    expect(tests.statusCode).toBe(429);
    expect(tests.body.msg).toMatch(/^Too many source tests/);
  });

  it('tests a source against its live page, and refuses an internal address', async () => {
    json('/a', { data: { result: '128-1' } });
    html('/h', '<html><body><div id="r">Kalyan Morning <b>***-**-***</b></div></body></html>');
    const ok = await consoleCall(t, 'POST', url('/test'), roles.owner, source('A', '/a'));
    expect(ok.statusCode, ok.text).toBe(200);
    expect(ok.body.msg).toBe('Reads 128-1 for the open of 23-Nov');
    expect(ok.body.reading).toMatchObject({
      status: 'ok',
      digits: '128',
      result: '128-1',
      date: DATE,
      session: 'open',
    });
    expect(ok.body.reading.sha256).toMatch(/^[0-9a-f]{64}$/);
    const empty = await consoleCall(
      t,
      'POST',
      url('/test'),
      roles.owner,
      source('H', '/h', { reader: 'html', selector: '#r b' }),
    );
    expect(empty.body.reading.status).toBe('empty');
    const missing = await consoleCall(t, 'POST', url('/test'), roles.owner, source('M', '/missing'));
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toMatchObject({ status: true, msg: 'The page answered HTTP 503', httpStatus: 503 });
    for (const target of ['http://10.0.0.1/r', 'http://169.254.169.254/latest/meta-data/']) {
      const refused = await consoleCall(t, 'POST', url('/test'), roles.owner, source('X', '/x', { url: target }));
      expect(refused.statusCode, target).toBe(400);
      expect(refused.body.msg).toContain('cannot be fetched');
    }
    expect(await t.db.selectFrom('feed_observations').selectAll().execute()).toEqual([]);
  });

  it('two sources agreeing: ready "2 of 2", declared with one tap, the chain entry naming both', async () => {
    json('/a', { data: { result: '128-1' } });
    html('/h', '<div class="res"><span>KALYAN MORNING</span><b> 128-1 </b></div>');
    await consoleCall(t, 'POST', url(), roles.owner, source('Site A', '/a'));
    await consoleCall(
      t,
      'POST',
      url(),
      roles.owner,
      source('Site H', '/h', { reader: 'html', jsonPath: null, selector: 'div.res b' }),
    );
    const round = await pollRound(depsOf(t));
    expect(round).toMatchObject({ fetched: 2, declared: [], alerts: 0 });
    const status = await consoleCall(t, 'GET', url('/status'), roles.viewer, { date: DATE, session: 'open' });
    expect(status.body).toMatchObject({
      state: 'ready',
      digits: '128',
      result: '128-1',
      agree: 2,
      total: 2,
      quorum: 2,
      heldSince: OPEN_WINDOW,
      autoDeclareAt: null,
    });
    // The operator saw 128; the page changed meanwhile to something else: the tap is refused, nothing declared.
    const stale = await consoleCall(t, 'POST', url('/declare'), roles.operator, {
      date: DATE,
      session: 'open',
      digits: '137',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.body.msg).toBe('The sources now agree on 128, not 137; look again before declaring');
    expect(await t.db.selectFrom('result_chain').selectAll().execute()).toEqual([]);
    const tap = await consoleCall(t, 'POST', url('/declare'), roles.operator, {
      date: DATE,
      session: 'open',
      digits: '128',
    });
    expect(tap.statusCode, tap.text).toBe(200);
    expect(tap.body).toMatchObject({ status: true, msg: 'Result declared: 128-1', result: '128-1' });
    const [entry] = await t.db.selectFrom('result_chain').selectAll().execute();
    const evidence = JSON.parse(entry?.evidence as string) as Array<{ url: string; fetchedAt: number; sha256: string }>;
    expect(evidence.map((e) => e.url)).toEqual([`${base}/a`, `${base}/h`]);
    expect(evidence.every((e) => e.fetchedAt === OPEN_WINDOW && /^[0-9a-f]{64}$/.test(e.sha256))).toBe(true);
    const { createHash } = await import('node:crypto');
    expect(evidence[0]?.sha256).toBe(
      createHash('sha256')
        .update(JSON.stringify({ data: { result: '128-1' } }))
        .digest('hex'),
    );
    // The public log carries it, and it is what the hash covers.
    const log = (await t.app.inject({ method: 'GET', url: '/api/results-log' })).json();
    expect(log.entries[0].evidence).toEqual(
      evidence.map((e) => ({ url: e.url, fetched_at: e.fetchedAt, sha256: e.sha256 })),
    );
    const fields = {
      seq: 1,
      action: 'declare' as const,
      marketId: market,
      marketName: 'Kalyan Morning',
      family: 'main' as const,
      drawDate: DATE,
      session: 'open' as const,
      digits: '128',
      at: OPEN_WINDOW,
      operatorId: Number(entry?.operator_id),
      prevHash: '0'.repeat(64),
    };
    expect(await hashChainEntry({ ...fields, evidence })).toBe(entry?.hash);
    expect(await hashChainEntry(fields)).not.toBe(entry?.hash);
    expect(await checkChain(t.db)).toEqual({ ok: true, count: 1 });
    // Changing the evidence breaks the chain.
    await t.db
      .updateTable('result_chain')
      .set({ evidence: JSON.stringify([{ ...evidence[0], sha256: '0'.repeat(64) }, evidence[1]]) } as never)
      .execute();
    expect((await checkChain(t.db)).ok).toBe(false);
    await t.db
      .updateTable('result_chain')
      .set({ evidence: entry?.evidence } as never)
      .execute();
    expect(await checkChain(t.db)).toEqual({ ok: true, count: 1 });
    const after = await consoleCall(t, 'GET', url('/status'), roles.viewer, { date: DATE, session: 'open' });
    expect(after.body.state).toBe('declared');
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('one source disagreeing: an alert, nothing declared, even with the automatic mode on', async () => {
    json('/a', { data: { result: '128-1' } });
    json('/b', { data: { result: '137-1' } });
    await consoleCall(t, 'POST', url(), roles.owner, source('Site A', '/a'));
    await consoleCall(t, 'POST', url(), roles.owner, source('Site B', '/b'));
    expect(
      (
        await consoleCall(t, 'PUT', url('/settings'), roles.owner, {
          quorum: null,
          autoDeclare: true,
          autoAfterSeconds: 30,
        })
      ).statusCode,
    ).toBe(200);
    const deps = depsOf(t);
    for (let i = 0; i < 4; i++) {
      await pollRound(deps);
      t.clock.advance(30_000);
    }
    const status = await consoleCall(t, 'GET', url('/status'), roles.viewer, { date: DATE, session: 'open' });
    expect(status.body).toMatchObject({ state: 'disagree', digits: null, agree: 0, total: 2 });
    const alerts = await feedAlerts(t);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      market_id: market,
      draw_date: DATE,
      detail: 'Kalyan Morning open: the result feeds disagree (Site A: 128; Site B: 137); nothing declared',
    });
    expect(await t.db.selectFrom('result_chain').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('results').selectAll().execute()).toEqual([]);
    const tap = await consoleCall(t, 'POST', url('/declare'), roles.operator, {
      date: DATE,
      session: 'open',
      digits: '128',
    });
    expect(tap.statusCode).toBe(409);
    // The console lists it with the other alerts.
    const listed = await consoleCall(t, 'GET', '/admin/api/alerts', roles.viewer);
    expect(listed.body.items[0]).toMatchObject({ kind: 'feed', mobile: '', marketName: 'Kalyan Morning' });
  });

  it('a page redirecting to an address that is not a URL is a failed reading; the round goes on', async () => {
    json('/a', { data: { result: '128-1' } });
    pages.set('/bad-redirect', { status: 302, type: '', body: 'http://[::1' });
    await consoleCall(t, 'POST', url(), roles.owner, source('Site A', '/a'));
    await consoleCall(t, 'POST', url(), roles.owner, source('Odd', '/bad-redirect'));
    expect(await pollRound(depsOf(t))).toMatchObject({ fetched: 2 });
    const rows = await t.db.selectFrom('feed_observations').select(['status', 'error']).orderBy('source_id').execute();
    expect(rows).toEqual([
      { status: 'ok', error: null },
      { status: 'error', error: 'The page redirected to an address that is not a valid URL' },
    ]);
  });

  it('polls at the configured interval and only within the configured window', async () => {
    json('/a', { data: { result: '128-1' } });
    await consoleCall(t, 'POST', url(), roles.owner, source('Site A', '/a'));
    await consoleCall(t, 'POST', url(), roles.owner, source('Site B', '/gone'));
    const deps = { ...depsOf(t), pollMs: 60_000 };
    expect(await pollRound(deps)).toMatchObject({ fetched: 2 });
    const next = await t.db.selectFrom('feed_sources').select(['label', 'next_fetch_at']).orderBy('id').execute();
    // An answering source waits the interval, a failing one the interval too after its first failure.
    expect(next.map((r) => Number(r.next_fetch_at) - OPEN_WINDOW)).toEqual([60_000, 60_000]);
    t.clock.advance(30_000);
    expect(await pollRound(deps)).toMatchObject({ fetched: 0 });
    // A window shorter than the time since the open's draw: nothing is due.
    t.clock.advance(30_000);
    expect(await pollRound({ ...deps, windowMs: 1 })).toMatchObject({ fetched: 0 });
  });

  it('declares nothing automatically once the owner who switched the mode on is disabled (an alert says so)', async () => {
    json('/a', { data: { result: '128-1' } });
    json('/b', { data: { result: '128-1' } });
    await consoleCall(t, 'POST', url(), roles.owner, source('Site A', '/a'));
    await consoleCall(t, 'POST', url(), roles.owner, source('Site B', '/b'));
    await consoleCall(t, 'PUT', url('/settings'), roles.owner, {
      quorum: null,
      autoDeclare: true,
      autoAfterSeconds: 30,
    });
    await t.db.updateTable('admins').set({ active: 0 }).where('id', '=', roles.ownerId).execute();
    const deps = depsOf(t);
    for (let i = 0; i < 4; i++) {
      expect((await pollRound(deps)).declared).toEqual([]);
      t.clock.advance(30_000);
    }
    expect(await t.db.selectFrom('result_chain').selectAll().execute()).toEqual([]);
    expect((await feedAlerts(t)).map((a) => a.detail)).toEqual([
      'Kalyan Morning open: the automatic declaration from feeds failed (the owner who switched it on is no longer an active owner: an owner switches it on again, or declare by hand)',
    ]);
    // The one tap still works for an operator.
    const status = await consoleCall(t, 'GET', url('/status'), roles.viewer, { date: DATE, session: 'open' });
    expect(status.body).toMatchObject({ state: 'ready', digits: '128' });
  });

  it('a source that stops answering, and one showing an invalid pana, raise alerts and declare nothing', async () => {
    json('/a', { data: { result: '128-1' } });
    json('/c', { data: { result: '128-1' } });
    json('/bad', { data: { result: '132-6' } });
    await consoleCall(t, 'POST', url(), roles.owner, source('Site A', '/a'));
    await consoleCall(t, 'POST', url(), roles.owner, source('Gone', '/gone'));
    await consoleCall(t, 'POST', url(), roles.owner, source('Wrong', '/bad'));
    // Two sources agree, enough for the quorum of 2: the invalid reading still blocks the declaration.
    await consoleCall(t, 'POST', url(), roles.owner, source('Site C', '/c'));
    await consoleCall(t, 'PUT', url('/settings'), roles.owner, { quorum: 2, autoDeclare: true, autoAfterSeconds: 30 });
    const deps = depsOf(t);
    // Backoff: the failing source is tried after 30 s, 1 min, 2 min …; enough rounds for FEED_STOPPED_AFTER failures.
    for (let i = 0; i < 12; i++) {
      await pollRound(deps);
      t.clock.advance(30_000);
    }
    const gone = await t.db
      .selectFrom('feed_sources')
      .select(['failures', 'next_fetch_at'])
      .where('label', '=', 'Gone')
      .executeTakeFirstOrThrow();
    expect(Number(gone.failures)).toBeGreaterThanOrEqual(FEED_STOPPED_AFTER);
    const tries = await t.db
      .selectFrom('feed_observations')
      .select('fetched_at')
      .where('status', '=', 'error')
      .orderBy('fetched_at')
      .execute();
    const gaps = tries.slice(1).map((r, i) => Number(r.fetched_at) - Number(tries[i]?.fetched_at));
    expect(gaps.slice(0, 3)).toEqual([30_000, 60_000, 120_000]);
    const details = (await feedAlerts(t)).map((a) => a.detail);
    expect(details).toEqual([
      'Kalyan Morning: feed source "Wrong" shows 132, which is not a valid result; nothing declared',
      'Kalyan Morning open: the result feeds disagree (Site A, Site C: 128; Wrong: 132); nothing declared',
      'Kalyan Morning: feed source "Gone" stopped answering (3 failures in a row: The page answered HTTP 503)',
    ]);
    expect(await t.db.selectFrom('result_chain').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('results').selectAll().execute()).toEqual([]);
    const status = await consoleCall(t, 'GET', url('/status'), roles.viewer, { date: DATE, session: 'open' });
    expect(status.body).toMatchObject({ state: 'disagree', digits: null, total: 4, quorum: 2 });
    const tap = await consoleCall(t, 'POST', url('/declare'), roles.operator, {
      date: DATE,
      session: 'open',
      digits: '128',
    });
    expect(tap.statusCode).toBe(409);
  });
});

describe(`automatic declaration from feeds (${testEngine()}, on a database two processes share)`, () => {
  let url: string;
  let cleanup: () => Promise<void> | void;
  let t: TestApp;
  beforeEach(async () => {
    pages.clear();
    if (testEngine() === 'postgres') {
      const fresh = await freshDatabaseUrl();
      url = fresh.url;
      cleanup = fresh.drop;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'pana-feeds-'));
      url = join(dir, 'pana.db');
      cleanup = () => rmSync(dir, { recursive: true, force: true });
    }
    t = await openTestApp(url, { demo: false, now: OPEN_WINDOW });
  });
  afterEach(async () => {
    await t.close();
    await cleanup();
  });

  const round = (now: number) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', join(serverRoot, 'src/test/feed-poll-round.ts'), url, String(now)],
        {
          cwd: serverRoot,
          env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('close', (code) => resolve({ code, out }));
    });

  it('declares once when the quorum has held, with two processes polling at once; results:verify passes', async () => {
    const roles = await rolesOf(t);
    const market = await marketIdOf(t.db, 'main', 'Kalyan Morning');
    json('/a', { data: { result: '128-1' } });
    json('/b', { data: { result: '128-1' } });
    const feeds = `/admin/api/markets/${market}/feeds`;
    await consoleCall(t, 'POST', feeds, roles.owner, source('Site A', '/a'));
    await consoleCall(t, 'POST', feeds, roles.owner, source('Site B', '/b'));
    expect(
      (
        await consoleCall(t, 'PUT', `${feeds}/settings`, roles.owner, {
          quorum: null,
          autoDeclare: true,
          autoAfterSeconds: 60,
        })
      ).statusCode,
    ).toBe(200);
    // First round: both agree, held since now; not yet declared.
    expect(await pollRound(depsOf(t))).toMatchObject({ fetched: 2, declared: [] });
    const status = await consoleCall(t, 'GET', `${feeds}/status`, roles.viewer, { date: DATE, session: 'open' });
    expect(status.body).toMatchObject({ state: 'ready', heldSince: OPEN_WINDOW, autoDeclareAt: OPEN_WINDOW + 60_000 });
    // 30 s later: still agreeing, held 30 s of 60: nothing.
    t.clock.set(OPEN_WINDOW + 30_000);
    expect(await pollRound(depsOf(t))).toMatchObject({ fetched: 2, declared: [] });
    expect(await t.db.selectFrom('result_chain').selectAll().execute()).toEqual([]);
    // 60 s: two processes at once; exactly one declaration between them.
    const [one, two] = await Promise.all([round(OPEN_WINDOW + 60_000), round(OPEN_WINDOW + 60_000)]);
    expect(one.code, one.out).toBe(0);
    expect(two.code, two.out).toBe(0);
    const declaredBy = [one.out, two.out].filter((o) => o.includes('"digits":"128"'));
    expect(declaredBy, `${one.out}\n${two.out}`).toHaveLength(1);
    const chain = await t.db.selectFrom('result_chain').selectAll().execute();
    expect(chain).toHaveLength(1);
    expect(chain[0]).toMatchObject({ action: 'declare', digits: '128', operator_id: roles.ownerId });
    expect(JSON.parse(chain[0]?.evidence as string)).toHaveLength(2);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['admin_id', 'ip'])
      .where('action', '=', 'result.declare')
      .execute();
    expect(audit).toEqual([{ admin_id: roles.ownerId, ip: 'feeds:auto' }]);
    // Another round later finds the session declared and fetches nothing more for it.
    t.clock.set(OPEN_WINDOW + 120_000);
    expect(await pollRound(depsOf(t))).toMatchObject({ fetched: 0, declared: [] });
    const verify = spawnSync(process.execPath, ['--import', 'tsx', join(serverRoot, 'src/cli/results-verify.ts')], {
      cwd: serverRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: url },
      encoding: 'utf8',
    });
    expect(verify.status, verify.stderr).toBe(0);
    expect(verify.stdout).toMatch(/^Result chain verified: 1 entries, nothing changed/);
    expect(await checkLedger(t.db)).toEqual([]);
  }, 120_000);
});

describe('reading a page', () => {
  const main: ReadDraw = { family: 'main', session: 'open', date: DATE, declaredOpen: null };
  const spec: ReadSpec = { reader: 'json', jsonPath: 'r', selector: null, pattern: null };
  const read = (body: unknown, draw = main, s = spec): Reading => readBody(JSON.stringify(body), s, draw);

  it('reads the open, the close against the declared open, Starline and Gali', () => {
    expect(read({ r: '128-1' })).toMatchObject({ status: 'ok', digits: '128' });
    expect(read({ r: '***-*' })).toMatchObject({ status: 'empty' });
    // A complete result during the open's window is an earlier draw's.
    expect(read({ r: '128-15-357' })).toMatchObject({ status: 'stale' });
    const close = { ...main, session: 'close' as const, declaredOpen: '128' };
    expect(read({ r: '128-15-357' }, close)).toMatchObject({ status: 'ok', digits: '357' });
    expect(read({ r: '128-1*-***' }, close)).toMatchObject({ status: 'empty' });
    expect(read({ r: '250-75-357' }, close)).toMatchObject({ status: 'stale' });
    expect(read({ r: '132-6' })).toMatchObject({ status: 'invalid', digits: '132' });
    expect(read({ r: 250 }, { ...main, family: 'starline' })).toMatchObject({ status: 'ok', digits: '250' });
    expect(read({ r: '47' }, { ...main, family: 'gali', session: 'close' })).toMatchObject({
      status: 'ok',
      digits: '47',
    });
  });

  it('follows JSON paths and CSS selectors, and a pattern with a date', () => {
    expect(
      read({ data: { items: [{ open: '128' }] } }, main, { ...spec, jsonPath: '$.data.items[0].open' }),
    ).toMatchObject({ digits: '128' });
    expect(read({ a: 1 }, main, { ...spec, jsonPath: 'b.c' })).toMatchObject({
      status: 'error',
      error: 'Nothing at b.c on the page',
    });
    expect(readBody('not json', spec, main)).toMatchObject({ status: 'error', error: 'The page is not JSON' });
    const page = '<ul><li class="m">Kalyan Morning <i>23/11/2026</i> <b>128-1</b></li></ul>';
    const htmlSpec = {
      reader: 'html' as const,
      jsonPath: null,
      selector: 'li.m',
      pattern: String.raw`(?<date>\d{2}/\d{2}/\d{4})\s+(?<open>\d{3})`,
    };
    expect(readBody(page, htmlSpec, main)).toMatchObject({ status: 'ok', digits: '128' });
    expect(readBody(page, htmlSpec, { ...main, date: '2026-11-24' })).toMatchObject({ status: 'stale' });
    expect(readBody(page, { ...htmlSpec, selector: 'li.x' }, main)).toMatchObject({
      status: 'error',
      error: 'No element matches li.x on the page',
    });
  });

  it('stops a pattern that backtracks without end: an error reading, the server never stalls', () => {
    const slow = { ...spec, pattern: String.raw`(?<open>(\d+\s?)+)-x` };
    expect(read({ r: '1'.repeat(60) }, main, slow)).toMatchObject({
      status: 'error',
      error: 'The pattern took too long on this page; write a simpler one (no repeated groups like (\\d+)+)',
    });
    // The same pattern on a page it matches quickly still reads.
    expect(read({ r: '128-x' }, main, slow)).toMatchObject({ status: 'ok', digits: '128' });
  });
});
