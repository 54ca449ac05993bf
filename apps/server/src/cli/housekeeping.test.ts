import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { indiaDate } from '@pana/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, openTestApp, type TestApp } from '../test/harness.ts';
import { testEngine } from '../test/postgres.ts';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

let dir: string;
let t: TestApp;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pana-housekeeping-'));
  // The command is another process: on SQLite the database is a file, on PostgreSQL the test's own.
  t = testEngine() === 'postgres' ? await createTestApp() : await openTestApp(join(dir, 'pana.db'));
});
afterEach(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const housekeeping = (url: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', join(serverRoot, 'src/cli/housekeeping.ts')], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: url },
    encoding: 'utf8',
  });

describe('npm run housekeeping', () => {
  it('deletes what is due on DATABASE_URL’s database, prints it per table, and keeps today’s draw', async () => {
    // The command runs at the real time: a draw of 2020 is long past, today's (India) is not.
    const today = indiaDate(Date.now());
    for (const drawDate of ['2020-01-06', today]) {
      await t.db.insertInto('liability_draws').values({ market_id: 1, draw_date: drawDate, submissions: 1 }).execute();
      await t.db
        .insertInto('outcome_points')
        .values({
          market_id: 1,
          draw_date: drawDate,
          bid_type: 'jodi_digit',
          session: 'open',
          digits: '45',
          closedigits: '',
          points: 50,
        })
        .execute();
    }
    const run = housekeeping(t.config.DATABASE_URL);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^outcome_points +1 deleted$/m);
    expect(run.stdout).toMatch(/^liability_draws +1 deleted$/m);
    expect(run.stdout).toMatch(/^Housekeeping done: \d+ rows in \d+ ms \((sqlite|postgres) /m);
    // Then the agents' weekly statements that are due (ADR 029): none here, as there is no agent.
    expect(run.stdout).toMatch(/^Agent statements closed: 0 \(0 with commission, 0 points\)\.$/m);
    const left = await t.db.selectFrom('outcome_points').select('draw_date').execute();
    expect(left.map((r) => r.draw_date)).toEqual([today]);
  });

  it('exits 1 with the reason when the database cannot be reached', () => {
    const run = housekeeping('postgres://nobody:secret@127.0.0.1:1/none');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^Housekeeping failed: .*ECONNREFUSED/m);
  });
});
