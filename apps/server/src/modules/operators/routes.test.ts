import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { ADMIN_PASSWORD, adminCall, createAdminAccount } from '../../test/fixtures.ts';
import { createTestApp, registerPlayer, type TestApp } from '../../test/harness.ts';
import { ADMIN_SESSION_MS, createAdmin, DEMO_ADMIN, ensureStartupAdmins, isDemoAdminLoginValid } from './service.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const login = (body: unknown, headers: Record<string, string> = {}) =>
  t.app
    .inject({ method: 'POST', url: '/admin/api/login', payload: body as object, headers })
    .then((r) => ({ statusCode: r.statusCode, body: r.json(), cookies: r.cookies, headers: r.headers }));

describe('operator login', () => {
  it('answers a token and the role, and sets an httpOnly SameSite=Strict session cookie', async () => {
    const { username } = await createAdminAccount(t, 'operator');
    const res = await login({ username, password: ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: true,
      msg: 'Login successful',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      role: 'operator',
    });
    const cookie = res.cookies.find((c) => c.name === 'pana_admin');
    expect(cookie).toMatchObject({
      value: res.body.token,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/admin/api',
      maxAge: 12 * 60 * 60,
    });
    const stored = await t.db
      .selectFrom('admin_sessions')
      .select(['token_hash', 'expires_at'])
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(res.body.token);
    expect(Number(stored.expires_at)).toBe(t.clock.now() + ADMIN_SESSION_MS);
  });

  it('marks the session cookie Secure with NODE_ENV=production, even on a request that did not look like HTTPS', async () => {
    // Elsewhere only a request seen as HTTPS gets it (a demo on http://localhost keeps its login).
    const { username } = await createAdminAccount(t, 'viewer');
    const demo = await login({ username, password: ADMIN_PASSWORD });
    expect(demo.cookies.find((c) => c.name === 'pana_admin')?.secure).toBeUndefined();

    await t.close();
    t = await createTestApp({ config: { NODE_ENV: 'production' } });
    const prod = await createAdminAccount(t, 'viewer');
    const res = await login({ username: prod.username, password: ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'pana_admin')).toMatchObject({ value: res.body.token, secure: true, httpOnly: true });
    const out = await t.app.inject({ method: 'POST', url: '/admin/api/logout', headers: { authorization: `Bearer ${res.body.token}` } });
    expect(out.cookies.find((c) => c.name === 'pana_admin')).toMatchObject({ value: '', secure: true });
  });

  it('opens the operator API with the cookie alone and with the bearer token alone', async () => {
    const { username, id } = await createAdminAccount(t, 'viewer');
    const { body } = await login({ username, password: ADMIN_PASSWORD });
    const byCookie = await t.app.inject({ method: 'GET', url: '/admin/api/me', cookies: { pana_admin: body.token } });
    expect(byCookie.json()).toEqual({ status: true, msg: 'OK', id, username, role: 'viewer' });
    expect((await adminCall(t, 'GET', '/admin/api/me', body.token)).body).toMatchObject({ id, role: 'viewer' });
  });

  it('treats usernames without regard to case and surrounding spaces', async () => {
    await createAdminAccount(t, 'owner', 'Chief.Owner');
    expect((await login({ username: '  CHIEF.owner ', password: ADMIN_PASSWORD })).body).toMatchObject({
      status: true,
      role: 'owner',
    });
  });

  it.each([
    ['a wrong password', { username: 'known', password: 'wrong-password' }, 401, 'Invalid username or password'],
    ['an unknown username', { username: 'nobody', password: ADMIN_PASSWORD }, 401, 'Invalid username or password'],
    ['no username', { password: ADMIN_PASSWORD }, 400, 'Please enter the username'],
    ['no password', { username: 'known' }, 400, 'Please enter the password'],
    ['a password that is not text', { username: 'known', password: 1234567890 }, 400, 'Please enter the password'],
  ])('refuses %s without opening a session', async (_name, body, status, msg) => {
    await createAdminAccount(t, 'operator', 'known');
    const res = await login(body);
    expect({ statusCode: res.statusCode, body: res.body }).toEqual({
      statusCode: status,
      body: { status: false, msg },
    });
    expect(res.cookies).toEqual([]);
    expect(await t.db.selectFrom('admin_sessions').selectAll().execute()).toEqual([]);
  });

  it('refuses a disabled operator', async () => {
    const { username, id } = await createAdminAccount(t, 'operator');
    await t.db.updateTable('admins').set({ active: 0 }).where('id', '=', id).execute();
    expect(await login({ username, password: ADMIN_PASSWORD })).toMatchObject({
      statusCode: 403,
      body: { status: false, msg: 'This operator account is disabled' },
    });
  });

  it('locks a username out after 10 attempts in 15 minutes, then lets it in again', async () => {
    const { username } = await createAdminAccount(t, 'operator');
    for (let i = 0; i < 10; i++) expect((await login({ username, password: 'wrong-password' })).statusCode).toBe(401);
    const locked = await login({ username, password: ADMIN_PASSWORD });
    expect(locked).toMatchObject({
      statusCode: 429,
      body: { status: false, msg: 'Too many login attempts. Please try again after 15 minutes.' },
    });
    expect(locked.headers['retry-after']).toBe('900');
    t.clock.advance(15 * 60 * 1000);
    expect((await login({ username, password: ADMIN_PASSWORD })).statusCode).toBe(200);
  });

  it('limits logins per address across usernames', async () => {
    await t.close();
    t = await createTestApp({ config: { LOGIN_MAX_PER_IP: 3 } });
    for (const name of ['aaa', 'bbb', 'ccc'])
      expect((await login({ username: name, password: 'whatever-pass' })).statusCode).toBe(401);
    expect((await login({ username: 'ddd', password: 'whatever-pass' })).statusCode).toBe(429);
  });

  it('logs out: the session is revoked and the cookie cleared', async () => {
    const { username } = await createAdminAccount(t, 'viewer');
    const { body } = await login({ username, password: ADMIN_PASSWORD });
    const out = await t.app.inject({
      method: 'POST',
      url: '/admin/api/logout',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(out.json()).toEqual({ status: true, msg: 'Logged out successfully' });
    expect(out.cookies.find((c) => c.name === 'pana_admin')).toMatchObject({ value: '' });
    expect(await adminCall(t, 'GET', '/admin/api/me', body.token)).toMatchObject({
      statusCode: 401,
      body: { status: false, msg: 'Please log in' },
    });
    const audit = await t.db.selectFrom('audit_log').select('action').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['admin.login', 'admin.logout']);
  });

  it('ends a session 12 hours after login', async () => {
    const { username } = await createAdminAccount(t, 'viewer');
    const { body } = await login({ username, password: ADMIN_PASSWORD });
    t.clock.advance(ADMIN_SESSION_MS - 1);
    expect((await adminCall(t, 'GET', '/admin/api/me', body.token)).statusCode).toBe(200);
    t.clock.advance(1);
    expect((await adminCall(t, 'GET', '/admin/api/me', body.token)).statusCode).toBe(401);
  });

  it('closes the sessions of an operator who is disabled', async () => {
    const { username, id } = await createAdminAccount(t, 'owner');
    const { body } = await login({ username, password: ADMIN_PASSWORD });
    await t.db.updateTable('admins').set({ active: 0 }).where('id', '=', id).execute();
    expect((await adminCall(t, 'GET', '/admin/api/me', body.token)).statusCode).toBe(401);
  });

  it("never accepts a player's token", async () => {
    const playerToken = await registerPlayer(t, '9123456789');
    expect(await adminCall(t, 'GET', '/admin/api/me', playerToken)).toMatchObject({
      statusCode: 401,
      body: { msg: 'Please log in' },
    });
    const inBody = await t.app.inject({
      method: 'POST',
      url: '/admin/api/logout',
      payload: { unique_token: playerToken, app_key: 'pana-public-app-key' },
    });
    expect(inBody.statusCode).toBe(401);
  });
});

describe('operator accounts', () => {
  it('refuses a password shorter than 10 characters, a bad username and a name taken', async () => {
    await expect(createAdmin(t.db, { username: 'short', password: '123456789', role: 'owner' }, 0)).rejects.toThrow(
      'Password must be at least 10 characters',
    );
    await expect(createAdmin(t.db, { username: 'a b', password: '1234567890', role: 'owner' }, 0)).rejects.toThrow(
      /Username must be/,
    );
    await createAdmin(t.db, { username: 'taken', password: '1234567890', role: 'owner' }, 0);
    await expect(createAdmin(t.db, { username: 'TAKEN', password: '1234567890', role: 'viewer' }, 0)).rejects.toThrow(
      'An operator named taken already exists',
    );
  });

  it('creates the owner named by ADMIN_USERNAME at start, once, and no demo operator besides', async () => {
    const config = { ADMIN_USERNAME: 'Boss', ADMIN_PASSWORD: 'boss-password', SEED_DEMO: true };
    expect(await ensureStartupAdmins(t.db, config, 0)).toEqual(['boss']);
    expect(await ensureStartupAdmins(t.db, config, 0)).toEqual([]);
    const admins = await t.db.selectFrom('admins').select(['username', 'role']).execute();
    expect(admins).toEqual([{ username: 'boss', role: 'owner' }]);
    expect(await isDemoAdminLoginValid(t.db)).toBe(false);
    expect((await login({ username: 'boss', password: 'boss-password' })).body).toMatchObject({ role: 'owner' });
  });

  it('creates the demo operator when the demo is seeded and no operator exists', async () => {
    expect(await ensureStartupAdmins(t.db, { SEED_DEMO: false }, 0)).toEqual([]);
    expect(await ensureStartupAdmins(t.db, { SEED_DEMO: true }, 0)).toEqual([DEMO_ADMIN.username]);
    expect(await isDemoAdminLoginValid(t.db)).toBe(true);
    expect((await login({ username: 'admin', password: 'admin12345' })).body).toMatchObject({ status: true });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'admin_id'])
      .where('action', '=', 'admin.create')
      .execute();
    expect(audit).toEqual([{ action: 'admin.create', admin_id: null }]);
  });
});

describe('npm run admin:create', () => {
  const run = promisify(execFile);
  const cli = join(import.meta.dirname, '../../cli/admin-create.ts');
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pana-admin-create-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const admin = (args: string[]) =>
    run(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { ...process.env, DATABASE_URL: join(dir, 'pana.db'), LOG_LEVEL: 'silent' },
    }).then(
      (r) => ({ code: 0, out: r.stdout + r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
    );

  it('creates an operator in the database DATABASE_URL names, and refuses a short password or a taken name', async () => {
    expect(await admin(['--username', 'Ops', '--password', 'short'])).toEqual({
      code: 1,
      out: expect.stringContaining('Password must be at least 10 characters'),
    });
    expect(await admin(['--username', 'Ops', '--password', 'long-enough-1', '--role', 'operator'])).toEqual({
      code: 0,
      out: expect.stringContaining('Created operator ops'),
    });
    expect(await admin(['--username', 'ops', '--password', 'long-enough-2'])).toMatchObject({
      code: 1,
      out: expect.stringContaining('already exists'),
    });
    expect(await admin(['--username', 'x1x', '--password', 'long-enough-3', '--role', 'king'])).toMatchObject({
      code: 1,
      out: expect.stringContaining('--role must be'),
    });
    const database = openDatabase(join(dir, 'pana.db'));
    try {
      expect(await database.db.selectFrom('admins').select(['username', 'role']).execute()).toEqual([
        { username: 'ops', role: 'operator' },
      ]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
