import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createDatabase, databaseName, dropDatabase, testEngine } from '../test/postgres.ts';
import { type DatabaseHandle, type Db, openDatabase } from './database.ts';
import { migrateTo, migrateToLatest } from './migrate.ts';

// The player language migration (ADR 020) over players who exist already, on the engine of the run:
// every one of them reads English, and a new row without a language is English too.
let handle: DatabaseHandle | null = null;
let cleanup: (() => Promise<void> | void) | null = null;
afterEach(async () => {
  await handle?.close();
  handle = null;
  await cleanup?.();
  cleanup = null;
});

/** An empty database of the run's engine: a SQLite file, or a PostgreSQL database of its own. */
async function emptyDatabase(): Promise<Db> {
  if (testEngine() === 'postgres') {
    const server = inject('pgUrl');
    const name = databaseName(`${inject('pgPrefix')}_lang`);
    handle = openDatabase(await createDatabase(server, name));
    cleanup = () => dropDatabase(server, name);
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'pana-migration-'));
    handle = openDatabase(join(dir, 'pana.db'));
    cleanup = () => rmSync(dir, { recursive: true, force: true });
  }
  return handle.db;
}

const insertPlayer = (db: Db, mobile: string) =>
  sql`insert into users (name, mobile, password_hash, betting_status, blocked, created_at, updated_at)
      values (${'Player ' + mobile}, ${mobile}, ${'x'}, 1, 0, 0, 0)`.execute(db);

describe('migration 2026-11-27-10-player-language', () => {
  it('gives every existing player English, and English is the default of a new row', async () => {
    const db = await emptyDatabase();
    await migrateTo(db, '2026-11-26-30-result-chain');
    await insertPlayer(db, '9000000001');
    await insertPlayer(db, '9000000002');
    expect(await migrateToLatest(db)).toContain('2026-11-27-10-player-language');
    await insertPlayer(db, '9000000003');
    const rows = await db.selectFrom('users').select(['mobile', 'lang']).orderBy('mobile').execute();
    expect(rows).toEqual([
      { mobile: '9000000001', lang: 'en' },
      { mobile: '9000000002', lang: 'en' },
      { mobile: '9000000003', lang: 'en' },
    ]);
  });
});
