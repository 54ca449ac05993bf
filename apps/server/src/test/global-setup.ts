import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { type TestProject } from 'vitest/node';
import { type Db, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed.ts';
import { openWallet } from '../modules/wallet/ledger.ts';
import {
  closeMaintenance,
  createDatabase,
  dropDatabasesLike,
  type EmbeddedServer,
  MONDAY_MORNING,
  type PgTemplates,
  startEmbeddedPostgres,
  testEngine,
} from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server of this run ('' on SQLite): the maintenance database's URL. */
    pgUrl: string;
    /** Names of this run's databases start with it (`pana_test_<run>`). */
    pgPrefix: string;
    /** The databases test apps copy (migrated; seeded with and without the demo player). */
    pgTemplates: PgTemplates;
  }
}

/**
 * Once per `vitest run`. On SQLite (the default) nothing happens. With PANA_TEST_DB=postgres it uses
 * the server PANA_TEST_PG_URL names, or starts an embedded PostgreSQL, and prepares the template
 * databases that test apps copy (`createTestApp`): one migrated with `migrateToLatest`, two more also
 * seeded at MONDAY_MORNING with and without the demo player. At the end it drops every database of
 * the run and stops the embedded server. When PostgreSQL cannot be had, the run fails with the reason,
 * also written as JSON to the file PANA_TEST_PG_STATUS names (scripts/test.mjs reads it).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide('pgUrl', '');
  project.provide('pgPrefix', '');
  project.provide('pgTemplates', { migrated: '', demo: '', plain: '' });
  if (testEngine() !== 'postgres') return async () => {};

  const status = (value: object) => {
    if (process.env.PANA_TEST_PG_STATUS) writeFileSync(process.env.PANA_TEST_PG_STATUS, JSON.stringify(value));
  };
  const external = process.env.PANA_TEST_PG_URL;
  let embedded: EmbeddedServer | null = null;
  let url: string;
  const started = performance.now();
  try {
    if (external) {
      url = external;
    } else {
      embedded = await startEmbeddedPostgres();
      url = embedded.url;
    }
    const prefix = `pana_test_${randomBytes(3).toString('hex')}`;
    const templates: PgTemplates = { migrated: `${prefix}_migrated`, demo: `${prefix}_demo`, plain: `${prefix}_plain` };
    await prepare(await createDatabase(url, templates.migrated), (db) => migrateToLatest(db));
    for (const demo of [true, false]) {
      const name = demo ? templates.demo : templates.plain;
      await prepare(await createDatabase(url, name, templates.migrated), (db) =>
        seedDatabase(db, MONDAY_MORNING, { demo, openWallet }),
      );
    }
    project.provide('pgUrl', url);
    project.provide('pgPrefix', prefix);
    project.provide('pgTemplates', templates);
    status({
      ok: true,
      server: external ? 'PANA_TEST_PG_URL' : 'embedded',
      seconds: Math.round(performance.now() - started) / 1000,
    });
    console.log(
      `PostgreSQL for the server tests: ${external ? 'PANA_TEST_PG_URL' : `embedded (${embedded?.dataDir})`}, databases ${prefix}_*`,
    );

    return async () => {
      await dropDatabasesLike(url, prefix).catch((err: unknown) =>
        console.error('could not drop the test databases:', err),
      );
      await closeMaintenance();
      await embedded?.stop();
    };
  } catch (err) {
    await closeMaintenance();
    await embedded?.stop().catch(() => {});
    const reason = `${external ? 'PANA_TEST_PG_URL' : 'embedded PostgreSQL'}: ${err instanceof Error ? err.message : String(err)}`;
    status({ ok: false, reason });
    throw new Error(`PostgreSQL is not available for the server tests (${reason})`);
  }
}

async function prepare(url: string, work: (db: Db) => Promise<unknown>): Promise<void> {
  const database = openDatabase(url);
  try {
    await work(database.db);
  } finally {
    await database.close();
  }
}
