// Shared by the benchmarks: build once, start the built server on a fresh SQLite file, load with autocannon.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const serverJs = join(root, 'apps/server/dist/server.js');

export function buildServer() {
  const r = spawnSync('npm', ['run', 'build', '-w', '@pana/server'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('server build failed');
}

export function tempDb() {
  return join(mkdtempSync(join(tmpdir(), 'pana-bench-')), 'pana.db');
}

/** Starts the built server; resolves when /readyz answers. */
export async function startServer({ port, dbFile, env = {} }) {
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : []), serverJs],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        // Not 'production': NODE_ENV selects nothing but the production start checks (no dependency
        // reads it), which refuse the demo seed, echoed codes and admin/admin12345 the benches use.
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: dbFile,
        LOG_LEVEL: 'silent',
        ...env,
      },
    },
  );
  for (let i = 0; i < 200; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (r.ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill();
  throw new Error('server did not start');
}

export function stop(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

export function newToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: createHash('sha256').update(token).digest('hex') };
}

export function fmt(n, digits = 0) {
  return Number(n).toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

/** CPU seconds of a process (all its threads) and its direct children (Linux /proc; utime + stime in 1/100 s). */
export function processTreeCpu(rootPid) {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // fields[0] is the state (field 3), so field n is fields[n - 3].
      if (Number(entry) === rootPid || Number(fields[1]) === rootPid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / 100;
}

/** Debian's Chromium and the flags every browser bench launches it with (nothing downloaded at install). */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The load average as printed beside every figure. */
export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Builds the web app and the server unless --no-build was given; exits when there is no built app. */
export function ensureWebBuilt() {
  if (!process.argv.includes('--no-build')) {
    const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(1);
  }
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    console.error('apps/web/dist is not built: run npm run build (or drop --no-build)');
    process.exit(1);
  }
}

/** A port nobody listens on (the system's choice). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
