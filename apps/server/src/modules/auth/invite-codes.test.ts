import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD } from '../../test/fixtures.ts';
import { createTestApp, rowCounts, type TestApp } from '../../test/harness.ts';
import { createAdmin } from '../operators/service.ts';

/**
 * Registration with an agent's invite code (ADR 029): the code is checked before a code is sent and
 * again when the account is created; the player then belongs to the agent; an unknown code and a
 * suspended agent's are refused and change nothing; the older apps' registration without the field
 * makes a house player, as before.
 */
let t: TestApp;
let agentId: number;
const CODE = 'KX7P2Q';

async function plantAgent(code: string, username: string): Promise<number> {
  const id = await createAdmin(t.db, { username, password: ADMIN_PASSWORD, role: 'viewer' }, t.clock.now());
  await t.db
    .updateTable('admins')
    .set({ role: 'agent', invite_code: code, display_name: `Agent ${username}` })
    .where('id', '=', id)
    .execute();
  return id;
}

beforeEach(async () => {
  t = await createTestApp();
  agentId = await plantAgent(CODE, 'agent-ravi');
});
afterEach(() => t.close());

/** The player's agent id (null: the house), or undefined when no account has the number. */
async function agentOf(mobile: string): Promise<number | null | undefined> {
  const row = await t.db.selectFrom('users').select('agent_id').where('mobile', '=', mobile).executeTakeFirst();
  return row ? row.agent_id : undefined;
}

/** The app's two steps: the number's code (with the invite code), then the registration with it. */
async function register(mobile: string, inviteCode?: unknown, registrationCode: unknown = inviteCode) {
  const check = await t.call('/api-check-mobile', {
    mobile,
    ...(inviteCode === undefined ? {} : { invite_code: inviteCode }),
  });
  if (check.statusCode !== 200) return check;
  return t.call('/api-user-registration', {
    name: 'Asha Patil',
    mobile,
    password: 'secret123',
    otp: t.sms.lastCode(mobile),
    device_id: 'test',
    ...(registrationCode === undefined ? {} : { invite_code: registrationCode }),
  });
}

describe('registration with an invite code', () => {
  it("makes the player the agent's, the code matched without case or spaces", async () => {
    const res = await register('9123456701', ` ${CODE.toLowerCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, msg: 'Registration successful' });
    expect(Number(await agentOf('9123456701'))).toBe(agentId);
  });

  it('keeps the older apps working: no field (or an empty one) registers a house player', async () => {
    expect((await register('9123456702')).statusCode).toBe(200);
    expect(await agentOf('9123456702')).toBeNull();
    expect((await register('9123456703', '')).statusCode).toBe(200);
    expect(await agentOf('9123456703')).toBeNull();
    expect((await register('9123456704', null)).statusCode).toBe(200);
    expect(await agentOf('9123456704')).toBeNull();
  });

  it('refuses an unknown code before any code is sent: 400, no SMS, no account', async () => {
    const before = await rowCounts(t.db);
    for (const code of ['ZZZZZZ', 'not a code!', 12345, { code: CODE }, 'A'.repeat(40)]) {
      const res = await t.call('/api-check-mobile', { mobile: '9123456705', invite_code: code });
      expect(res).toEqual({ statusCode: 400, body: { status: false, msg: 'Invalid invite code' } });
    }
    expect(t.sms.sent).toEqual([]);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('refuses an unknown code at registration too, leaving the one-time code unspent', async () => {
    await t.call('/api-check-mobile', { mobile: '9123456706' });
    const code = t.sms.lastCode('9123456706');
    const body = { name: 'Asha', mobile: '9123456706', password: 'secret123', otp: code, device_id: 'test' };
    const refused = await t.call('/api-user-registration', { ...body, invite_code: 'ZZZZZZ' });
    expect(refused).toEqual({ statusCode: 400, body: { status: false, msg: 'Invalid invite code' } });
    expect(await agentOf('9123456706')).toBeUndefined();
    // The same code then registers with a good invite code.
    expect((await t.call('/api-user-registration', { ...body, invite_code: CODE })).statusCode).toBe(200);
    expect(Number(await agentOf('9123456706'))).toBe(agentId);
  });

  it("refuses a suspended or disabled agent's code, before the SMS and at creation", async () => {
    await t.db.updateTable('admins').set({ suspended_at: t.clock.now() }).where('id', '=', agentId).execute();
    const res = await t.call('/api-check-mobile', { mobile: '9123456707', invite_code: CODE });
    expect(res).toEqual({ statusCode: 400, body: { status: false, msg: 'This invite code is not accepted now' } });
    expect(t.sms.sent).toEqual([]);

    // Suspended between the code sent and the registration: the account is not created.
    await t.db.updateTable('admins').set({ suspended_at: null }).where('id', '=', agentId).execute();
    expect((await t.call('/api-check-mobile', { mobile: '9123456707', invite_code: CODE })).statusCode).toBe(200);
    await t.db.updateTable('admins').set({ active: 0 }).where('id', '=', agentId).execute();
    const reg = await t.call('/api-user-registration', {
      name: 'Asha',
      mobile: '9123456707',
      password: 'secret123',
      otp: t.sms.lastCode('9123456707'),
      invite_code: CODE,
    });
    expect(reg).toEqual({ statusCode: 400, body: { status: false, msg: 'This invite code is not accepted now' } });
    expect(await agentOf('9123456707')).toBeUndefined();
  });

  it("takes the registration call's code, not an earlier one: a code checked first and dropped later makes a house player", async () => {
    const res = await register('9123456708', CODE, '');
    expect(res.statusCode).toBe(200);
    expect(await agentOf('9123456708')).toBeNull();
  });

  it("answers the refusal in the player's language", async () => {
    const res = await t.call(
      '/api-check-mobile',
      { mobile: '9123456709', invite_code: 'ZZZZZZ' },
      { 'x-pana-lang': 'hi' },
    );
    expect(res).toEqual({ statusCode: 400, body: { status: false, msg: 'इनवाइट कोड सही नहीं है' } });
    const mr = await t.call(
      '/api-check-mobile',
      { mobile: '9123456709', invite_code: 'ZZZZZZ' },
      { 'x-pana-lang': 'mr' },
    );
    expect(mr.body.msg).toBe('इन्व्हाइट कोड चुकीचा आहे');
  });

  it('counts refused codes as number lookups, so codes cannot be guessed fast', async () => {
    const limit = 4 * t.config.OTP_MAX_PER_MOBILE_HOUR;
    let last = { statusCode: 0, body: {} as any };
    for (let i = 0; i <= limit; i++)
      last = await t.call('/api-check-mobile', {
        mobile: '9123456710',
        invite_code: `ZZZZ${String(i).padStart(2, '0')}`,
      });
    expect(last.statusCode).toBe(429);
    expect(last.body.msg).toMatch(/^Too many requests/);
  });
});
