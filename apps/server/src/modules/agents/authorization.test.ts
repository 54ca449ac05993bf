import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentsSnapshot, askCashout, call, createAgent, playerOf, topUpFloat } from '../../test/agent-fixtures.ts';
import { consoleSnapshot, createPlayerWithToken, loginAdmin, marketIdOf } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

/**
 * Who may call what (ADR 029: "the guard refuses agents everywhere the staff's roles are asked for").
 * Every console route the server has (read from its OpenAPI document, so a route added later is covered)
 * is called with a master agent's and an agent's token: the staff's routes refuse both with 403 and change
 * nothing. Every route of the agents module is called by each kind of caller — anonymous, a player's
 * token, viewer, operator, owner, master agent, agent — with the answer each should get; an allowed
 * write works on rows of the caller's own. Both engines (PANA_TEST_DB).
 */

type Staff = 'viewer' | 'operator' | 'owner';
type Caller = 'anonymous' | 'player' | Staff | 'master_agent' | 'agent';
const CALLERS: Caller[] = ['anonymous', 'player', 'viewer', 'operator', 'owner', 'master_agent', 'agent'];
const RANK: Record<Staff, number> = { viewer: 0, operator: 1, owner: 2 };

/** The console's routes any signed-in account calls for itself, and the login (operators/routes.ts). */
const SELF_ROUTES = new Set([
  'POST /admin/api/logout',
  'GET /admin/api/me',
  'GET /admin/api/totp',
  'POST /admin/api/totp/setup',
  'POST /admin/api/totp/enable',
  'POST /admin/api/totp/disable',
  'POST /admin/api/me/password',
]);
const PUBLIC_ROUTES = new Set(['POST /admin/api/login']);
/** The agent's console: `adminApi: 'agent'` routes, of this module and the others' (statements, deposits). */
const AGENT_PREFIX = '/admin/api/agent/';

let t: TestApp;
const tokens = {} as Record<Caller, string | null>;
/** Rows each caller's allowed writes work on. */
interface Own {
  agentId: number;
  playerMobile: string;
  subAgentId: number;
  market: number;
}
const own = {} as Record<Caller, Own>;
let masterId = 0;
let agentId = 0;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const owner = await loginAdmin(t, 'owner');
  tokens.anonymous = null;
  tokens.player = (await createPlayerWithToken(t, { balance: 100, mobile: '9100000001' })).token;
  for (const role of ['viewer', 'operator', 'owner'] as const) tokens[role] = await loginAdmin(t, role);
  const master = await createAgent(t, owner, { role: 'master_agent', creditLimit: 0 });
  const agent = await createAgent(t, owner, { role: 'agent', parentId: master.id, creditLimit: 0 });
  masterId = master.id;
  agentId = agent.id;
  tokens.master_agent = master.token;
  tokens.agent = agent.token;
  await topUpFloat(t, owner, master.id, 100_000);
  await topUpFloat(t, owner, agent.id, 100_000);
  const market = await marketIdOf(t.db, 'main', 'Kalyan');
  for (const [i, caller] of CALLERS.entries()) {
    // Each caller's own target agent (for the owner's calls), player and sub-agent.
    const target = await createAgent(t, owner, { role: 'agent', parentId: master.id });
    const agentOfPlayer = caller === 'master_agent' ? master.id : agent.id;
    const player = await playerOf(t, agentOfPlayer, {
      mobile: `92000000${String(i).padStart(2, '0')}`,
      balance: 10_000,
    });
    // The player's cash-out request that an allowed take-back answers (ADR 029).
    await askCashout(t, player, 5);
    own[caller] = { agentId: target.id, playerMobile: player.mobile, subAgentId: target.id, market };
  }
});
afterAll(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

async function everything(): Promise<Record<string, unknown>> {
  return { console: await consoleSnapshot(t.db), agents: await agentsSnapshot(t) };
}

/** Every console route of the server's OpenAPI document, as `METHOD /path` with its parameters filled in. */
function consoleRoutes(): Array<{ key: string; method: string; url: string }> {
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  const routes: Array<{ key: string; method: string; url: string }> = [];
  for (const [path, methods] of Object.entries(paths)) {
    if (!path.startsWith('/admin/api/')) continue;
    for (const method of Object.keys(methods)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      const url = path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        name === 'mobile' ? '9100000001' : name === 'date' ? '2026-11-23' : '1',
      );
      routes.push({ key: `${upper} ${path.replace(/\{(\w+)\}/g, ':$1')}`, method: upper, url });
    }
  }
  return routes;
}

describe("the staff's console routes", () => {
  it('are all refused to a master agent and an agent with 403, changing nothing', async () => {
    const routes = consoleRoutes();
    const staff = routes.filter(
      (r) => !PUBLIC_ROUTES.has(r.key) && !SELF_ROUTES.has(r.key) && !r.url.startsWith(AGENT_PREFIX),
    );
    // The document lists the console: the routes of every module, this module's owner's calls among them.
    expect(staff.map((r) => r.key)).toEqual(
      expect.arrayContaining([
        'GET /admin/api/dashboard',
        'POST /admin/api/results',
        'GET /admin/api/agents',
        'PATCH /admin/api/players/:mobile/agent',
      ]),
    );
    expect(staff.length).toBeGreaterThan(50);
    const before = await everything();
    const answers: Array<[string, string, number, unknown]> = [];
    for (const caller of ['master_agent', 'agent'] as const)
      for (const r of staff) {
        const res = await call(
          t,
          r.method as 'GET',
          r.url,
          tokens[caller],
          r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
        );
        answers.push([caller, r.key, res.statusCode, res.body]);
      }
    const wrong = answers.filter(
      ([, , status, body]) =>
        status !== 403 || JSON.stringify(body) !== JSON.stringify({ status: false, msg: 'Not allowed for your role' }),
    );
    expect(wrong).toEqual([]);
    expect(await everything()).toEqual(before);
  });

  it('leave an agent its own account calls (me, two-step login, password)', async () => {
    expect((await call(t, 'GET', '/admin/api/me', tokens.agent)).body).toMatchObject({ status: true, role: 'agent' });
    expect((await call(t, 'GET', '/admin/api/totp', tokens.master_agent)).body).toMatchObject({
      status: true,
      enabled: false,
    });
  });
});

interface Route {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  url: (o: Own) => string;
  body?: (o: Own, caller: Caller) => unknown;
  /** Staff routes: the least role; agent routes: 'agent' (both agent roles) or 'master_agent' (only). */
  access: Staff | 'agent' | 'master_agent';
}

const ROUTES: Route[] = [
  { name: 'list agents', method: 'GET', url: () => '/admin/api/agents', access: 'viewer' },
  {
    name: 'create an agent',
    method: 'POST',
    url: () => '/admin/api/agents',
    access: 'owner',
    body: (_o, caller) => ({
      username: `made.by.${caller}`,
      password: 'a-long-password',
      role: 'agent',
      commissionBp: 100,
      displayName: 'New',
    }),
  },
  {
    name: 'change an agent',
    method: 'PATCH',
    url: (o) => `/admin/api/agents/${o.agentId}`,
    access: 'owner',
    body: () => ({ commissionBp: 250 }),
  },
  {
    name: "top up an agent's float",
    method: 'POST',
    url: (o) => `/admin/api/agents/${o.agentId}/float`,
    access: 'owner',
    body: () => ({ direction: 'top_up', amount: 10, note: 'Test' }),
  },
  {
    name: "an agent's float ledger",
    method: 'GET',
    url: (o) => `/admin/api/agents/${o.agentId}/float`,
    access: 'viewer',
  },
  {
    name: 'move a player',
    method: 'PATCH',
    url: (o) => `/admin/api/players/${o.playerMobile}/agent`,
    access: 'owner',
    body: () => ({ agentId }),
  },
  { name: 'my agent account', method: 'GET', url: () => '/admin/api/agent/me', access: 'agent' },
  {
    name: 'my profile',
    method: 'PATCH',
    url: () => '/admin/api/agent/me',
    access: 'agent',
    body: (_o, caller) => ({ displayName: `Name of ${caller}` }),
  },
  { name: 'my players', method: 'GET', url: () => '/admin/api/agent/players', access: 'agent' },
  {
    name: 'one of my players',
    method: 'GET',
    url: (o) => `/admin/api/agent/players/${o.playerMobile}`,
    access: 'agent',
  },
  {
    name: 'credit my player',
    method: 'POST',
    url: (o) => `/admin/api/agent/players/${o.playerMobile}/credit`,
    access: 'agent',
    body: () => ({ amount: 5 }),
  },
  {
    name: 'take back from my player',
    method: 'POST',
    url: (o) => `/admin/api/agent/players/${o.playerMobile}/take-back`,
    access: 'agent',
    body: () => ({ amount: 5 }),
  },
  { name: 'my float ledger', method: 'GET', url: () => '/admin/api/agent/float', access: 'agent' },
  {
    name: 'my exposure',
    method: 'GET',
    url: (o) => `/admin/api/agent/exposure?marketId=${o.market}&session=open`,
    access: 'agent',
  },
  { name: 'my agents', method: 'GET', url: () => '/admin/api/agent/agents', access: 'master_agent' },
  {
    name: "my agent's float ledger",
    method: 'GET',
    url: (o) => `/admin/api/agent/agents/${o.subAgentId}/float`,
    access: 'master_agent',
  },
  {
    name: "my agent's float",
    method: 'POST',
    url: (o) => `/admin/api/agent/agents/${o.subAgentId}/float`,
    access: 'master_agent',
    body: () => ({ direction: 'give', amount: 5, note: 'Test' }),
  },
];

function expected(caller: Caller, access: Route['access']): { statusCode: number; msg?: string } {
  if (caller === 'anonymous' || caller === 'player') return { statusCode: 401, msg: 'Please log in' };
  if (access === 'agent' || access === 'master_agent') {
    if (caller !== 'master_agent' && caller !== 'agent') return { statusCode: 403, msg: 'Not allowed for your role' };
    if (access === 'master_agent' && caller === 'agent')
      return { statusCode: 403, msg: 'Only a master agent has agents' };
    return { statusCode: 200 };
  }
  if (caller === 'master_agent' || caller === 'agent') return { statusCode: 403, msg: 'Not allowed for your role' };
  return RANK[caller] >= RANK[access] ? { statusCode: 200 } : { statusCode: 403, msg: 'Not allowed for your role' };
}

describe("the agents module's routes, by caller", () => {
  const cases = ROUTES.flatMap((route) => CALLERS.map((caller) => [route.name, caller, route] as const));

  it.each(cases)('%s as %s', async (_name, caller, route) => {
    const before = await everything();
    const res = await call(t, route.method, route.url(own[caller]), tokens[caller], route.body?.(own[caller], caller));
    const want = expected(caller, route.access);
    if (want.statusCode === 200) {
      expect(res.statusCode, res.text).toBe(200);
      expect(res.body.status).toBe(true);
      return;
    }
    expect({ statusCode: res.statusCode, body: res.body }).toEqual({
      statusCode: want.statusCode,
      body: { status: false, msg: want.msg },
    });
    expect(await everything()).toEqual(before);
  });
});

describe("another agent's rows", () => {
  it("are not found to an agent (a player of another agent, read or moved) and a master agent's reach stops at their own agents", async () => {
    const owner = await loginAdmin(t, 'owner');
    const other = await createAgent(t, owner, { role: 'agent' });
    const otherMaster = await createAgent(t, owner, { role: 'master_agent' });
    const theirAgent = await createAgent(t, owner, { role: 'agent', parentId: otherMaster.id });
    const theirPlayer = await playerOf(t, other.id, { mobile: '9300000001', balance: 500 });
    const before = await everything();
    const notFound = { statusCode: 404, body: { status: false, msg: 'Player not found' } };
    for (const token of [tokens.agent, tokens.master_agent]) {
      for (const [method, url] of [
        ['GET', `/admin/api/agent/players/${theirPlayer.mobile}`],
        ['POST', `/admin/api/agent/players/${theirPlayer.mobile}/credit`],
        ['POST', `/admin/api/agent/players/${theirPlayer.mobile}/take-back`],
      ] as const) {
        const res = await call(t, method, url, token, method === 'POST' ? { amount: 10 } : undefined);
        expect({ statusCode: res.statusCode, body: res.body }).toEqual(notFound);
      }
      const list = await call(t, 'GET', `/admin/api/agent/players?q=${theirPlayer.mobile}`, token);
      expect(list.body).toMatchObject({ items: [], total: 0 });
    }
    // The master agent sees their agent's player, but moves only their own players.
    const res = await call(
      t,
      'POST',
      `/admin/api/agent/players/${own.agent.playerMobile}/credit`,
      tokens.master_agent,
      { amount: 10 },
    );
    expect({ statusCode: res.statusCode, body: res.body }).toEqual({
      statusCode: 403,
      body: { status: false, msg: 'This player is not yours' },
    });
    // Another master agent's agent, or an agent outside their tree, is no agent of theirs.
    for (const id of [theirAgent.id, other.id, otherMaster.id, masterId])
      expect(
        await call(t, 'POST', `/admin/api/agent/agents/${id}/float`, tokens.master_agent, {
          direction: 'give',
          amount: 1,
          note: 'x',
        }),
      ).toMatchObject({
        statusCode: 404,
        body: { status: false, msg: 'Agent not found' },
      });
    for (const id of [theirAgent.id, other.id, otherMaster.id, masterId])
      expect(await call(t, 'GET', `/admin/api/agent/agents/${id}/float`, tokens.master_agent)).toMatchObject({
        statusCode: 404,
        body: { status: false, msg: 'Agent not found' },
      });
    expect(
      (await call(t, 'GET', '/admin/api/agent/agents', otherMaster.token)).body.items.map((a: { id: number }) => a.id),
    ).toEqual([theirAgent.id]);
    expect(await everything()).toEqual(before);
  });
});
