import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { isSealed, openSetting, sealSetting } from './modules/notifications/vapid-keys.ts';
import { createAdmin, DEMO_ADMIN } from './modules/operators/service.ts';

/**
 * `node --import tsx src/server.ts` with NODE_ENV=production: an unsafe configuration is refused with
 * one line per reason on stderr naming the variable, exit code 1 and nothing written to the database;
 * a compliant one starts. Each start uses a SQLite file of its own (whatever PANA_TEST_DB says: the
 * checks do not depend on the engine) and a free port in 18600–18699.
 */

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'pana-prod-start-'));
let files = 0;
const newDbFile = () => join(dir, `pana-${++files}.db`);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SAFE = {
  SMS_PROVIDER: 'msg91',
  SMS_AUTH_KEY: 'test-key',
  SMS_TEMPLATE_ID: 'test-template',
  SEED_DEMO: 'false',
  VAPID_KEY_SECRET: 'production-start-vapid-key-secret-0123',
};

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

async function freePortInRange(): Promise<number> {
  const start = 18600 + Math.floor(Math.random() * 100);
  for (let i = 0; i < 100; i++) {
    const port = 18600 + ((start - 18600 + i) % 100);
    if (await portIsFree(port)) return port;
  }
  throw new Error('no free port in 18600-18699');
}

interface Run {
  code: number | null;
  stderr: string;
  /** Whether /readyz answered before the process was stopped. */
  ready: boolean;
}

/** Starts the server with these settings; stops it (SIGTERM) once /readyz answers, or waits for it to exit. */
async function start(env: Record<string, string>): Promise<Run> {
  const port = await freePortInRange();
  let stderr = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: process.env.TMPDIR ?? '',
      INIT_CWD: serverRoot,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      WEB_DIST: join(serverRoot, 'no-web-app'),
      ...env,
    },
  });
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let ready = false;
  const deadline = performance.now() + 30_000;
  while (child.exitCode === null && child.signalCode === null && performance.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) {
        ready = true;
        break;
      }
    } catch {
      // not listening (yet)
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const code = await exited;
  return { code, stderr, ready };
}

function refusals(stderr: string): string[] {
  return stderr.split('\n').filter((l) => l.startsWith('Refusing to start with NODE_ENV=production: '));
}

describe('a production start (NODE_ENV=production)', () => {
  it('refuses the bare defaults: SMS_PROVIDER, SEED_DEMO and VAPID_KEY_SECRET named, exit 1, no database file', async () => {
    const file = newDbFile();
    const run = await start({ DATABASE_URL: file });
    expect(run.code).toBe(1);
    expect(run.ready).toBe(false);
    const lines = refusals(run.stderr);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('SMS_PROVIDER=console');
    expect(lines[1]).toContain('SEED_DEMO');
    expect(lines[2]).toContain('VAPID_KEY_SECRET');
    expect(existsSync(file)).toBe(false);
  });

  it.each([
    [{ SMS_PROVIDER: 'console' }, 'SMS_PROVIDER'],
    [{ LEGACY_OTP: 'client' }, 'LEGACY_OTP'],
    [{ SEED_DEMO: 'true' }, 'SEED_DEMO'],
    [{ ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'admin12345' }, 'ADMIN_PASSWORD'],
    [{ VAPID_KEY_SECRET: '' }, 'VAPID_KEY_SECRET'],
  ])('refuses %j with one line naming %s, exit 1, no database file', async (change, variable) => {
    const file = newDbFile();
    const run = await start({ ...SAFE, DATABASE_URL: file, ...change });
    expect(run.code).toBe(1);
    const lines = refusals(run.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(variable);
    expect(existsSync(file)).toBe(false);
  });

  it('refuses an operator whose password is a known default, naming the operator, and seeds nothing', async () => {
    const file = newDbFile();
    const database = openDatabase(file);
    await migrateToLatest(database.db);
    await createAdmin(database.db, { username: 'desk.one', password: 'a-good-operator-secret', role: 'operator' }, 0);
    await createAdmin(database.db, { ...DEMO_ADMIN }, 0);
    await database.close();

    const run = await start({
      ...SAFE,
      DATABASE_URL: file,
      ADMIN_USERNAME: 'chief',
      ADMIN_PASSWORD: 'a-long-owner-secret',
    });
    expect(run.code).toBe(1);
    const lines = refusals(run.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`operator ${DEMO_ADMIN.username} has a known default password`);

    const after = openDatabase(file);
    try {
      const admins = await after.db.selectFrom('admins').select('username').orderBy('id').execute();
      expect(admins.map((a) => a.username)).toEqual(['desk.one', DEMO_ADMIN.username]); // no chief created
      const markets = await after.db.selectFrom('markets').select('id').execute();
      expect(markets).toEqual([]); // not seeded
    } finally {
      await after.close();
    }
  });

  it('refuses a stored VAPID private key that VAPID_KEY_SECRET does not decrypt, naming the variable, and seeds nothing', async () => {
    const file = newDbFile();
    const database = openDatabase(file);
    await migrateToLatest(database.db);
    await database.db
      .insertInto('settings')
      .values([
        { key: 'vapid_public_key', value: 'public' },
        { key: 'vapid_private_key', value: sealSetting('the-secret-it-was-stored-with-0123456789', 'vapid_private_key', 'private') },
      ])
      .execute();
    await database.close();
    const run = await start({ ...SAFE, DATABASE_URL: file, ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'a-long-owner-secret' });
    expect(run.code).toBe(1);
    const lines = refusals(run.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('VAPID_KEY_SECRET does not decrypt the VAPID private key');
    const after = openDatabase(file);
    try {
      expect(await after.db.selectFrom('admins').select('id').execute()).toEqual([]);
    } finally {
      await after.close();
    }
  });

  it('encrypts a VAPID private key stored in plain text before the secret was set, and starts', async () => {
    const file = newDbFile();
    const database = openDatabase(file);
    await migrateToLatest(database.db);
    const pair = { publicKey: 'BPublicKeyOfTheStoredPair', privateKey: 'plainPrivateKeyOfTheStoredPair_0123456789a' };
    await database.db
      .insertInto('settings')
      .values([
        { key: 'vapid_public_key', value: pair.publicKey },
        { key: 'vapid_private_key', value: pair.privateKey },
      ])
      .execute();
    await database.close();
    const run = await start({ ...SAFE, DATABASE_URL: file, ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'a-long-owner-secret' });
    expect(refusals(run.stderr)).toEqual([]);
    expect(run.ready).toBe(true);
    const after = openDatabase(file);
    try {
      const rows = await after.db.selectFrom('settings').select(['key', 'value']).where('key', 'in', ['vapid_public_key', 'vapid_private_key']).orderBy('key').execute();
      const [privateRow, publicRow] = rows.map((r) => r.value);
      expect(publicRow).toBe(pair.publicKey);
      expect(isSealed(privateRow ?? '')).toBe(true);
      expect(privateRow).not.toContain(pair.privateKey);
      expect(openSetting(SAFE.VAPID_KEY_SECRET, 'vapid_private_key', privateRow ?? '')).toBe(pair.privateKey);
    } finally {
      await after.close();
    }
  });

  it('starts with a compliant configuration (and creates the first owner)', async () => {
    const file = newDbFile();
    const run = await start({
      ...SAFE,
      DATABASE_URL: file,
      ADMIN_USERNAME: 'chief',
      ADMIN_PASSWORD: 'a-long-owner-secret',
    });
    expect(refusals(run.stderr)).toEqual([]);
    expect(run.ready).toBe(true);
    expect(run.code).toBe(0);
    const after = openDatabase(file);
    try {
      const admins = await after.db.selectFrom('admins').select('username').execute();
      expect(admins.map((a) => a.username)).toEqual(['chief']);
    } finally {
      await after.close();
    }
  });
});
