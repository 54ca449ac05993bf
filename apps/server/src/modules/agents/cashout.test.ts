import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  agentsSnapshot,
  askCashout,
  call,
  createAgent,
  floatOf,
  playerOf,
  topUpFloat,
  walletOf,
} from '../../test/agent-fixtures.ts';
import { loginAdmin } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { CASHOUT_REQUEST_LIMIT } from './cashout.ts';

/**
 * Cash-out with the player's agent (ADR 029), on both engines: the player's three calls and
 * their refusals (in hi and mr too), and the agent's take-back, which moves points only on the player's
 * pending request, consumes it once in the movement's transaction, and leaves the ledger check clean.
 */

let t: TestApp;
let owner: string;
let agent: Awaited<ReturnType<typeof createAgent>>;
let other: Awaited<ReturnType<typeof createAgent>>;
let player: Awaited<ReturnType<typeof playerOf>>;

beforeEach(async () => {
  t = await createTestApp({ demo: false });
  owner = await loginAdmin(t, 'owner');
  agent = await createAgent(t, owner, { role: 'agent' });
  other = await createAgent(t, owner, { role: 'agent' });
  await topUpFloat(t, owner, agent.id, 1000);
  player = await playerOf(t, agent.id, { balance: 500 });
});
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

const ask = (p: { token: string }, amount: unknown, headers: Record<string, string> = {}) =>
  t.call('/api-agent-cashout-request', { unique_token: p.token, amount }, headers);
const cancel = (p: { token: string }) => t.call('/api-agent-cashout-cancel', { unique_token: p.token });
const status = (p: { token: string }) => t.call('/api-agent-cashout-status', { unique_token: p.token });
const takeBack = async (token: string, mobile: string, body: Record<string, unknown>) => {
  const res = await call(t, 'POST', `/admin/api/agent/players/${mobile}/take-back`, token, body);
  return { statusCode: res.statusCode, body: res.body };
};
const refused = (statusCode: number, msg: string) => ({ statusCode, body: { status: false, msg } });

async function requests() {
  const rows = await t.db
    .selectFrom('agent_cashout_requests')
    .select(['id', 'user_id', 'agent_id', 'amount', 'status', 'decided_at', 'float_movement_id'])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    agentId: Number(r.agent_id),
    amount: Number(r.amount),
    status: r.status,
    decided: r.decided_at !== null,
    movementId: r.float_movement_id === null ? null : Number(r.float_movement_id),
  }));
}

describe("the player's cash-out request", () => {
  it('records a pending request, moves no points, answers it in status, and a new one replaces it', async () => {
    const before = await agentsSnapshot(t);
    const first = await ask(player, 200);
    expect(first).toEqual({
      statusCode: 200,
      body: {
        status: true,
        msg: 'Your request to cash out 200 points was sent to your agent',
        has_agent: true,
        cashout_request: { id: expect.any(Number), amount: 200, created_at: t.clock.now() },
      },
    });
    expect(await agentsSnapshot(t)).toEqual(before);
    expect((await status(player)).body).toEqual({
      status: true,
      msg: 'OK',
      has_agent: true,
      cashout_request: first.body.cashout_request,
    });
    const second = await ask(player, '300');
    expect(second.body.cashout_request.amount).toBe(300);
    expect(await requests()).toEqual([
      {
        id: first.body.cashout_request.id,
        userId: player.id,
        agentId: agent.id,
        amount: 200,
        status: 'cancelled',
        decided: true,
        movementId: null,
      },
      {
        id: second.body.cashout_request.id,
        userId: player.id,
        agentId: agent.id,
        amount: 300,
        status: 'pending',
        decided: false,
        movementId: null,
      },
    ]);
    expect((await status(player)).body.cashout_request.id).toBe(second.body.cashout_request.id);
  });

  it('cancels the pending request; without one, 404', async () => {
    await ask(player, 100);
    expect(await cancel(player)).toEqual({
      statusCode: 200,
      body: { status: true, msg: 'Your cash-out request was cancelled', has_agent: true, cashout_request: null },
    });
    expect((await status(player)).body.cashout_request).toBeNull();
    expect(await cancel(player)).toEqual(refused(404, 'You have no cash-out request waiting'));
    expect((await requests()).map((r) => r.status)).toEqual(['cancelled']);
  });

  it('refuses a player without an agent, a bad amount, more than the wallet, betting off, a recent reset', async () => {
    const house = await playerOf(t, null, { balance: 500 });
    expect(await ask(house, 100)).toEqual(refused(400, 'You have no agent'));
    expect(await status(house)).toEqual({
      statusCode: 200,
      body: { status: true, msg: 'OK', has_agent: false, cashout_request: null },
    });
    expect(await cancel(house)).toEqual(refused(400, 'You have no agent'));
    for (const amount of [0, -5, 1.5, 'abc', '', null, undefined])
      expect(await ask(player, amount), String(amount)).toEqual(
        refused(400, 'Please enter a whole number of points, at least 1'),
      );
    expect((await ask(player, { points: 5 })).statusCode).toBe(400);
    expect(await ask(player, 501)).toEqual(refused(400, 'You have only 500 points in your wallet'));
    await t.db.updateTable('users').set({ betting_status: 0 }).where('id', '=', player.id).execute();
    expect(await ask(player, 100)).toEqual(
      refused(403, 'Betting is not enabled for your account. Please contact admin.'),
    );
    await t.db
      .updateTable('users')
      .set({ betting_status: 1, password_reset_at: t.clock.now() })
      .where('id', '=', player.id)
      .execute();
    expect((await ask(player, 100)).statusCode).toBe(403);
    expect((await ask(player, 100)).body.msg).toMatch(
      /^Your password was reset, so transfers and withdrawals are closed until /,
    );
    expect(await requests()).toEqual([]);
  });

  it("says it in the player's language", async () => {
    expect((await ask(player, 501, { 'x-pana-lang': 'hi' })).body.msg).toBe('आपके वॉलेट में सिर्फ़ 500 पॉइंट हैं');
    expect((await ask(player, 0, { 'x-pana-lang': 'mr' })).body.msg).toBe('कृपया पूर्ण पॉइंट टाका, किमान 1');
    expect((await ask(player, 50, { 'x-pana-lang': 'mr' })).body.msg).toBe(
      '50 पॉइंट कॅश आउट करण्याची तुमची विनंती तुमच्या एजंटला पाठवली',
    );
  });

  it(`allows ${CASHOUT_REQUEST_LIMIT.max} requests and cancellations an hour, then 429 with nothing changed`, async () => {
    for (let i = 0; i < CASHOUT_REQUEST_LIMIT.max / 2; i++) {
      expect((await ask(player, 10 + i)).statusCode).toBe(200);
      expect((await cancel(player)).statusCode).toBe(200);
    }
    const before = await requests();
    const res = await ask(player, 50);
    expect(res.statusCode).toBe(429);
    expect(res.body).toEqual({
      status: false,
      msg: expect.stringMatching(/^Too many requests\. Please try again after /),
    });
    expect(await requests()).toEqual(before);
    t.clock.advance(CASHOUT_REQUEST_LIMIT.windowMs);
    expect((await ask(player, 50)).statusCode).toBe(200);
  });

  it("needs a player's token: anonymous and every console account's token are refused, changing nothing", async () => {
    const master = await createAgent(t, owner, { role: 'master_agent' });
    const consoleTokens = [
      await loginAdmin(t, 'viewer'),
      await loginAdmin(t, 'operator'),
      owner,
      master.token,
      agent.token,
    ];
    for (const path of ['/api-agent-cashout-request', '/api-agent-cashout-cancel', '/api-agent-cashout-status']) {
      expect((await t.call(path, { amount: 10 })).statusCode, path).toBe(401);
      for (const token of ['nope', ...consoleTokens])
        expect((await t.call(path, { unique_token: token, amount: 10 })).statusCode, path).toBe(401);
    }
    expect(await requests()).toEqual([]);
  });
});

describe("the agent's take-back", () => {
  it('is refused without a request, moving nothing', async () => {
    const before = await agentsSnapshot(t);
    expect(await takeBack(agent.token, player.mobile, { amount: 100 })).toEqual(
      refused(409, 'The player has not asked to cash out'),
    );
    await ask(player, 100);
    await cancel(player);
    expect(await takeBack(agent.token, player.mobile, { amount: 100 })).toEqual(
      refused(409, 'The player has not asked to cash out'),
    );
    expect(await agentsSnapshot(t)).toEqual(before);
  });

  it('takes the requested points, marks the request done with its movement, and the detail shows it until then', async () => {
    const id = await askCashout(t, player, 300);
    const detail = await call(t, 'GET', `/admin/api/agent/players/${player.mobile}`, agent.token);
    expect(detail.body.cashoutRequest).toEqual({ id, amount: 300, createdAt: t.clock.now() });
    const before = await agentsSnapshot(t);
    expect(await takeBack(agent.token, player.mobile, { amount: 301 })).toEqual(
      refused(409, 'The player asked to cash out 300 points; take back at most that'),
    );
    expect(await takeBack(agent.token, player.mobile, { amount: 300, requestId: id + 1 })).toEqual(
      refused(409, 'The player has not asked to cash out'),
    );
    expect(await agentsSnapshot(t)).toEqual(before);
    const res = await takeBack(agent.token, player.mobile, { amount: 300, requestId: id });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, float: 1300, balance: 200, requestId: id });
    expect(await requests()).toEqual([
      {
        id,
        userId: player.id,
        agentId: agent.id,
        amount: 300,
        status: 'done',
        decided: true,
        movementId: res.body.movementId,
      },
    ]);
    expect(await walletOf(t, player.id)).toBe(200);
    expect(await floatOf(t, agent.id)).toBe(1300);
    expect(
      (await call(t, 'GET', `/admin/api/agent/players/${player.mobile}`, agent.token)).body.cashoutRequest,
    ).toBeNull();
    // Consumed: a second take-back is refused.
    expect(await takeBack(agent.token, player.mobile, { amount: 1 })).toEqual(
      refused(409, 'The player has not asked to cash out'),
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select('after_json')
      .where('action', '=', 'agent.take_back')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json as string)).toMatchObject({ requestId: id, requested: 300, amount: 300 });
  });

  it('takes less than asked when the wallet holds less, and is refused a shortfall without consuming the request', async () => {
    const receiver = await playerOf(t, null, { balance: 0 });
    await askCashout(t, player, 400);
    // The player moves points away before the agent acts (a transfer): the wallet holds 250.
    const moved = await t.call('/api-user-transfer-wallet-balance', {
      unique_token: player.token,
      amount: '250',
      mobile_no: receiver.mobile,
    });
    expect(moved.statusCode).toBe(200);
    const before = await agentsSnapshot(t);
    expect(await takeBack(agent.token, player.mobile, { amount: 400 })).toEqual(
      refused(409, "Not enough points in the player's wallet"),
    );
    expect(await agentsSnapshot(t)).toEqual(before);
    expect((await requests())[0]?.status).toBe('pending');
    expect((await takeBack(agent.token, player.mobile, { amount: 250 })).statusCode).toBe(200);
    expect((await requests())[0]?.status).toBe('done');
    expect(await walletOf(t, player.id)).toBe(0);
  });

  it("cannot use another player's or another agent's request", async () => {
    const theirs = await playerOf(t, other.id, { balance: 500 });
    const id = await askCashout(t, theirs, 100);
    const before = await agentsSnapshot(t);
    // Another agent's player: not found; their request's id on my own player: refused.
    expect((await takeBack(agent.token, theirs.mobile, { amount: 100, requestId: id })).statusCode).toBe(404);
    expect(await takeBack(agent.token, player.mobile, { amount: 100, requestId: id })).toEqual(
      refused(409, 'The player has not asked to cash out'),
    );
    expect(await agentsSnapshot(t)).toEqual(before);
    // A request made to the player's former agent is not the new agent's.
    await t.db.updateTable('users').set({ agent_id: agent.id }).where('id', '=', theirs.id).execute();
    const moved = await agentsSnapshot(t);
    expect(await takeBack(agent.token, theirs.mobile, { amount: 100 })).toEqual(
      refused(409, 'The player has not asked to cash out'),
    );
    expect(
      (await call(t, 'GET', `/admin/api/agent/players/${theirs.mobile}`, agent.token)).body.cashoutRequest,
    ).toBeNull();
    expect(await agentsSnapshot(t)).toEqual(moved);
    expect((await requests())[0]?.status).toBe('pending');
  });

  it('consumes one request once when two take-backs run at once', async () => {
    const id = await askCashout(t, player, 100);
    const answers = await Promise.all([
      takeBack(agent.token, player.mobile, { amount: 100 }),
      takeBack(agent.token, player.mobile, { amount: 100, requestId: id }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.body.msg).toBe('The player has not asked to cash out');
    expect(await walletOf(t, player.id)).toBe(400);
    expect(await floatOf(t, agent.id)).toBe(1100);
    const movements = await t.db.selectFrom('float_movements').select('id').where('kind', '=', 'from_player').execute();
    expect(movements).toHaveLength(1);
    expect((await requests())[0]).toMatchObject({ status: 'done', movementId: Number(movements[0]?.id) });
  });
});
