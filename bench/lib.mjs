// Shared by the benchmarks: build once, start the built server on a fresh SQLite file, load with autocannon.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { Agent as httpAgent, request as httpRequest } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The built server; PANA_BENCH_SERVER_JS names another build (an earlier commit's, to compare both in one run). */
export const serverJs = process.env.PANA_BENCH_SERVER_JS ?? join(root, 'apps/server/dist/server.js');

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

/**
 * Polls open loop: `rate` requests a second, each due at its own instant whatever the earlier ones
 * are doing, its latency counted from when it was due (not from when it could be sent), so a stalled
 * server shows as late answers instead of as fewer requests (autocannon waits for an answer on each
 * connection before sending the next). POSTs `body()` to `url` over keep-alive connections, as many as
 * the polls in flight need. `stop()` waits up to `timeoutMs` for the answers still owed and returns one
 * record per poll: its due instant (performance.now()), its latency in ms (Infinity when it failed or
 * timed out) and whether it answered 2xx.
 */
export function openLoopPoller({ url, rate, body, timeoutMs = 10_000 }) {
  const target = new URL(url);
  const agent = new httpAgent({ keepAlive: true, maxSockets: 1024 });
  const polls = [];
  const interval = 1000 / rate;
  const started = performance.now();
  let sent = 0;
  let inFlight = 0;
  let stopped = false;
  let idle = null;
  const fire = (due) => {
    const record = { due, latency: Infinity, ok: false };
    polls.push(record);
    inFlight++;
    const payload = body();
    const done = (ok) => {
      if (record.done) return;
      record.done = true;
      record.ok = ok;
      record.latency = ok ? performance.now() - due : Infinity;
      if (--inFlight === 0 && idle) idle();
    };
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        timeout: timeoutMs,
      },
      (res) => {
        res.resume();
        res.once('end', () => done(res.statusCode >= 200 && res.statusCode < 300));
        res.once('error', () => done(false));
      },
    );
    req.once('timeout', () => req.destroy(new Error('timeout')));
    req.once('error', () => done(false));
    req.end(payload);
  };
  const tick = () => {
    if (stopped) return;
    const now = performance.now();
    while (started + sent * interval <= now) fire(started + sent++ * interval);
    setTimeout(tick, Math.max(0, Math.min(interval, started + sent * interval - performance.now())));
  };
  tick();
  return {
    async stop() {
      stopped = true;
      if (inFlight > 0) await new Promise((resolve) => ((idle = resolve), setTimeout(resolve, timeoutMs + 1000)));
      agent.destroy();
      return polls.map(({ due, latency, ok }) => ({ due, latency, ok }));
    },
  };
}

/** p50, p99, max and failures of the polls due within [from, to]. */
export function pollFigures(polls, from, to) {
  const inWindow = polls.filter((p) => p.due >= from && p.due <= to);
  const latencies = inWindow
    .filter((p) => p.ok)
    .map((p) => p.latency)
    .sort((a, b) => a - b);
  const q = (x) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil(x * latencies.length) - 1)] : NaN;
  return {
    polls: inWindow.length,
    failed: inWindow.filter((p) => !p.ok).length,
    p50: q(0.5),
    p99: q(0.99),
    max: latencies.length ? latencies[latencies.length - 1] : NaN,
  };
}

/**
 * The stalls among `polls`: runs of polls answered later than `lateMs` after they were due (or not at
 * all), merged while less than `gapMs` apart by due time; each with its start and end (the due
 * instants of its first and last late poll, minus `origin`), its number of late polls and its worst latency.
 */
export function stallsOf(polls, { lateMs, origin, gapMs = 50 }) {
  const stalls = [];
  for (const p of [...polls].sort((a, b) => a.due - b.due)) {
    if (p.ok && p.latency <= lateMs) continue;
    const last = stalls[stalls.length - 1];
    if (last && p.due - origin - last.end < gapMs) {
      last.end = p.due - origin;
      last.late++;
      last.worst = Math.max(last.worst, p.latency);
    } else stalls.push({ start: p.due - origin, end: p.due - origin, late: 1, worst: p.latency });
  }
  return stalls;
}
