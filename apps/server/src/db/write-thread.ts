import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type QueryResult } from 'kysely';
import { type Writer } from './sqlite-driver.ts';

/**
 * The serving thread's side of the writer thread (ADR 025). A SQLite file's only write connection lives
 * in a worker thread; here a statement, or a unit of work (units.ts) by name, is posted to it and its
 * answer awaited, so a write, its commit's fsync and the checkpoints never hold the thread that answers
 * players. Answers come back in the order they were asked. Events the writer thread reports on the way
 * (a unit's committed balance changes) reach the handlers `onEvent` names, before the unit's answer.
 *
 * The worker is `src/write-worker.ts`: from the sources it runs through tsx (the server's tests, the
 * command-line tools); the build bundles it beside the server as `write-worker.js`.
 */
export class WriteThread implements Writer {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private readonly handlers = new Map<string, (payload: unknown) => void>();
  private nextId = 0;
  private stopped: Error | null = null;
  private closing = false;
  private ready: Promise<void> | null = null;

  /** Nothing starts until the first request: a process that refuses to start never makes the file. */
  constructor(private readonly file: string) {}

  /** Resolves once the worker has opened the write connection (the file then exists, in WAL mode). */
  started(): Promise<void> {
    this.start();
    return this.ready as Promise<void>;
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const entry = workerEntry();
    const workerData = { file: this.file };
    // From the sources the worker is TypeScript: it registers tsx first, as the tools and tests run.
    const worker = entry.pathname.endsWith('.ts')
      ? new Worker(throughTsx(entry), { eval: true, workerData })
      : new Worker(entry, { workerData });
    this.worker = worker;
    worker.unref();
    let started!: () => void;
    let failed!: (err: Error) => void;
    this.ready = new Promise<void>((resolve, reject) => {
      started = resolve;
      failed = reject;
    });
    // Until it says it is ready, an error is a failed start.
    this.ready.catch(() => {});
    worker.on('message', (m: Reply) => {
      if ('ready' in m) return started();
      if ('event' in m) return this.handlers.get(m.event)?.(m.payload);
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (this.pending.size === 0) worker.unref();
      if ('error' in m) p.reject(Object.assign(new Error(m.error.message), { name: m.error.name, code: m.error.code }));
      else p.resolve(m.result);
    });
    worker.on('error', (err) => {
      failed(err);
      this.stop(err);
    });
    worker.on('exit', (code) => {
      const err = new Error(`The database's writer thread stopped (exit code ${code})`);
      failed(err);
      this.stop(err);
    });
    return worker;
  }

  /** Calls `handler` with the payload of every event `channel` the writer thread reports. */
  onEvent(channel: string, handler: (payload: unknown) => void): void {
    this.handlers.set(channel, handler);
  }

  run(sql: string, parameters: readonly unknown[]): Promise<QueryResult<unknown>> {
    return this.ask({ op: 'sql', sql, parameters }) as Promise<QueryResult<unknown>>;
  }

  /** Runs the unit of work registered as `name` in the writer thread; its result. */
  unit(name: string, args: unknown): Promise<unknown> {
    return this.ask({ op: 'unit', name, args });
  }

  /** Closes the write connection (its last checkpoint) and ends the thread. */
  async close(): Promise<void> {
    if (!this.worker || this.stopped || this.closing) return;
    this.closing = true;
    await this.ask({ op: 'close' }).catch(() => {});
    await this.worker.terminate();
  }

  private ask(request: Request): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({ id, ...request });
    });
  }

  private stop(err: Error): void {
    if (this.stopped) return;
    this.stopped = err;
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

/** What the serving thread asks the writer thread. */
export type Request =
  | { op: 'sql'; sql: string; parameters: readonly unknown[] }
  | { op: 'unit'; name: string; args: unknown }
  | { op: 'close' };

/** What the writer thread answers: a request's result or error, an event, or that it is ready. */
export type Reply =
  | { id: number; result: unknown }
  | { id: number; error: { name: string; message: string; code?: string } }
  | { event: string; payload: unknown }
  | { ready: true };

/** The worker's file: beside this one's folder in the sources, beside the bundle in dist/. */
function workerEntry(): URL {
  const here = import.meta.url;
  return here.endsWith('.ts') ? new URL('../write-worker.ts', here) : new URL('./write-worker.js', here);
}

/** A worker's code that registers tsx's loader, then loads the TypeScript `entry`. */
function throughTsx(entry: URL): string {
  // The ESM build of tsx's API (the path its package.json exports as `tsx/esm/api` for imports).
  const api = new URL(
    'dist/esm/api/index.mjs',
    pathToFileURL(createRequire(import.meta.url).resolve('tsx/package.json')),
  ).href;
  return `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
}
