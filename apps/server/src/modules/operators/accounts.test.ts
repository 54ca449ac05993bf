import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, consoleCall, consoleSnapshot, createAdminAccount } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { totpCode } from './totp.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ demo: false });
});
afterEach(() => t.close());

const login = async (body: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'POST', url: '/admin/api/login', payload: body });
  return { statusCode: res.statusCode, body: res.json() };
};

/** An operator of a role, logged in: id, username and token. */
async function account(role: 'owner' | 'operator' | 'viewer', username?: string) {
  const created = await createAdminAccount(t, role, username);
  const res = await login({ username: created.username, password: ADMIN_PASSWORD });
  return { ...created, token: res.body.token as string };
}

describe('operator accounts (owner only)', () => {
  it('lists every operator with role, state and two-step login, never a password', async () => {
    const owner = await account('owner', 'chief');
    await createAdminAccount(t, 'viewer', 'watcher');
    const res = await consoleCall(t, 'GET', '/admin/api/admins', owner.token);
    expect(res.body.items).toEqual([
      { id: owner.id, username: 'chief', role: 'owner', active: true, totp: false, createdAt: t.clock.now() },
      {
        id: expect.any(Number),
        username: 'watcher',
        role: 'viewer',
        active: true,
        totp: false,
        createdAt: t.clock.now(),
      },
    ]);
    expect(JSON.stringify(res.body)).not.toContain('scrypt');
  });

  it('creates an operator who can log in with that role, and records it', async () => {
    const owner = await account('owner');
    const res = await consoleCall(t, 'POST', '/admin/api/admins', owner.token, {
      username: 'New.Desk',
      password: 'desk-password-1',
      role: 'operator',
    });
    expect(res.body).toEqual({ status: true, msg: 'Operator created', id: expect.any(Number) });
    expect((await login({ username: 'new.desk', password: 'desk-password-1' })).body).toMatchObject({
      status: true,
      role: 'operator',
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'admin.create')
      .executeTakeFirstOrThrow();
    expect([Number(audit.admin_id), audit.entity_id, JSON.parse(audit.after_json!)]).toEqual([
      owner.id,
      String(res.body.id),
      { username: 'new.desk', role: 'operator', active: true },
    ]);
    expect(audit.after_json).not.toContain('desk-password-1');
  });

  it.each([
    [
      'a password of 9 characters',
      { username: 'desk', password: '123456789', role: 'viewer' },
      400,
      'Password must be at least 10 characters',
    ],
    ['no password', { username: 'desk', role: 'viewer' }, 400, 'Password must be at least 10 characters'],
    [
      'a username with a space',
      { username: 'the desk', password: '1234567890', role: 'viewer' },
      400,
      'Username must be 3-64 characters: letters, digits, dot, dash or underscore',
    ],
    [
      'an unknown role',
      { username: 'desk', password: '1234567890', role: 'admin' },
      400,
      'Role must be viewer, operator or owner',
    ],
    [
      'a taken username',
      { username: 'TAKEN', password: '1234567890', role: 'viewer' },
      409,
      'An operator named taken already exists',
    ],
  ])('refuses %s and writes nothing', async (_name, body, statusCode, msg) => {
    const owner = await account('owner');
    await createAdminAccount(t, 'viewer', 'taken');
    const before = await consoleSnapshot(t.db);
    const res = await consoleCall(t, 'POST', '/admin/api/admins', owner.token, body);
    expect({ statusCode: res.statusCode, body: res.body }).toEqual({ statusCode, body: { status: false, msg } });
    expect(await consoleSnapshot(t.db)).toEqual(before);
  });

  it('changes a role, which applies to the open session at once', async () => {
    const owner = await account('owner');
    const desk = await account('viewer');
    expect((await consoleCall(t, 'PUT', '/admin/api/settings', desk.token, { marquee_text: 'x' })).statusCode).toBe(
      403,
    );
    const res = await consoleCall(t, 'PATCH', `/admin/api/admins/${desk.id}`, owner.token, { role: 'operator' });
    expect(res.body).toMatchObject({
      status: true,
      msg: 'Operator updated',
      item: { id: desk.id, role: 'operator', active: true },
    });
    expect((await consoleCall(t, 'PUT', '/admin/api/settings', desk.token, { marquee_text: 'x' })).statusCode).toBe(
      200,
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'admin.update')
      .executeTakeFirstOrThrow();
    expect([JSON.parse(audit.before_json!), JSON.parse(audit.after_json!)]).toEqual([
      { role: 'viewer', active: true, totp: false },
      { role: 'operator', active: true, totp: false },
    ]);
  });

  it('disables an operator: their sessions end and they cannot log in; enabling lets them log in again', async () => {
    const owner = await account('owner');
    const desk = await account('operator');
    await consoleCall(t, 'PATCH', `/admin/api/admins/${desk.id}`, owner.token, { active: false });
    expect((await consoleCall(t, 'GET', '/admin/api/me', desk.token)).statusCode).toBe(401);
    expect((await login({ username: desk.username, password: ADMIN_PASSWORD })).statusCode).toBe(403);
    await consoleCall(t, 'PATCH', `/admin/api/admins/${desk.id}`, owner.token, { active: true });
    expect((await consoleCall(t, 'GET', '/admin/api/me', desk.token)).statusCode).toBe(401);
    expect((await login({ username: desk.username, password: ADMIN_PASSWORD })).statusCode).toBe(200);
  });

  it("sets a new password: the old one and the operator's sessions stop working, the owner's own session stays", async () => {
    const owner = await account('owner');
    const desk = await account('operator');
    await consoleCall(t, 'PATCH', `/admin/api/admins/${desk.id}`, owner.token, { password: 'fresh-password-2' });
    expect((await consoleCall(t, 'GET', '/admin/api/me', desk.token)).statusCode).toBe(401);
    expect((await login({ username: desk.username, password: ADMIN_PASSWORD })).statusCode).toBe(401);
    expect((await login({ username: desk.username, password: 'fresh-password-2' })).statusCode).toBe(200);
    // The owner's own password changes only with the current one (below), never through this call.
    expect(
      await consoleCall(t, 'PATCH', `/admin/api/admins/${owner.id}`, owner.token, { password: 'owner-password-3' }),
    ).toMatchObject({
      statusCode: 400,
      body: { msg: 'Change your own password or two-step login under Your account, which asks for your current password' },
    });
    expect((await login({ username: owner.username, password: 'owner-password-3' })).statusCode).toBe(401);
    expect((await consoleCall(t, 'GET', '/admin/api/me', owner.token)).statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('after_json')
      .where('action', '=', 'admin.update')
      .orderBy('id')
      .execute();
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ passwordChanged: true });
    expect(audit.map((a) => a.after_json).join()).not.toContain('fresh-password-2');
  });

  it('keeps the last active owner: neither a demotion nor disabling, with 409 and nothing written', async () => {
    const owner = await account('owner');
    await createAdminAccount(t, 'owner', 'retired');
    await t.db.updateTable('admins').set({ active: 0 }).where('username', '=', 'retired').execute();
    const before = await consoleSnapshot(t.db);
    for (const body of [{ role: 'operator' }, { active: false }, { role: 'viewer', active: false }]) {
      const res = await consoleCall(t, 'PATCH', `/admin/api/admins/${owner.id}`, owner.token, body);
      expect({ body, statusCode: res.statusCode, answer: res.body }).toEqual({
        body,
        statusCode: 409,
        answer: { status: false, msg: 'The last active owner cannot be demoted or disabled' },
      });
    }
    expect(await consoleSnapshot(t.db)).toEqual(before);
    // With a second active owner, one of them may step down; the other is then the last.
    const second = await account('owner');
    expect(
      (await consoleCall(t, 'PATCH', `/admin/api/admins/${owner.id}`, owner.token, { role: 'operator' })).statusCode,
    ).toBe(200);
    expect(
      (await consoleCall(t, 'PATCH', `/admin/api/admins/${second.id}`, second.token, { active: false })).statusCode,
    ).toBe(409);
  });

  it.each([
    ['nothing', {}, 400, 'Nothing to change: send role, active, password or totp'],
    ['a short password', { password: 'short' }, 400, 'Password must be at least 10 characters'],
    ['active as text', { active: 'no' }, 400, 'Active must be true or false'],
    ['two-step login turned on', { totp: true }, 400, 'Two-step login can only be turned off here (send totp: false)'],
  ])('refuses a change of %s', async (_name, body, statusCode, msg) => {
    const owner = await account('owner');
    const desk = await account('viewer');
    const before = await consoleSnapshot(t.db);
    const res = await consoleCall(t, 'PATCH', `/admin/api/admins/${desk.id}`, owner.token, body);
    expect({ statusCode: res.statusCode, body: res.body }).toEqual({ statusCode, body: { status: false, msg } });
    expect(await consoleSnapshot(t.db)).toEqual(before);
  });

  it('answers 404 for an unknown operator', async () => {
    const owner = await account('owner');
    for (const id of ['9999', 'x']) {
      expect(await consoleCall(t, 'PATCH', `/admin/api/admins/${id}`, owner.token, { role: 'viewer' })).toMatchObject({
        statusCode: 404,
        body: { status: false, msg: 'Operator not found' },
      });
    }
  });
});

describe('two-step login', () => {
  const STEP = 30_000;

  async function setUp(token: string): Promise<string> {
    const res = await consoleCall(t, 'POST', '/admin/api/totp/setup', token);
    expect(res.statusCode).toBe(200);
    return res.body.secret as string;
  }

  it('sets up a secret and its link, asking nothing at login until a first code turns it on', async () => {
    const desk = await account('viewer', 'desk.one');
    const res = await consoleCall(t, 'POST', '/admin/api/totp/setup', desk.token);
    expect(res.body).toEqual({
      status: true,
      msg: 'Scan the code with your authenticator app, then enter a code to turn two-step login on',
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauthUrl: `otpauth://totp/Pana:desk.one?secret=${res.body.secret}&issuer=Pana&algorithm=SHA1&digits=6&period=30`,
    });
    expect((await consoleCall(t, 'GET', '/admin/api/totp', desk.token)).body).toMatchObject({
      enabled: false,
      pending: true,
    });
    expect((await login({ username: desk.username, password: ADMIN_PASSWORD })).statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .where('action', '=', 'admin.totp_setup')
      .executeTakeFirstOrThrow();
    expect(`${audit.before_json}${audit.after_json}`).not.toContain(res.body.secret);
  });

  it('turns on with a correct code only, then the login needs a fresh code from the app', async () => {
    const desk = await account('operator');
    const secret = await setUp(desk.token);
    const wrong = await consoleCall(t, 'POST', '/admin/api/totp/enable', desk.token, {
      code: '000000' === totpCode(secret, t.clock.now()) ? '111111' : '000000',
    });
    expect(wrong).toMatchObject({
      statusCode: 400,
      body: { status: false, msg: 'Wrong code. Enter the 6-digit code from your authenticator app' },
    });
    expect((await consoleCall(t, 'GET', '/admin/api/totp', desk.token)).body.enabled).toBe(false);
    const on = await consoleCall(t, 'POST', '/admin/api/totp/enable', desk.token, {
      code: totpCode(secret, t.clock.now()),
    });
    expect(on.body).toEqual({ status: true, msg: 'Two-step login is on' });
    expect(
      (await consoleCall(t, 'GET', '/admin/api/admins', (await account('owner')).token)).body.items.find(
        (a: any) => a.id === desk.id,
      ).totp,
    ).toBe(true);

    const codeNeeded = {
      statusCode: 401,
      body: { status: false, msg: 'Enter the 6-digit code from your authenticator app' },
    };
    const base = { username: desk.username, password: ADMIN_PASSWORD };
    expect(await login(base)).toEqual(codeNeeded);
    expect(await login({ ...base, totp: '12345' })).toEqual(codeNeeded);
    // The code that turned it on was used once already.
    expect(await login({ ...base, totp: totpCode(secret, t.clock.now()) })).toEqual(codeNeeded);
    t.clock.advance(STEP);
    const code = totpCode(secret, t.clock.now());
    // The right code with a wrong password is still a wrong password.
    expect(await login({ ...base, password: 'wrong-password', totp: code })).toMatchObject({
      statusCode: 401,
      body: { msg: 'Invalid username or password' },
    });
    const ok = await login({ ...base, totp: code });
    expect(ok.body).toMatchObject({ status: true, role: 'operator' });
    // Nobody can log in again with the same code.
    expect(await login({ ...base, totp: code })).toEqual(codeNeeded);
    t.clock.advance(STEP);
    expect((await login({ ...base, totp: Number(totpCode(secret, t.clock.now())) })).statusCode).toBe(200);
  });

  it('refuses a new setup while it is on, and turns off with a current code', async () => {
    const desk = await account('viewer');
    const secret = await setUp(desk.token);
    await consoleCall(t, 'POST', '/admin/api/totp/enable', desk.token, { code: totpCode(secret, t.clock.now()) });
    expect(await consoleCall(t, 'POST', '/admin/api/totp/setup', desk.token)).toMatchObject({
      statusCode: 409,
      body: { msg: 'Two-step login is already on; turn it off first' },
    });
    const off = (code: string, currentPassword?: string) =>
      consoleCall(t, 'POST', '/admin/api/totp/disable', desk.token, {
        code,
        ...(currentPassword === undefined ? {} : { currentPassword }),
      });
    expect((await off('abcdef', ADMIN_PASSWORD)).statusCode).toBe(400);
    t.clock.advance(STEP);
    // A stolen session alone cannot turn it off: the current password is asked too.
    expect(await off(totpCode(secret, t.clock.now()))).toMatchObject({
      statusCode: 400,
      body: { msg: 'Enter your current password' },
    });
    expect(await off(totpCode(secret, t.clock.now()), 'not-my-password')).toMatchObject({
      statusCode: 400,
      body: { msg: 'Your current password is wrong' },
    });
    expect((await consoleCall(t, 'GET', '/admin/api/totp', desk.token)).body.enabled).toBe(true);
    expect((await off(totpCode(secret, t.clock.now()), ADMIN_PASSWORD)).body).toEqual({
      status: true,
      msg: 'Two-step login is off',
    });
    expect((await login({ username: desk.username, password: ADMIN_PASSWORD })).statusCode).toBe(200);
    expect(await off('123456', ADMIN_PASSWORD)).toMatchObject({
      statusCode: 409,
      body: { msg: 'Two-step login is not on' },
    });
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'admin.totp%')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['admin.totp_setup', 'admin.totp_enable', 'admin.totp_disable']);
  });

  it('refuses to turn on before a setup', async () => {
    const desk = await account('viewer');
    expect(await consoleCall(t, 'POST', '/admin/api/totp/enable', desk.token, { code: '123456' })).toMatchObject({
      statusCode: 400,
      body: { msg: 'Start the two-step login setup first' },
    });
  });

  it('limits code guesses to 10 in 15 minutes', async () => {
    const desk = await account('viewer');
    const secret = await setUp(desk.token);
    const wrong = totpCode(secret, t.clock.now()) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 10; i++)
      expect((await consoleCall(t, 'POST', '/admin/api/totp/enable', desk.token, { code: wrong })).statusCode).toBe(
        400,
      );
    const locked = await consoleCall(t, 'POST', '/admin/api/totp/enable', desk.token, {
      code: totpCode(secret, t.clock.now()),
    });
    expect(locked).toMatchObject({
      statusCode: 429,
      body: { msg: 'Too many codes tried. Please try again after 15 minutes.' },
    });
  });

  it('lets an owner turn off the two-step login of an operator who lost their phone', async () => {
    const owner = await account('owner');
    const desk = await account('operator');
    const secret = await setUp(desk.token);
    await consoleCall(t, 'POST', '/admin/api/totp/enable', desk.token, { code: totpCode(secret, t.clock.now()) });
    expect((await login({ username: desk.username, password: ADMIN_PASSWORD })).statusCode).toBe(401);
    const res = await consoleCall(t, 'PATCH', `/admin/api/admins/${desk.id}`, owner.token, { totp: false });
    expect(res.body.item.totp).toBe(false);
    expect((await login({ username: desk.username, password: ADMIN_PASSWORD })).statusCode).toBe(200);
  });

  it('keeps an owner with two-step login: the last one cannot turn it off, nor can another owner for them', async () => {
    const first = await account('owner');
    const second = await account('owner');
    const secret = await setUp(first.token);
    await consoleCall(t, 'POST', '/admin/api/totp/enable', first.token, { code: totpCode(secret, t.clock.now()) });
    t.clock.advance(STEP);
    const before = await consoleSnapshot(t.db);
    const lastOne = { statusCode: 409, body: { status: false, msg: 'The last owner with two-step login cannot turn it off' } };
    expect(
      await consoleCall(t, 'POST', '/admin/api/totp/disable', first.token, {
        code: totpCode(secret, t.clock.now()),
        currentPassword: ADMIN_PASSWORD,
      }),
    ).toMatchObject(lastOne);
    expect(await consoleCall(t, 'PATCH', `/admin/api/admins/${first.id}`, second.token, { totp: false })).toMatchObject(
      lastOne,
    );
    expect(await consoleSnapshot(t.db)).toEqual(before);
    // Once a second owner has it on, the first may turn theirs off.
    const secondSecret = await setUp(second.token);
    await consoleCall(t, 'POST', '/admin/api/totp/enable', second.token, { code: totpCode(secondSecret, t.clock.now()) });
    t.clock.advance(STEP);
    const off = await consoleCall(t, 'POST', '/admin/api/totp/disable', first.token, {
      code: totpCode(secret, t.clock.now()),
      currentPassword: ADMIN_PASSWORD,
    });
    expect(off.body).toEqual({ status: true, msg: 'Two-step login is off' });
  });
});

describe('my own password', () => {
  const STEP = 30_000;
  async function setUp(token: string): Promise<string> {
    return (await consoleCall(t, 'POST', '/admin/api/totp/setup', token)).body.secret as string;
  }
  const change = (token: string, body: Record<string, unknown>) =>
    consoleCall(t, 'POST', '/admin/api/me/password', token, body);

  it('changes with the current password; other sessions end, this one stays; audited without the password', async () => {
    const desk = await account('viewer');
    const other = await login({ username: desk.username, password: ADMIN_PASSWORD });
    expect(await change(desk.token, { password: 'brand-new-pass-1' })).toMatchObject({
      statusCode: 400,
      body: { msg: 'Enter your current password' },
    });
    expect(await change(desk.token, { currentPassword: 'guess-guess', password: 'brand-new-pass-1' })).toMatchObject({
      statusCode: 400,
      body: { msg: 'Your current password is wrong' },
    });
    expect(await change(desk.token, { currentPassword: ADMIN_PASSWORD, password: 'short' })).toMatchObject({
      statusCode: 400,
      body: { msg: 'Password must be at least 10 characters' },
    });
    expect((await login({ username: desk.username, password: ADMIN_PASSWORD })).statusCode).toBe(200);
    const ok = await change(desk.token, { currentPassword: ADMIN_PASSWORD, password: 'brand-new-pass-1' });
    expect(ok.body).toEqual({ status: true, msg: 'Password changed' });
    expect((await consoleCall(t, 'GET', '/admin/api/me', desk.token)).statusCode).toBe(200);
    expect((await consoleCall(t, 'GET', '/admin/api/me', other.body.token)).statusCode).toBe(401);
    expect((await login({ username: desk.username, password: ADMIN_PASSWORD })).statusCode).toBe(401);
    expect((await login({ username: desk.username, password: 'brand-new-pass-1' })).statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('action', '=', 'admin.password_change')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after_json).not.toContain('brand-new-pass-1');
  });

  it('asks for a current code too when two-step login is on, and a used code does not count twice', async () => {
    const desk = await account('operator');
    const secret = await setUp(desk.token);
    await consoleCall(t, 'POST', '/admin/api/totp/enable', desk.token, { code: totpCode(secret, t.clock.now()) });
    const body = { currentPassword: ADMIN_PASSWORD, password: 'brand-new-pass-2' };
    const wrongCode = { statusCode: 400, body: { msg: 'Wrong code. Enter the 6-digit code from your authenticator app' } };
    expect(await change(desk.token, body)).toMatchObject(wrongCode);
    // The code that turned it on was used already.
    expect(await change(desk.token, { ...body, code: totpCode(secret, t.clock.now()) })).toMatchObject(wrongCode);
    t.clock.advance(STEP);
    const used = totpCode(secret, t.clock.now());
    expect((await change(desk.token, { ...body, code: used })).statusCode).toBe(200);
    // The code that changed the password cannot open a session too.
    expect((await login({ username: desk.username, password: 'brand-new-pass-2', totp: used })).statusCode).toBe(401);
    t.clock.advance(STEP);
    expect(
      (await login({ username: desk.username, password: 'brand-new-pass-2', totp: totpCode(secret, t.clock.now()) }))
        .statusCode,
    ).toBe(200);
  });

  it('counts wrong current passwords against the 10-tries limit', async () => {
    const desk = await account('viewer');
    for (let i = 0; i < 10; i++)
      expect((await change(desk.token, { currentPassword: `wrong-${i}-pass`, password: 'brand-new-pass-3' })).statusCode).toBe(400);
    expect(
      (await change(desk.token, { currentPassword: ADMIN_PASSWORD, password: 'brand-new-pass-3' })).statusCode,
    ).toBe(429);
  });
});
