#!/usr/bin/env node
// `npm test`: installs what is missing on a fresh clone (npm packages, Debian's chromium), checks the
// types of every workspace and lints with zero warnings, runs every suite and ends with one line
// `N passed, N failed` totalling all of them (a check counts as one test). Exits non-zero on any failure.
//
//   npm test                    typecheck, lint, every suite
//   npm test -- domain server   only the suites whose names start with these words
//   npm test -- typecheck lint  only the two checks
//   npm test -- docs            only the check of citations and links (scripts/check-docs.mjs)
//
// Only Node built-ins here: this file runs before anything is installed.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureInstalled, root, run } from './lib/setup.mjs';

const results = join(root, 'artifacts', 'results');
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));

/** @typedef {{ name: string, passed: number, failed: number, skipped: number, note?: string, notRun?: string, seconds?: number }} Outcome */

/** Reads a Vitest JSON report (jest-compatible). */
function readVitest(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const counts = { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + (r.numTodoTests ?? 0) };
  // The failing tests are named in the summary too, so that the run's last lines say what to look at.
  const failing = (r.testResults ?? []).flatMap((f) =>
    (f.assertionResults ?? []).filter((t) => t.status === 'failed').map((t) => `${f.name.replace(`${root}/`, '')}: ${t.fullName}`),
  );
  return failing.length === 0 ? counts : { ...counts, note: `failing: ${failing.join('; ')}` };
}

/** Reads a Playwright JSON report; a test that passed only on its retry (CI) is named in the note as flaky. */
function readPlaywright(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  const flaky = [];
  // Top-level suites are the files (their specs carry `file`); nested ones are describe blocks.
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) if (test.status === 'flaky') flaky.push(`${spec.file}: ${[...titles, spec.title].join(' › ')}`);
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of report.suites ?? []) walk(file, []);
  const counts = { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
  return flaky.length === 0 ? counts : { ...counts, note: `${flaky.length} flaky, passed on its retry: ${flaky.join('; ')}` };
}

function vitestSuite(name, workspace, { env = {}, args = [] } = {}) {
  return {
    name,
    run() {
      const out = join(results, `${name}.json`);
      const code = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args], {
        cwd: join(root, workspace),
        env,
      });
      return outcome(name, out, readVitest, code);
    },
  };
}

/** A suite whose report is missing or whose process failed beyond its tests counts one failure. */
function outcome(name, file, read, code) {
  if (!existsSync(file)) return { name, passed: 0, failed: 1, skipped: 0, note: `no report (exit code ${code})` };
  const counts = read(file);
  if (code !== 0 && counts.failed === 0) return { name, ...counts, failed: 1, note: `exit code ${code} (coverage threshold or a crash)` };
  return { name, ...counts };
}

/**
 * The server suite again on PostgreSQL (PANA_TEST_DB=postgres): against PANA_TEST_PG_URL when set,
 * otherwise an embedded PostgreSQL the run starts itself (apps/server/src/test/global-setup.ts), so a
 * fresh machine needs nothing installed. When PostgreSQL cannot be had at all (the global setup says
 * so in PANA_TEST_PG_STATUS), the suite fails with CI set, and elsewhere is reported as NOT RUN.
 */
function postgresSuite(name, workspace) {
  return {
    name,
    run() {
      const out = join(results, `${name}.json`);
      const status = join(results, `${name}.pg-status.json`);
      const code = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
        cwd: join(root, workspace),
        env: { PANA_TEST_DB: 'postgres', PANA_TEST_PG_STATUS: status },
      });
      const pg = existsSync(status) ? JSON.parse(readFileSync(status, 'utf8')) : null;
      if (pg && !pg.ok) {
        const reason = String(pg.reason).split('\n')[0];
        if (process.env.CI) return { name, passed: 0, failed: 1, skipped: 0, note: `FAILED: PostgreSQL unavailable with CI set: ${reason}` };
        return { name, passed: 0, failed: 0, skipped: 0, notRun: `PostgreSQL unavailable: ${reason} (${process.env.PANA_TEST_PG_URL ? 'check PANA_TEST_PG_URL' : 'or set PANA_TEST_PG_URL=postgres://… to use a server of yours'})` };
      }
      return outcome(name, out, readVitest, code);
    },
  };
}

/**
 * A check that passes or fails as a whole (one passed or one failed in the totals): `run` returns
 * null when it passed, otherwise a note saying what failed.
 */
function check(name, run) {
  return {
    name,
    run() {
      const problem = run();
      return problem === null ? { name, passed: 1, failed: 0, skipped: 0 } : { name, passed: 0, failed: 1, skipped: 0, note: problem };
    },
  };
}

/** The workspaces (root package.json) that have a `typecheck` script (`tsc --noEmit`). */
function typecheckedWorkspaces() {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return workspaces.filter((w) => {
    const file = join(root, w, 'package.json');
    return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).scripts?.typecheck;
  });
}

const suites = [
  // `npm run typecheck`, one workspace at a time so that the summary names the ones that fail.
  check('typecheck', () => {
    const failing = typecheckedWorkspaces().filter((w) => run('npm', ['run', '--silent', 'typecheck'], { cwd: join(root, w) }) !== 0);
    return failing.length ? `type errors in ${failing.join(', ')}` : null;
  }),
  // `npm run lint`: any error or warning fails; the boundary rules' own tests first (eslint/, ADR 026).
  check('lint', () => {
    if (run('node', ['--test', 'eslint/boundaries.test.mjs']) !== 0) return "the boundary rules' own tests failed";
    const code = run('npx', ['eslint', '.', '--max-warnings', '0']);
    return code === 0 ? null : `eslint . --max-warnings 0 exited with ${code}`;
  }),
  // `npm run check:docs`: comments, docs and test names cite the repository's own docs, and its links
  // lead somewhere (scripts/lib/doc-citations.mjs); the checker's own tests first.
  check('docs', () => {
    if (run('node', ['--test', 'scripts/lib/doc-citations.test.mjs']) !== 0) return "the checker's own tests failed";
    const code = run('node', ['scripts/check-docs.mjs']);
    return code === 0 ? null : 'a citation or link points outside the repository (printed above)';
  }),
  vitestSuite('domain', 'packages/domain', { env: { TZ: 'UTC' }, args: ['--coverage', '--coverage.reportsDirectory=../../artifacts/coverage/domain'] }),
  vitestSuite('domain-new-york', 'packages/domain', { env: { TZ: 'America/New_York' } }),
  vitestSuite('server-sqlite', 'apps/server', { env: { PANA_TEST_DB: 'sqlite' } }),
  postgresSuite('server-postgres', 'apps/server'),
  vitestSuite('contract', 'packages/contract'),
  vitestSuite('web', 'apps/web'),
  {
    name: 'e2e',
    run() {
      const build = run('npm', ['run', 'build'], { cwd: root });
      if (build !== 0) return { name: 'e2e', passed: 0, failed: 1, skipped: 0, note: 'build failed' };
      const out = join(results, 'e2e.json');
      const code = run('npx', ['playwright', 'test'], { cwd: join(root, 'e2e'), env: { PLAYWRIGHT_JSON_OUTPUT_FILE: out } });
      return outcome('e2e', out, readPlaywright, code);
    },
  },
];

ensureInstalled();
ensureChromium();
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** @type {Outcome[]} */
const outcomes = [];
for (const suite of suites) {
  if (only.length && !only.some((o) => suite.name.startsWith(o))) continue;
  console.log(`\n=== ${suite.name} ===`);
  const started = Date.now();
  const o = suite.run();
  o.seconds = Math.round((Date.now() - started) / 1000);
  outcomes.push(o);
}

const coverageFile = join(root, 'artifacts', 'coverage', 'domain', 'coverage-summary.json');
console.log('\n=== summary ===');
for (const o of outcomes) {
  if (o.notRun) {
    console.log(`${o.name.padEnd(18)} !!! NOT RUN !!!  ${o.notRun}`);
    continue;
  }
  console.log(
    `${o.name.padEnd(18)} ${String(o.passed).padStart(5)} passed ${String(o.failed).padStart(4)} failed ${String(o.skipped).padStart(4)} skipped  ${String(o.seconds).padStart(4)} s${o.note ? `  (${o.note})` : ''}`,
  );
}
if (outcomes.some((o) => o.name === 'domain') && existsSync(coverageFile)) {
  const { total } = JSON.parse(readFileSync(coverageFile, 'utf8'));
  console.log(`packages/domain line coverage: ${total.lines.pct}% (required: 100%, packages/domain/vitest.config.ts)`);
}
for (const o of outcomes.filter((x) => x.notRun)) {
  console.log(`\n!!! ${o.name} was NOT RUN: ${o.notRun}. With CI set this fails the run. !!!\n`);
}
const passed = outcomes.reduce((n, o) => n + o.passed, 0);
const failed = outcomes.reduce((n, o) => n + o.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
