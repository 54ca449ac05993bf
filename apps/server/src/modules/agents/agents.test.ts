import { indiaDate } from '@pana/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  agentsSnapshot,
  askCashout,
  call,
  createAgent,
  floatOf,
  login,
  playerOf,
  topUpFloat,
  walletOf,
} from '../../test/agent-fixtures.ts';
import { insertBids, loginAdmin, marketIdOf } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { AGENT_WRITE_LIMIT } from './service.ts';

/**
 * Agents (ADR 029) end to end through the API, on both engines (PANA_TEST_DB): the owner creates a master
 * agent, an agent under them and an agent under the owner, tops floats up; the master agent funds their
 * agent; the agent credits their players and takes points back; every refusal in the ADR's words with
 * nothing changed; the audit rows; a suspended agent; the scoped reads; and the ledger check clean after
 * each test.
 */

let t: TestApp;
let owner: string;
let master: Awaited<ReturnType<typeof createAgent>>;
let agent: Awaited<ReturnType<typeof createAgent>>;
let loner: Awaited<ReturnType<typeof createAgent>>;

beforeEach(async () => {
  t = await createTestApp({ demo: false });
  owner = await loginAdmin(t, 'owner');
  master = await createAgent(t, owner, { role: 'master_agent', commissionBp: 300, overrideBp: 100 });
  agent = await createAgent(t, owner, { role: 'agent', parentId: master.id, creditLimit: 1000, commissionBp: 500 });
  loner = await createAgent(t, owner, { role: 'agent', commissionBp: 400 });
});
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

const refused = (statusCode: number, msg: string) => ({ statusCode, body: { status: false, msg } });
const answer = (res: { statusCode: number; body: unknown }) => ({ statusCode: res.statusCode, body: res.body });

async function auditRows(action: string) {
  const rows = await t.db
    .selectFrom('audit_log')
    .select(['admin_id', 'entity', 'entity_id', 'before_json', 'after_json'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    adminId: r.admin_id === null ? null : Number(r.admin_id),
    entity: r.entity,
    entityId: r.entity_id,
    before: r.before_json === null ? null : JSON.parse(r.before_json),
    after: r.after_json === null ? null : JSON.parse(r.after_json),
  }));
}

async function ownerId(): Promise<number> {
  const row = await t.db
    .selectFrom('admins')
    .select('id')
    .where('role', '=', 'owner')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describe("the owner's agents", () => {
  it('creates master agents and agents with a unique six-character code, a link, an empty float, audited', async () => {
    const list = await call(t, 'GET', '/admin/api/agents', owner);
    expect(list.statusCode).toBe(200);
    expect(
      list.body.items.map((a: any) => [
        a.username,
        a.role,
        a.parentId,
        a.parentName,
        a.float,
        a.players,
        a.suspended,
        a.active,
      ]),
    ).toEqual([
      [master.username, 'master_agent', null, null, 0, 0, false, true],
      [agent.username, 'agent', master.id, master.username, 0, 0, false, true],
      [loner.username, 'agent', null, null, 0, 0, false, true],
    ]);
    for (const a of list.body.items) {
      expect(a.inviteCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
      expect(a.link).toBe(`/r?code=${a.inviteCode}`);
    }
    expect(new Set(list.body.items.map((a: any) => a.inviteCode)).size).toBe(3);
    expect(list.body.items[1]).toMatchObject({
      commissionBp: 500,
      overrideBp: 0,
      creditLimit: 1000,
      displayName: `Agent ${agent.username}`,
      contactMobile: null,
      whatsapp: null,
      upiId: null,
    });
    expect(await t.db.selectFrom('agent_floats').select(['admin_id', 'balance']).orderBy('admin_id').execute()).toEqual(
      [master.id, agent.id, loner.id].map((id) => ({ admin_id: id, balance: 0 })),
    );
    const created = await auditRows('agent.create');
    expect(created).toHaveLength(3);
    expect(created[1]).toMatchObject({
      adminId: await ownerId(),
      entity: 'admin',
      entityId: String(agent.id),
      after: {
        username: agent.username,
        role: 'agent',
        parentId: master.id,
        commissionBp: 500,
        creditLimit: 1000,
        suspended: false,
      },
    });
    expect(JSON.stringify(created)).not.toContain('password');
    // A viewer reads the list; the agent signs in with the role it was given.
    expect((await call(t, 'GET', '/admin/api/agents', await loginAdmin(t, 'viewer'))).statusCode).toBe(200);
    expect((await call(t, 'GET', '/admin/api/me', agent.token)).body).toMatchObject({
      username: agent.username,
      role: 'agent',
    });
  });

  it('refuses a bad agent in the envelope and creates nothing', async () => {
    const before = await agentsSnapshot(t);
    const base = {
      username: 'new.agent',
      password: 'a-long-password',
      role: 'agent',
      commissionBp: 100,
      displayName: 'New',
    };
    const cases: Array<[object, number, string]> = [
      [{ ...base, role: 'owner' }, 400, 'Role must be master_agent or agent'],
      [{ ...base, commissionBp: 10_001 }, 400, 'Commission must be a whole number of basis points from 0 to 10000'],
      [{ ...base, commissionBp: '1.5' }, 400, 'Commission must be a whole number of basis points from 0 to 10000'],
      [{ ...base, creditLimit: -1 }, 400, 'Credit limit must be a whole number of points from 0 to 10000000'],
      [{ ...base, displayName: '  ' }, 400, 'Please enter the name players see'],
      [{ ...base, contactMobile: '12345' }, 400, 'Mobile must be a 10-digit Indian mobile number'],
      [{ ...base, whatsapp: '98765' }, 400, 'WhatsApp must be a 10-digit Indian mobile number'],
      [{ ...base, upiId: 'not a vpa' }, 400, 'UPI id must look like name@bank'],
      [{ ...base, username: 'x' }, 400, 'Username must be 3-64 characters: letters, digits, dot, dash or underscore'],
      [{ ...base, password: 'short' }, 400, 'Password must be at least 10 characters'],
      [{ ...base, username: agent.username }, 409, `An operator named ${agent.username} already exists`],
      [{ ...base, parentId: loner.id }, 400, 'Choose an active master agent'],
      [{ ...base, parentId: 999_999 }, 400, 'Choose an active master agent'],
      [{ ...base, role: 'master_agent', parentId: master.id }, 400, 'Only an agent has a master agent'],
      [{ ...base, overrideBp: 50 }, 400, 'Only a master agent has an override'],
    ];
    for (const [body, status, msg] of cases)
      expect(answer(await call(t, 'POST', '/admin/api/agents', owner, body))).toEqual(refused(status, msg));
    expect(await agentsSnapshot(t)).toEqual(before);
  });

  it("changes an agent's rates, limit, suspension, contact and password, audited before and after", async () => {
    const res = await call(t, 'PATCH', `/admin/api/agents/${agent.id}`, owner, {
      commissionBp: '750',
      creditLimit: 2500,
      suspended: true,
      contactMobile: '9876500001',
      whatsapp: 9876500002,
      upiId: ' Ravi.Agent@OkSBI ',
    });
    expect(res.statusCode, res.text).toBe(200);
    expect(res.body.item).toMatchObject({
      commissionBp: 750,
      creditLimit: 2500,
      suspended: true,
      suspendedAt: t.clock.now(),
      contactMobile: '9876500001',
      whatsapp: '9876500002',
      upiId: 'ravi.agent@oksbi',
    });
    const [row] = await auditRows('agent.update');
    expect(row).toMatchObject({
      adminId: await ownerId(),
      entityId: String(agent.id),
      before: { commissionBp: 500, creditLimit: 1000, suspended: false, contactMobile: null, upiId: null },
      after: {
        commissionBp: 750,
        creditLimit: 2500,
        suspended: true,
        contactMobile: '9876500001',
        upiId: 'ravi.agent@oksbi',
      },
    });
    // Clearing a number, lifting the suspension.
    const cleared = await call(t, 'PATCH', `/admin/api/agents/${agent.id}`, owner, { whatsapp: '', suspended: false });
    expect(cleared.body.item).toMatchObject({ whatsapp: null, suspended: false, suspendedAt: null });
    // A new password ends the agent's sessions; the new one signs in.
    expect(
      (await call(t, 'PATCH', `/admin/api/agents/${agent.id}`, owner, { password: 'another-long-password' }))
        .statusCode,
    ).toBe(200);
    expect(answer(await call(t, 'GET', '/admin/api/agent/me', agent.token))).toEqual(refused(401, 'Please log in'));
    const token = await login(t, agent.username, 'another-long-password');
    expect((await call(t, 'GET', '/admin/api/agent/me', token)).statusCode).toBe(200);
    expect((await auditRows('agent.update')).at(-1)?.after).toMatchObject({ passwordChanged: true });
    // Disabled: no sign-in, and the session ends.
    expect((await call(t, 'PATCH', `/admin/api/agents/${agent.id}`, owner, { active: false })).body.item.active).toBe(
      false,
    );
    expect(answer(await call(t, 'GET', '/admin/api/agent/me', token))).toEqual(refused(401, 'Please log in'));
    const before = await agentsSnapshot(t);
    for (const [id, body, status, msg] of [
      [agent.id, {}, 400, 'Nothing to change'],
      [agent.id, { overrideBp: 100 }, 400, 'Only a master agent has an override'],
      [agent.id, { password: 'short' }, 400, 'Password must be at least 10 characters'],
      [agent.id, { suspended: 'yes' }, 400, 'Suspended must be true or false'],
      [999_999, { commissionBp: 1 }, 404, 'Agent not found'],
      ['abc', { commissionBp: 1 }, 404, 'Agent not found'],
    ] as const)
      expect(answer(await call(t, 'PATCH', `/admin/api/agents/${id}`, owner, body))).toEqual(refused(status, msg));
    // A staff account's id is no agent's.
    expect(answer(await call(t, 'PATCH', `/admin/api/agents/${await ownerId()}`, owner, { commissionBp: 1 }))).toEqual(
      refused(404, 'Agent not found'),
    );
    expect(await agentsSnapshot(t)).toEqual(before);
  });

  it('tops floats up and takes them back, never below zero, audited; the float ledger pages newest first', async () => {
    const top = await call(t, 'POST', `/admin/api/agents/${master.id}/float`, owner, {
      direction: 'top_up',
      amount: '5000',
      note: 'Cash received',
    });
    expect(top.body).toEqual({
      status: true,
      msg: '5000 points added to the float',
      movementId: expect.any(Number),
      float: 5000,
    });
    const back = await call(t, 'POST', `/admin/api/agents/${master.id}/float`, owner, {
      direction: 'take_back',
      amount: 1200,
      note: 'Settled',
    });
    expect(back.body).toMatchObject({ status: true, float: 3800 });
    const before = await agentsSnapshot(t);
    for (const [body, status, msg] of [
      [{ direction: 'take_back', amount: 3801, note: 'Too much' }, 409, 'Not enough float'],
      [
        { direction: 'top_up', amount: 0, note: 'x' },
        400,
        'Amount must be a whole number of points from 1 to 10000000',
      ],
      [
        { direction: 'top_up', amount: 10_000_001, note: 'x' },
        400,
        'Amount must be a whole number of points from 1 to 10000000',
      ],
      [
        { direction: 'top_up', amount: 12.5, note: 'x' },
        400,
        'Amount must be a whole number of points from 1 to 10000000',
      ],
      [{ direction: 'top_up', amount: 10, note: ' ' }, 400, 'Please enter a note'],
      [{ direction: 'sideways', amount: 10, note: 'x' }, 400, 'Direction must be top_up or take_back'],
    ] as const)
      expect(answer(await call(t, 'POST', `/admin/api/agents/${master.id}/float`, owner, body))).toEqual(
        refused(status, msg),
      );
    expect(
      answer(
        await call(t, 'POST', `/admin/api/agents/999999/float`, owner, { direction: 'top_up', amount: 1, note: 'x' }),
      ),
    ).toEqual(refused(404, 'Agent not found'));
    expect(await agentsSnapshot(t)).toEqual(before);
    expect(
      (await auditRows('agent.float_top_up')).map((r) => [r.entityId, r.before, r.after.float, r.after.amount]),
    ).toEqual([[String(master.id), { float: 0 }, 5000, 5000]]);
    expect((await auditRows('agent.float_take_back')).map((r) => [r.before, r.after.float])).toEqual([
      [{ float: 5000 }, 3800],
    ]);
    const ledger = await call(t, 'GET', `/admin/api/agents/${master.id}/float`, await loginAdmin(t, 'viewer'));
    expect(ledger.body).toMatchObject({ status: true, float: 3800, creditLimit: 0, total: 2, page: 1 });
    const ownerName = (
      await t.db
        .selectFrom('admins')
        .select('username')
        .where('id', '=', await ownerId())
        .executeTakeFirstOrThrow()
    ).username;
    expect(
      ledger.body.items.map((e: any) => [e.kind, e.amount, e.balanceAfter, e.note, e.by, e.player, e.counterparty]),
    ).toEqual([
      ['take_back', -1200, 3800, 'Settled', ownerName, null, null],
      ['top_up', 5000, 5000, 'Cash received', ownerName, null, null],
    ]);
    // A range of India dates: the rows of those days only.
    expect(
      (await call(t, 'GET', `/admin/api/agents/${master.id}/float?from=2026-11-24&to=2026-11-25`, owner)).body,
    ).toMatchObject({ items: [], total: 0 });
    expect((await call(t, 'GET', `/admin/api/agents/${master.id}/float?from=2026-11-23`, owner)).body.total).toBe(2);
    expect(answer(await call(t, 'GET', `/admin/api/agents/${master.id}/float?from=2026-13-01`, owner))).toEqual(
      refused(400, 'Dates must be real dates written YYYY-MM-DD'),
    );
    expect(answer(await call(t, 'GET', `/admin/api/agents/999999/float`, owner))).toEqual(
      refused(404, 'Agent not found'),
    );
  });

  it('moves a player to another agent or to the house, audited; refuses an unknown player or agent', async () => {
    const p = await playerOf(t, agent.id, { mobile: '9000000101' });
    const moved = await call(t, 'PATCH', `/admin/api/players/${p.mobile}/agent`, owner, { agentId: String(loner.id) });
    expect(moved.body).toEqual({
      status: true,
      msg: 'Player moved',
      mobile: p.mobile,
      agentId: loner.id,
      agent: loner.username,
    });
    // The staff's player screen names the agent the player belongs to now, and the house after.
    expect((await call(t, 'GET', `/admin/api/users/${p.mobile}`, owner)).body.agent).toMatchObject({
      id: loner.id,
      username: loner.username,
      role: 'agent',
    });
    expect(
      (await call(t, 'PATCH', `/admin/api/players/${p.mobile}/agent`, owner, { agentId: null })).body,
    ).toMatchObject({ agentId: null, agent: null });
    expect((await call(t, 'GET', `/admin/api/users/${p.mobile}`, owner)).body.agent).toBeNull();
    expect((await auditRows('user.agent')).map((r) => [r.entityId, r.before, r.after])).toEqual([
      [p.mobile, { agentId: agent.id, agent: agent.username }, { agentId: loner.id, agent: loner.username }],
      [p.mobile, { agentId: loner.id, agent: loner.username }, { agentId: null, agent: null }],
    ]);
    // The same move again changes and audits nothing.
    expect((await call(t, 'PATCH', `/admin/api/players/${p.mobile}/agent`, owner, { agentId: null })).statusCode).toBe(
      200,
    );
    expect(await auditRows('user.agent')).toHaveLength(2);
    await call(t, 'PATCH', `/admin/api/agents/${loner.id}`, owner, { active: false });
    const before = await agentsSnapshot(t);
    for (const [mobile, body, status, msg] of [
      ['9000009999', { agentId: agent.id }, 404, 'Player not found'],
      ['12', { agentId: agent.id }, 404, 'Player not found'],
      [p.mobile, { agentId: 999_999 }, 404, 'Agent not found'],
      [p.mobile, { agentId: await ownerId() }, 404, 'Agent not found'],
      [p.mobile, { agentId: loner.id }, 409, 'This agent account is disabled'],
      [p.mobile, { agentId: 'x' }, 400, 'Agent must be an agent id, or null for the house'],
      [p.mobile, {}, 400, 'Agent must be an agent id, or null for the house'],
    ] as const)
      expect(answer(await call(t, 'PATCH', `/admin/api/players/${mobile}/agent`, owner, body))).toEqual(
        refused(status, msg),
      );
    expect(await agentsSnapshot(t)).toEqual(before);
  });
});

describe('floats between the owner, a master agent, an agent and players', () => {
  it('flows from the owner to the master agent, their agent and the agent’s player and back, every step audited', async () => {
    await topUpFloat(t, owner, master.id, 10_000);
    const gave = await call(t, 'POST', `/admin/api/agent/agents/${agent.id}/float`, master.token, {
      direction: 'give',
      amount: 3000,
      note: 'For the week',
    });
    expect(gave.body).toEqual({
      status: true,
      msg: '3000 points given to the agent',
      movementId: expect.any(Number),
      float: 7000,
      agentFloat: 3000,
    });
    const p = await playerOf(t, agent.id, { mobile: '9000000201', name: 'Asha' });
    const credit = await call(t, 'POST', `/admin/api/agent/players/${p.mobile}/credit`, agent.token, {
      amount: '500',
      note: 'Cash at the shop',
    });
    expect(credit.body).toEqual({
      status: true,
      msg: '500 points credited to the player',
      movementId: expect.any(Number),
      float: 2500,
      balance: 500,
    });
    // A take-back answers the player's cash-out request (cashout.test.ts has its rules).
    const requestId = await askCashout(t, p, 200);
    const back = await call(t, 'POST', `/admin/api/agent/players/${p.mobile}/take-back`, agent.token, { amount: 200 });
    expect(back.body).toEqual({
      status: true,
      msg: '200 points taken back from the player',
      movementId: expect.any(Number),
      float: 2700,
      balance: 300,
      requestId,
    });
    const took = await call(t, 'POST', `/admin/api/agent/agents/${agent.id}/float`, master.token, {
      direction: 'take',
      amount: 700,
      note: 'Returned',
    });
    expect(took.body).toMatchObject({ float: 7700, agentFloat: 2000 });
    expect([await floatOf(t, master.id), await floatOf(t, agent.id), await walletOf(t, p.id)]).toEqual([
      7700, 2000, 300,
    ]);

    // The player's wallet history and inbox tell them, with the agent's note or the default one.
    const wallet = await t.db
      .selectFrom('wallet_ledger')
      .select(['kind', 'amount', 'note'])
      .where('user_id', '=', p.id)
      .orderBy('id')
      .execute();
    expect(wallet).toEqual([
      { kind: 'agent_credit', amount: 500, note: 'Cash at the shop' },
      { kind: 'agent_debit', amount: -200, note: `Taken back by your agent Agent ${agent.username}` },
    ]);
    const inbox = await t.db
      .selectFrom('notifications')
      .select(['kind', 'title', 'body', 'route'])
      .where('user_id', '=', p.id)
      .orderBy('id')
      .execute();
    expect(inbox).toEqual([
      { kind: 'deposit', title: 'Deposit credited', body: '500 points added to your wallet', route: '/wallet' },
      { kind: 'withdrawal', title: 'Withdrawal paid', body: '200 points paid to you', route: '/wallet' },
    ]);

    // Audited, each by whoever moved the points.
    expect(
      (await auditRows('agent.float_give')).map((r) => [
        r.adminId,
        r.entityId,
        r.before,
        r.after.float,
        r.after.agentFloat,
      ]),
    ).toEqual([[master.id, String(agent.id), { float: 10_000, agentFloat: 0 }, 7000, 3000]]);
    expect(
      (await auditRows('agent.float_take')).map((r) => [r.adminId, r.before, r.after.float, r.after.agentFloat]),
    ).toEqual([[master.id, { float: 7000, agentFloat: 2700 }, 7700, 2000]]);
    expect(
      (await auditRows('agent.credit')).map((r) => [r.adminId, r.entityId, r.before, r.after.float, r.after.balance]),
    ).toEqual([[agent.id, p.mobile, { float: 3000, balance: 0 }, 2500, 500]]);
    expect(
      (await auditRows('agent.take_back')).map((r) => [r.adminId, r.before, r.after.float, r.after.balance]),
    ).toEqual([[agent.id, { float: 2500, balance: 500 }, 2700, 300]]);

    // Each side's float ledger names the other.
    const mine = await call(t, 'GET', '/admin/api/agent/float', agent.token);
    expect(mine.body).toMatchObject({ float: 2000, creditLimit: 1000, total: 4 });
    expect(
      mine.body.items.map((e: any) => [
        e.kind,
        e.amount,
        e.balanceAfter,
        e.player?.mobile ?? null,
        e.counterparty?.username ?? null,
        e.by,
      ]),
    ).toEqual([
      ['from_agent', -700, 2000, null, master.username, master.username],
      ['from_player', 200, 2700, p.mobile, null, agent.username],
      ['to_player', -500, 2500, p.mobile, null, agent.username],
      ['to_agent', 3000, 3000, null, master.username, master.username],
    ]);
    const masters = await call(t, 'GET', '/admin/api/agent/float?page=1', master.token);
    expect(masters.body.items.map((e: any) => [e.kind, e.amount, e.counterparty?.username ?? null])).toEqual([
      ['from_agent', 700, agent.username],
      ['to_agent', -3000, agent.username],
      ['top_up', 10_000, null],
    ]);
    expect((await call(t, 'GET', '/admin/api/agent/float?page=2', master.token)).body).toMatchObject({
      items: [],
      total: 3,
      page: 2,
    });
    // The master agent reads their agent's float ledger too, as the agent does.
    const theirs = await call(t, 'GET', `/admin/api/agent/agents/${agent.id}/float`, master.token);
    expect(theirs.body).toEqual({ ...mine.body });
  });

  it('refuses every movement past its floor in the ADR’s words, with nothing changed', async () => {
    await topUpFloat(t, owner, master.id, 1000);
    await call(t, 'POST', `/admin/api/agent/agents/${agent.id}/float`, master.token, {
      direction: 'give',
      amount: 600,
      note: 'Start',
    });
    const p = await playerOf(t, agent.id, { mobile: '9000000301', balance: 50 });
    const pLoner = await playerOf(t, loner.id, { mobile: '9000000302', balance: 50 });
    const before = await agentsSnapshot(t);
    // The master agent has no credit limit: 400 left, so 401 is refused.
    expect(
      answer(
        await call(t, 'POST', `/admin/api/agent/agents/${agent.id}/float`, master.token, {
          direction: 'give',
          amount: 401,
          note: 'More',
        }),
      ),
    ).toEqual(refused(409, 'Not enough float'));
    // Taking back from an agent never takes their float below zero (600 held).
    expect(
      answer(
        await call(t, 'POST', `/admin/api/agent/agents/${agent.id}/float`, master.token, {
          direction: 'take',
          amount: 601,
          note: 'All',
        }),
      ),
    ).toEqual(refused(409, 'Not enough float'));
    // The agent's credit limit is 1000: 600 + 1000 may go out, not one more.
    expect(
      answer(await call(t, 'POST', `/admin/api/agent/players/${p.mobile}/credit`, agent.token, { amount: 1601 })),
    ).toEqual(refused(409, 'Beyond your credit limit of 1000 points'));
    // A loner without a credit limit and an empty float.
    expect(
      answer(await call(t, 'POST', `/admin/api/agent/players/${pLoner.mobile}/credit`, loner.token, { amount: 1 })),
    ).toEqual(refused(409, 'Not enough float'));
    // The player holds 50 and asked for all of it: one more is past the request (the wallet's own
    // refusal, when the player spent the points after asking, is in cashout.test.ts).
    await askCashout(t, p, 50);
    expect(
      answer(await call(t, 'POST', `/admin/api/agent/players/${p.mobile}/take-back`, agent.token, { amount: 51 })),
    ).toEqual(refused(409, 'The player asked to cash out 50 points; take back at most that'));
    // Bodies.
    for (const body of [{ amount: 0 }, { amount: '-5' }, { amount: 'ten' }, { amount: 10_000_001 }, {}])
      expect(answer(await call(t, 'POST', `/admin/api/agent/players/${p.mobile}/credit`, agent.token, body))).toEqual(
        refused(400, 'Amount must be a whole number of points from 1 to 10000000'),
      );
    expect(
      answer(
        await call(t, 'POST', `/admin/api/agent/players/${p.mobile}/credit`, agent.token, {
          amount: 1,
          note: 'x'.repeat(256),
        }),
      ),
    ).toEqual(refused(400, 'Note must be at most 255 characters'));
    expect(
      answer(
        await call(t, 'POST', `/admin/api/agent/agents/${agent.id}/float`, master.token, {
          direction: 'up',
          amount: 1,
          note: 'x',
        }),
      ),
    ).toEqual(refused(400, 'Direction must be give or take'));
    expect(await agentsSnapshot(t)).toEqual(before);
    // Up to the limit exactly is fine.
    expect(
      (await call(t, 'POST', `/admin/api/agent/players/${p.mobile}/credit`, agent.token, { amount: 1600 })).body,
    ).toMatchObject({ float: -1000, balance: 1650 });
  });

  it("keeps each agent to their own players: another's is not found, a master agent's agent's player is not theirs to move", async () => {
    await topUpFloat(t, owner, master.id, 5000);
    await topUpFloat(t, owner, agent.id, 5000);
    await topUpFloat(t, owner, loner.id, 5000);
    const pAgent = await playerOf(t, agent.id, { mobile: '9000000401', balance: 100 });
    const pMaster = await playerOf(t, master.id, { mobile: '9000000402', balance: 100 });
    const pLoner = await playerOf(t, loner.id, { mobile: '9000000403', balance: 100 });
    const pHouse = await playerOf(t, null, { mobile: '9000000404', balance: 100 });
    const before = await agentsSnapshot(t);
    const moves = ['credit', 'take-back'];
    for (const move of moves) {
      // Not in the caller's players at all: as if it did not exist.
      for (const [token, mobile] of [
        [agent.token, pLoner.mobile],
        [agent.token, pMaster.mobile],
        [agent.token, pHouse.mobile],
        [loner.token, pAgent.mobile],
        [master.token, pLoner.mobile],
        [agent.token, '9000009999'],
        [agent.token, 'abc'],
      ] as const)
        expect(
          answer(await call(t, 'POST', `/admin/api/agent/players/${mobile}/${move}`, token, { amount: 10 })),
        ).toEqual(refused(404, 'Player not found'));
      // The master agent sees their agent's player but moves only their own.
      expect(
        answer(
          await call(t, 'POST', `/admin/api/agent/players/${pAgent.mobile}/${move}`, master.token, { amount: 10 }),
        ),
      ).toEqual(refused(403, 'This player is not yours'));
    }
    // Reads: the same scope.
    expect(answer(await call(t, 'GET', `/admin/api/agent/players/${pLoner.mobile}`, agent.token))).toEqual(
      refused(404, 'Player not found'),
    );
    expect(answer(await call(t, 'GET', `/admin/api/agent/players/${pMaster.mobile}`, agent.token))).toEqual(
      refused(404, 'Player not found'),
    );
    expect(answer(await call(t, 'GET', `/admin/api/agent/players/${pHouse.mobile}`, master.token))).toEqual(
      refused(404, 'Player not found'),
    );
    expect((await call(t, 'GET', `/admin/api/agent/players/${pAgent.mobile}`, master.token)).statusCode).toBe(200);
    // A master agent's float reaches only their own agents.
    const otherMaster = await createAgent(t, owner, { role: 'master_agent' });
    const theirAgent = await createAgent(t, owner, { role: 'agent', parentId: otherMaster.id });
    const snapshot = await agentsSnapshot(t);
    for (const id of [theirAgent.id, loner.id, otherMaster.id, master.id, 999_999])
      for (const direction of ['give', 'take'])
        expect(
          answer(
            await call(t, 'POST', `/admin/api/agent/agents/${id}/float`, master.token, {
              direction,
              amount: 1,
              note: 'x',
            }),
          ),
        ).toEqual(refused(404, 'Agent not found'));
    // Nor does their reading of an agent's float ledger.
    for (const id of [theirAgent.id, loner.id, otherMaster.id, master.id, 999_999])
      expect(answer(await call(t, 'GET', `/admin/api/agent/agents/${id}/float`, master.token))).toEqual(
        refused(404, 'Agent not found'),
      );
    expect((await call(t, 'GET', `/admin/api/agent/agents/${agent.id}/float`, master.token)).statusCode).toBe(200);
    expect(answer(await call(t, 'GET', `/admin/api/agent/agents/${agent.id}/float`, agent.token))).toEqual(
      refused(403, 'Only a master agent has agents'),
    );
    expect(
      (await call(t, 'GET', '/admin/api/agent/agents', master.token)).body.items.map((a: any) => a.username),
    ).toEqual([agent.username]);
    expect(
      (await call(t, 'GET', '/admin/api/agent/agents', otherMaster.token)).body.items.map((a: any) => a.username),
    ).toEqual([theirAgent.username]);
    // An agent has no agents.
    expect(answer(await call(t, 'GET', '/admin/api/agent/agents', agent.token))).toEqual(
      refused(403, 'Only a master agent has agents'),
    );
    expect(
      answer(
        await call(t, 'POST', `/admin/api/agent/agents/${agent.id}/float`, agent.token, {
          direction: 'give',
          amount: 1,
          note: 'x',
        }),
      ),
    ).toEqual(refused(403, 'Only a master agent has agents'));
    expect(await agentsSnapshot(t)).toEqual(snapshot);
    expect(snapshot.floats).toEqual([...(before.floats as unknown[]), [otherMaster.id, 0], [theirAgent.id, 0]]);
  });

  it('lets a suspended agent sign in and read, but move no points', async () => {
    await topUpFloat(t, owner, agent.id, 1000);
    await topUpFloat(t, owner, master.id, 1000);
    const p = await playerOf(t, agent.id, { mobile: '9000000501', balance: 100 });
    await call(t, 'PATCH', `/admin/api/agents/${agent.id}`, owner, { suspended: true });
    await call(t, 'PATCH', `/admin/api/agents/${master.id}`, owner, { suspended: true });
    const token = await login(t, agent.username);
    expect((await call(t, 'GET', '/admin/api/agent/me', token)).body).toMatchObject({ suspended: true, float: 1000 });
    expect((await call(t, 'GET', '/admin/api/agent/players', token)).body.total).toBe(1);
    const before = await agentsSnapshot(t);
    for (const move of ['credit', 'take-back'])
      expect(
        answer(await call(t, 'POST', `/admin/api/agent/players/${p.mobile}/${move}`, token, { amount: 10 })),
      ).toEqual(refused(403, 'Your agent account is suspended'));
    expect(
      answer(
        await call(t, 'POST', `/admin/api/agent/agents/${agent.id}/float`, master.token, {
          direction: 'give',
          amount: 10,
          note: 'x',
        }),
      ),
    ).toEqual(refused(403, 'Your agent account is suspended'));
    expect(await agentsSnapshot(t)).toEqual(before);
    // The owner still moves a suspended agent's float.
    expect(
      (
        await call(t, 'POST', `/admin/api/agents/${agent.id}/float`, owner, {
          direction: 'take_back',
          amount: 1000,
          note: 'Closing',
        })
      ).body.float,
    ).toBe(0);
  });

  it("refuses a credit the player's own deposit limit or break would refuse, and counts a credit as a deposit", async () => {
    await topUpFloat(t, owner, agent.id, 10_000);
    const p = await playerOf(t, agent.id, { mobile: '9000000601' });
    expect(
      (await t.call('/api-play-limit-set', { unique_token: p.token, key: 'deposit_day', amount: '1000' })).body,
    ).toMatchObject({ status: true });
    expect(
      (await call(t, 'POST', `/admin/api/agent/players/${p.mobile}/credit`, agent.token, { amount: 600 })).statusCode,
    ).toBe(200);
    const before = await agentsSnapshot(t);
    expect(
      answer(await call(t, 'POST', `/admin/api/agent/players/${p.mobile}/credit`, agent.token, { amount: 401 })),
    ).toEqual(refused(400, "The player's daily deposit limit of 1,000 points would be passed"));
    expect(await agentsSnapshot(t)).toEqual(before);
    expect(
      (await call(t, 'POST', `/admin/api/agent/players/${p.mobile}/credit`, agent.token, { amount: 400 })).statusCode,
    ).toBe(200);
    // The day totals count the agent's credits as deposits (ADR 018).
    const totals = await t.db
      .selectFrom('player_day_totals')
      .select((eb) => eb.fn.sum<number>('deposited').as('n'))
      .where('user_id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(Number(totals.n)).toBe(1000);

    const q = await playerOf(t, agent.id, { mobile: '9000000602' });
    expect(
      (await t.call('/api-play-break', { unique_token: q.token, period: '24h', confirmed: true })).body,
    ).toMatchObject({ status: true });
    const snapshot = await agentsSnapshot(t);
    const res = await call(t, 'POST', `/admin/api/agent/players/${q.mobile}/credit`, agent.token, { amount: 10 });
    expect(res.statusCode).toBe(403);
    expect(res.body.msg).toMatch(
      /^This player is on a break from play until .+: no points can be credited until then$/,
    );
    expect(await agentsSnapshot(t)).toEqual(snapshot);
    // Points may still go back to the agent during a break, on the player's request.
    await askCashout(t, p, 100);
    expect(
      (await call(t, 'POST', `/admin/api/agent/players/${p.mobile}/take-back`, agent.token, { amount: 100 }))
        .statusCode,
    ).toBe(200);
  });
});

describe("the agent's console", () => {
  it('answers who I am and saves what my players see, audited', async () => {
    const me = await call(t, 'GET', '/admin/api/agent/me', agent.token);
    expect(me.body).toEqual({
      status: true,
      msg: 'OK',
      id: agent.id,
      role: 'agent',
      username: agent.username,
      inviteCode: agent.inviteCode,
      link: `/r?code=${agent.inviteCode}`,
      float: 0,
      creditLimit: 1000,
      commissionBp: 500,
      overrideBp: 0,
      parent: master.username,
      suspended: false,
      displayName: `Agent ${agent.username}`,
      contactMobile: null,
      whatsapp: null,
      upiId: null,
    });
    const saved = await call(t, 'PATCH', '/admin/api/agent/me', agent.token, {
      displayName: ' Ravi Bhai ',
      contactMobile: '9812345678',
      whatsapp: '9812345679',
      upiId: 'ravi@okhdfc',
    });
    expect(saved.body).toMatchObject({
      status: true,
      msg: 'Profile saved',
      displayName: 'Ravi Bhai',
      contactMobile: '9812345678',
      whatsapp: '9812345679',
      upiId: 'ravi@okhdfc',
    });
    expect(await auditRows('agent.profile')).toEqual([
      {
        adminId: agent.id,
        entity: 'admin',
        entityId: String(agent.id),
        before: { displayName: `Agent ${agent.username}`, contactMobile: null, whatsapp: null, upiId: null },
        after: { displayName: 'Ravi Bhai', contactMobile: '9812345678', whatsapp: '9812345679', upiId: 'ravi@okhdfc' },
      },
    ]);
    const before = await agentsSnapshot(t);
    for (const [body, msg] of [
      [{}, 'Nothing to change'],
      [{ contactMobile: '0812345678' }, 'Mobile must be a 10-digit Indian mobile number'],
      [{ whatsapp: '98123' }, 'WhatsApp must be a 10-digit Indian mobile number'],
      [{ upiId: 'ravi@' }, 'UPI id must look like name@bank'],
      [{ upiId: '@okhdfc' }, 'UPI id must look like name@bank'],
      [{ displayName: 'x'.repeat(61) }, 'Name must be at most 60 characters'],
      [{ displayName: '' }, 'Please enter the name players see'],
    ] as const)
      expect(answer(await call(t, 'PATCH', '/admin/api/agent/me', agent.token, body))).toEqual(refused(400, msg));
    expect(await agentsSnapshot(t)).toEqual(before);
    // An agent's own master agent sees the change in their list.
    expect((await call(t, 'GET', '/admin/api/agent/agents', master.token)).body.items[0]).toMatchObject({
      displayName: 'Ravi Bhai',
      upiId: 'ravi@okhdfc',
    });
  });

  it("lists and searches the caller's players (a master agent's: and their agents'), with one player's lists", async () => {
    await topUpFloat(t, owner, agent.id, 1000);
    const asha = await playerOf(t, agent.id, { mobile: '9000000701', name: 'Asha Patil', balance: 10 });
    const mohan = await playerOf(t, master.id, { mobile: '9000000702', name: 'Mohan Rao' });
    await playerOf(t, loner.id, { mobile: '9000000703', name: 'Asha Other' });
    await playerOf(t, null, { mobile: '9000000704', name: 'Asha House' });
    const market = await marketIdOf(t.db, 'main', 'Kalyan');
    const today = indiaDate(t.clock.now());
    await call(t, 'POST', `/admin/api/agent/players/${asha.mobile}/credit`, agent.token, { amount: 300 });
    await insertBids(
      t.db,
      [
        {
          userId: asha.id,
          marketId: market,
          family: 'main',
          date: today,
          lines: [{ type: 'single_digit', session: 'open', digits: '4', points: 20 }],
        },
      ],
      t.clock.now(),
    );
    await t.db
      .insertInto('fund_requests')
      .values({
        user_id: asha.id,
        amount: 500,
        method: 'GPay',
        txn_ref: null,
        status: 'pending',
        note: '',
        created_at: t.clock.now(),
        decided_at: null,
        decided_by: null,
        utr: '123456789012',
        agent_id: agent.id,
      })
      .execute();

    const mine = await call(t, 'GET', '/admin/api/agent/players', agent.token);
    expect(mine.body).toMatchObject({ status: true, total: 1, page: 1 });
    expect(mine.body.items).toEqual([
      {
        mobile: asha.mobile,
        name: 'Asha Patil',
        balance: 290,
        agentId: agent.id,
        agent: agent.username,
        direct: true,
        bettingStatus: 1,
        blocked: false,
        registeredAt: t.clock.now(),
        lastBidAt: t.clock.now(),
      },
    ]);
    const masters = await call(t, 'GET', '/admin/api/agent/players', master.token);
    expect(masters.body.items.map((p: any) => [p.mobile, p.agent, p.direct])).toEqual([
      [mohan.mobile, master.username, true],
      [asha.mobile, agent.username, false],
    ]);
    expect(
      (await call(t, 'GET', '/admin/api/agent/players?q=asha', master.token)).body.items.map((p: any) => p.mobile),
    ).toEqual([asha.mobile]);
    expect(
      (await call(t, 'GET', '/admin/api/agent/players?q=90000007', loner.token)).body.items.map((p: any) => p.name),
    ).toEqual(['Asha Other']);
    expect(answer(await call(t, 'GET', `/admin/api/agent/players?q=${'x'.repeat(101)}`, agent.token))).toEqual(
      refused(400, 'Search must be at most 100 characters'),
    );
    expect(answer(await call(t, 'GET', '/admin/api/agent/players?page=0', agent.token))).toEqual(
      refused(400, 'Page must be a whole number from 1'),
    );

    const detail = await call(t, 'GET', `/admin/api/agent/players/${asha.mobile}`, agent.token);
    expect(detail.statusCode, detail.text).toBe(200);
    expect(detail.body.user).toMatchObject({ mobile: asha.mobile, balance: 290, direct: true });
    expect(detail.body.ledger.map((l: any) => [l.kind, l.amount])).toEqual([
      ['bid', -20],
      ['agent_credit', 300],
      ['adjustment', 10],
    ]);
    expect(detail.body.bids.map((b: any) => [b.market, b.typeName, b.digits, b.points, b.status])).toEqual([
      ['Kalyan', 'Single Digit', '4', 20, 'pending'],
    ]);
    expect(detail.body.deposits).toEqual([
      {
        id: expect.any(Number),
        amount: 500,
        method: 'GPay',
        utr: '123456789012',
        status: 'pending',
        agentId: agent.id,
        createdAt: t.clock.now(),
        decidedAt: null,
        note: '',
      },
    ]);
    expect(detail.body.withdrawals).toEqual([]);
    expect(detail.body.totals).toEqual({ bids: 1, points: 20, wins: 0, winAmount: 0 });
  });

  it("prices an open draw over the caller's players' pending bids only", async () => {
    const market = await marketIdOf(t.db, 'main', 'Kalyan');
    const today = indiaDate(t.clock.now());
    const pA = await playerOf(t, agent.id, { balance: 1000 });
    const pM = await playerOf(t, master.id, { balance: 1000 });
    const pL = await playerOf(t, loner.id, { balance: 1000 });
    const single = (userId: number, digits: string, points: number) => ({
      userId,
      marketId: market,
      family: 'main' as const,
      date: today,
      lines: [{ type: 'single_digit' as const, session: 'open' as const, digits, points }],
    });
    await insertBids(
      t.db,
      [single(pA.id, '4', 100), single(pM.id, '4', 50), single(pL.id, '4', 500), single(pL.id, '7', 300)],
      t.clock.now(),
    );
    const exposure = async (token: string, query = `marketId=${market}&session=open`) =>
      call(t, 'GET', `/admin/api/agent/exposure?${query}`, token);
    const agents = await exposure(agent.token);
    expect(agents.statusCode, agents.text).toBe(200);
    expect(agents.body).toMatchObject({
      kind: 'main',
      marketId: market,
      date: today,
      session: 'open',
      totalBids: 1,
      totalPoints: 100,
    });
    // Rates 10 → 95: the worst result for the agent pays 950 on the one bid.
    expect(agents.body.outcomes[0]).toMatchObject({ ank: 4, payout: 950, winningBids: 1, net: -850 });
    expect(agents.body.outcomes).toHaveLength(220);
    const masters = await exposure(master.token);
    expect(masters.body).toMatchObject({ totalBids: 2, totalPoints: 150 });
    expect(masters.body.outcomes[0]).toMatchObject({ ank: 4, payout: 1425, winningBids: 2 });
    const loners = await exposure(loner.token, `marketId=${market}&session=open&date=${today}&kind=main`);
    expect(loners.body).toMatchObject({ totalBids: 2, totalPoints: 800 });
    expect(answer(await exposure(agent.token, `marketId=${market}`))).toEqual(
      refused(400, 'Please choose the session (open or close)'),
    );
    expect(answer(await exposure(agent.token, 'marketId=999999&session=open'))).toEqual(
      refused(404, 'Market not found'),
    );
    expect(answer(await exposure(agent.token, 'session=open'))).toEqual(refused(400, 'Please choose the market'));
    expect(answer(await exposure(agent.token, `marketId=${market}&session=open&date=2026-02-30`))).toEqual(
      refused(400, 'Dates must be real dates written YYYY-MM-DD'),
    );
    expect((await exposure(agent.token, `marketId=${market}&session=open&kind=gali`)).statusCode).toBe(400);
  });

  it(`allows ${AGENT_WRITE_LIMIT.max} writes a minute per account: beyond, 429 in the envelope and nothing written`, async () => {
    for (let i = 0; i < AGENT_WRITE_LIMIT.max; i++)
      expect(
        (await call(t, 'PATCH', '/admin/api/agent/me', loner.token, { displayName: `Loner ${i}` })).statusCode,
      ).toBe(200);
    const before = await agentsSnapshot(t);
    expect(answer(await call(t, 'PATCH', '/admin/api/agent/me', loner.token, { displayName: 'One more' }))).toEqual(
      refused(429, 'Too many changes. Please try again after 60 seconds.'),
    );
    expect(await agentsSnapshot(t)).toEqual(before);
    // Another account's writes are counted apart; the window passes.
    expect((await call(t, 'PATCH', '/admin/api/agent/me', agent.token, { displayName: 'Ravi' })).statusCode).toBe(200);
    t.clock.advance(AGENT_WRITE_LIMIT.windowMs);
    expect((await call(t, 'PATCH', '/admin/api/agent/me', loner.token, { displayName: 'Again' })).statusCode).toBe(200);
  });
});
