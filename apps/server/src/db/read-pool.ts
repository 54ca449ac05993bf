import { Worker } from 'node:worker_threads';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { type Database } from './schema.ts';

/**
 * Heavy reads off the thread that answers players (docs/budgets.md, ADR 007): operator reports, the
 * operator dashboard, settlement previews. better-sqlite3 runs a query on the calling thread, so a
 * 60-day report would stop every poll for seconds; here the query is compiled by Kysely as usual and
 * run by one of a few worker threads, each with its own read-only connection to the same file (WAL
 * lets them read while the server writes). The result is what the same query would return on the
 * main connection, a moment later. SELECTs only: a transaction or a write is refused.
 *
 * PostgreSQL needs none of this (its driver never blocks the event loop) and an in-memory database
 * cannot be opened twice: `openDatabase` then uses the main Kysely instance for these reads.
 */
export function openReadPool(file: string, size = 2): Kysely<Database> {
  return new Kysely<Database>({ dialect: new ReadPoolDialect(file, size) });
}

class ReadPoolDialect implements Dialect {
  constructor(
    private readonly file: string,
    private readonly size: number,
  ) {}

  createDriver(): Driver {
    return new ReadPoolDriver(this.file, this.size);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createAdapter() {
    return new SqliteAdapter();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (err: Error) => void;
}

/** One worker thread and the queries it owes answers to. */
class ReadWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  constructor(file: string) {
    // The worker is plain JavaScript beside this file in the sources, and beside the bundle in dist/.
    this.worker = new Worker(new URL('./sqlite-read-worker.mjs', import.meta.url), { workerData: { file } });
    this.worker.unref();
    this.worker.on('message', (m: { id: number; rows?: unknown[]; error?: { message: string; code?: string } }) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (m.error) p.reject(Object.assign(new Error(m.error.message), { code: m.error.code }));
      else p.resolve(m.rows ?? []);
    });
    this.worker.on('error', (err) => this.failAll(err));
    this.worker.on('exit', () => this.failAll(new Error('A read worker stopped')));
  }

  get load(): number {
    return this.pending.size;
  }

  run(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) this.worker.ref();
      this.worker.postMessage({ id, sql, parameters });
    }).finally(() => {
      if (this.pending.size === 0) this.worker.unref();
    }) as Promise<unknown[]>;
  }

  private failAll(err: Error): void {
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }
}

class ReadPoolDriver implements Driver {
  private workers: ReadWorker[] = [];

  constructor(
    private readonly file: string,
    private readonly size: number,
  ) {}

  async init(): Promise<void> {
    this.workers = Array.from({ length: this.size }, () => new ReadWorker(this.file));
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    // The least busy worker takes the query.
    const worker = this.workers.reduce((a, b) => (b.load < a.load ? b : a));
    return {
      executeQuery: async <R>(compiled: CompiledQuery): Promise<QueryResult<R>> => ({
        rows: (await worker.run(compiled.sql, compiled.parameters)) as R[],
      }),
      // eslint-disable-next-line require-yield
      streamQuery: async function* <R>(): AsyncIterableIterator<QueryResult<R>> {
        throw new Error('The read pool does not stream');
      },
    };
  }

  async beginTransaction(): Promise<void> {
    throw new Error('The read pool runs no transactions');
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
