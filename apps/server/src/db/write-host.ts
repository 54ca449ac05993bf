import { statSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { Kysely } from 'kysely';
import { type Db } from './database.ts';
import { type Database } from './schema.ts';
import { oneConnection, openSqlite, SqliteDualDialect, StatementRunner, WAL_SIZE_LIMIT } from './sqlite-driver.ts';
import { type Unit } from './units.ts';
import { type Reply, type Request } from './write-thread.ts';

/** The units of work a writer thread runs, and how their after-commit work reaches the serving thread. */
export interface UnitsOfWork {
  units: readonly Unit<never, unknown>[];
  setup: (db: Db, emit: (channel: string, payload: unknown) => void) => void;
}

/**
 * The writer thread itself (ADR 025): it owns the SQLite file's only write connection and does, one
 * request at a time in the order they came, what the serving thread asks (write-thread.ts): a
 * statement (the serving thread's transactions arrive as begin, statements, commit), or a unit of work
 * by name, run with a Kysely of its own over the same connection. After each commit, once its answer
 * is sent, it keeps the WAL file small: past WAL_SIZE_LIMIT (a settlement's transaction) it checkpoints
 * and truncates there and then, before the next request, where waiting for readers stops nobody. The units are loaded on the first one asked
 * for (a command-line tool that only migrates never loads them); their `setup` wires what a unit's
 * after-commit work tells the serving thread (`emit`).
 */
export function serveWrites(load: () => Promise<UnitsOfWork>): void {
  const port = parentPort;
  if (!port) throw new Error('serveWrites runs in a worker thread');
  const file = (workerData as { file: string }).file;
  const sqlite = openSqlite(file);
  const runner = new StatementRunner(sqlite);
  const db: Db = new Kysely<Database>({ dialect: new SqliteDualDialect(oneConnection(runner)) });
  const emit = (event: string, payload: unknown) => port.postMessage({ event, payload } satisfies Reply);
  let byName: Promise<Map<string, Unit<never, unknown>>> | null = null;
  const unitNamed = async (name: string) => {
    byName ??= load().then(({ units, setup }) => {
      setup(db, emit);
      return new Map(units.map((u) => [u.name, u]));
    });
    const unit = (await byName).get(name);
    if (!unit) throw new Error(`No unit of work is named ${name} (src/write-units.ts lists them)`);
    return unit;
  };

  const walFile = `${file}-wal`;
  const keepWalSmall = () => {
    if (!sqlite.open || sqlite.inTransaction) return;
    let size = 0;
    try {
      size = statSync(walFile).size;
    } catch {
      return;
    }
    if (size > WAL_SIZE_LIMIT) sqlite.pragma('wal_checkpoint(TRUNCATE)');
  };

  const handle = async (request: Request): Promise<unknown> => {
    switch (request.op) {
      case 'sql': {
        return runner.run(request.sql, request.parameters);
      }
      case 'unit': {
        const unit = await unitNamed(request.name);
        return unit.run(db, request.args as never);
      }
      case 'close':
        // Closing runs the last checkpoint and removes the WAL file.
        if (sqlite.open) sqlite.close();
        return null;
    }
  };

  // One request at a time, in order: a unit's awaits must not let the next request in.
  let queue = Promise.resolve();
  port.on('message', ({ id, ...request }: { id: number } & Request) => {
    queue = queue.then(async () => {
      try {
        port.postMessage({ id, result: await handle(request) } satisfies Reply);
        // After the answer: the commit it waited for is done, and the next request waits for this instead.
        keepWalSmall();
      } catch (err) {
        const e = err instanceof Error ? err : new Error(String(err));
        const code = (e as { code?: unknown }).code;
        port.postMessage({
          id,
          error: { name: e.name, message: e.message, ...(typeof code === 'string' ? { code } : {}) },
        } satisfies Reply);
      }
    });
  });
  port.postMessage({ ready: true } satisfies Reply);
}
