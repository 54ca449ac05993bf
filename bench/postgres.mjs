// The PostgreSQL of a bench run (bench/settlement.mjs, bench/bids.mjs): the server PANA_BENCH_PG_URL (or
// PANA_TEST_PG_URL) names, else an embedded one started as the server tests start theirs
// (apps/server/src/test/postgres.ts: random free port, temporary data folder removed at the end;
// shared_buffers 64 MB, fsync and synchronous_commit off, as the tests run it). The bench gets a
// database of its own there, dropped at the end (--keep keeps it on a named server).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

/**
 * The tests' PostgreSQL helpers (TypeScript): imported directly when the bench runs under
 * `node --import tsx` (one module instance with the bench's other imports of it), else through tsx's API.
 */
async function testHelpers() {
  const path = '../apps/server/src/test/postgres.ts';
  try {
    return await import(path);
  } catch (err) {
    if (err?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw err;
    const { tsImport } = await import('tsx/esm/api');
    return tsImport(path, import.meta.url);
  }
}

/**
 * Starts (or chooses) the server and creates a database named `prefix_<random>` on it. Returns its
 * URL, the embedded postmaster's pid (null on a named server), `copy()` (a copy of the database as it
 * stands, dropped at cleanup) and `cleanup()` (drops the database, stops an embedded server).
 */
export async function postgresTarget({ prefix, keep = false }) {
  const { closeMaintenance, createDatabase, databaseName, dropDatabase, startEmbeddedPostgres } = await testHelpers();
  const named = process.env.PANA_BENCH_PG_URL
    ? 'PANA_BENCH_PG_URL'
    : process.env.PANA_TEST_PG_URL
      ? 'PANA_TEST_PG_URL'
      : null;
  const t = performance.now();
  const embedded = named ? null : await startEmbeddedPostgres();
  const serverUrl = named ? process.env[named] : embedded.url;
  const stopServer = async () => {
    await closeMaintenance();
    if (embedded) await embedded.stop();
  };
  const onSignal = async () => {
    await stopServer().catch(() => {});
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const name = databaseName(prefix);
  let url;
  try {
    url = await createDatabase(serverUrl, name);
  } catch (err) {
    await stopServer();
    throw err;
  }
  console.log(
    `PostgreSQL: ${named ?? `embedded, data in ${embedded.dataDir}, started in ${((performance.now() - t) / 1000).toFixed(2)} s`}; database ${name}`,
  );
  const copies = [];
  // The embedded server's postmaster, whose processes' CPU time a bench may report.
  const postgresPid = embedded
    ? Number(readFileSync(join(embedded.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    : null;
  return {
    url,
    postgresPid,
    /** A copy of the database as it stands (no connection may be open on it), dropped at the end. */
    copy: async () => {
      const copyName = `${name}_replay`.slice(0, 63);
      copies.push(copyName);
      return createDatabase(serverUrl, copyName, name);
    },
    cleanup: async () => {
      for (const copyName of copies) await dropDatabase(serverUrl, copyName).catch(() => {});
      if (keep && named) console.log(`database ${name} kept on the ${named} server`);
      else await dropDatabase(serverUrl, name).catch((err) => console.error(`could not drop ${name}:`, err.message));
      await stopServer();
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}
