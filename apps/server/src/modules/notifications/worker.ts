import { setImmediate as yieldNow } from 'node:timers/promises';
import { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { type Db } from '../../db/database.ts';
import { type Clock } from '../../lib/clock.ts';
import { type LiveTarget } from '../../lib/live-bus.ts';
import { type PushTransport, sendWebPush, type VapidKeys } from './push.ts';
import * as repo from './repository.ts';
import { drawItems } from './service.ts';

/**
 * The background side of notifications (ADR 014), one per server process, on a timer:
 * 1. draw jobs (the settlement's outbox): a declared result's items, `DRAW_BATCH` players per
 *    transaction, each batch recording how far the job got (a restart goes on from there);
 * 2. the push outbox: due pushes claimed with a lease, sent `PUSH_CONCURRENCY` at a time, dropped when
 *    sent, their subscription dropped on 404/410 or when its endpoint is not a push service's (push.ts
 *    checks before connecting), tried again with growing delays otherwise;
 * 3. new inbox items announced to this process's live streams (a `notice` event each), when there is a bus;
 * 4. once an hour, the items older than RETENTION_DAYS forgotten.
 * Every process runs one; the leases and conditional updates keep two from doing the same work.
 */

/** Players per transaction of a draw job. */
export const DRAW_BATCH = 500;
/** Pushes in flight at once per process. */
export const PUSH_CONCURRENCY = 8;
/** Pushes claimed per round. */
const PUSH_BATCH = 64;
/** A push is tried this many times, then given up. */
export const PUSH_MAX_ATTEMPTS = 5;
/** The wait before the next attempt, after attempt n (1-based). */
export const PUSH_RETRY_MS = [30_000, 120_000, 600_000, 3_600_000];
/** How long a claimed job or push is this process's before another may take it (a crash mid-way). */
const LEASE_MS = 60_000;
/** Inbox items older than this are forgotten (the histories keep the facts; an inbox is not an archive). */
export const RETENTION_DAYS = 90;
/** How often a process forgets old items, and how many at most per transaction. */
const SWEEP_EVERY_MS = 60 * 60_000;
const SWEEP_BATCH = 1000;

/** Where announcements go: the live bus's local delivery (modules/live/bus.ts). */
export interface Announcer {
  deliver(target: LiveTarget, event: { type: 'notice'; data: { kind: string; id?: number } & Record<string, unknown> }): void;
}

export interface WorkerOptions {
  db: Db;
  clock: Clock;
  keys: () => Promise<VapidKeys>;
  log?: FastifyBaseLogger | undefined;
  transport?: PushTransport;
  live?: Announcer | undefined;
  intervalMs?: number;
}

export class NotificationWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<boolean> | null = null;
  private announcedUpTo: number | null = null;
  private sweptAt = 0;
  private closed = false;
  private readonly transport: PushTransport;

  constructor(private readonly options: WorkerOptions) {
    this.transport = options.transport ?? sendWebPush;
  }

  /** Starts the timer (unref'd: it never keeps the process alive). */
  start(): void {
    if (this.timer || this.closed) return;
    this.timer = setInterval(() => void this.tick(), this.options.intervalMs ?? 1000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
  }

  /** One round (never two at once); true when it did some work. Errors are logged, never thrown. */
  tick(): Promise<boolean> {
    if (this.running) return this.running;
    this.running = this.round()
      .catch((err: unknown) => {
        this.options.log?.error({ err }, 'notifications worker round failed');
        return false;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Runs rounds until one finds nothing to do (tests; the due pushes are those due by the clock). */
  async drain(): Promise<void> {
    for (let i = 0; i < 1000; i++) {
      if (this.running) await this.running;
      if (!(await this.tick())) return;
    }
  }

  private async round(): Promise<boolean> {
    if (this.closed) return false;
    const jobs = await this.runDrawJobs();
    const pushes = await this.sendPushes();
    await this.announce();
    await this.sweep();
    return jobs || pushes;
  }

  /** Once an hour: the items older than RETENTION_DAYS go, SWEEP_BATCH per transaction, at most ten batches a round. */
  private async sweep(): Promise<void> {
    const now = this.options.clock.now();
    if (now - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = now;
    const cutoff = now - RETENTION_DAYS * 24 * 60 * 60_000;
    for (let i = 0; i < 10; i++) {
      if ((await repo.deleteItemsBefore(this.options.db, cutoff, SWEEP_BATCH)) < SWEEP_BATCH) return;
      await yieldNow();
    }
  }

  private async runDrawJobs(): Promise<boolean> {
    const { db, clock } = this.options;
    let worked = false;
    for (;;) {
      const job = await repo.claimDrawJob(db, clock.now(), clock.now() + LEASE_MS);
      if (!job) return worked;
      worked = true;
      for (;;) {
        const userIds = await repo.drawPlayersAfter(db, job, job.lastUserId, DRAW_BATCH);
        if (userIds.length === 0) break;
        const last = userIds[userIds.length - 1] as number;
        const still = await db.transaction().execute(async (trx) => {
          if (!(await repo.advanceDrawJob(trx, job, last))) return false;
          const wins = await repo.winsOf(trx, job, userIds);
          await repo.insertItems(trx, drawItems(job, userIds, wins), clock.now());
          return true;
        });
        if (!still) break; // another process took the job over (this one's lease ran out)
        job.lastUserId = last;
        await yieldNow(); // let the players' requests in between batches
      }
      await repo.finishDrawJob(db, job.id);
    }
  }

  private async sendPushes(): Promise<boolean> {
    const { db, clock } = this.options;
    const now = clock.now();
    const due = await repo.claimDuePushes(db, now, now + LEASE_MS, PUSH_BATCH);
    if (due.length === 0) return false;
    const keys = await this.options.keys();
    const queue = [...due];
    const gone = new Set<number>();
    const sendNext = async (): Promise<void> => {
      for (let push = queue.shift(); push; push = queue.shift()) {
        if (gone.has(push.subscriptionId)) continue;
        const outcome = await this.transport(push, keys).catch(() => 'retry' as const);
        if (outcome === 'blocked') this.options.log?.warn({ endpoint: originOf(push.endpoint) }, 'push not sent: the push service resolved to an address that is not public');
        if (outcome === 'sent') await repo.deletePush(db, push.id);
        else if (outcome === 'gone' || outcome === 'forbidden') {
          // 'forbidden': stored before endpoints were checked, and not a push service's: never contacted, forgotten like a gone one.
          if (outcome === 'forbidden') this.options.log?.warn({ endpoint: originOf(push.endpoint) }, 'push subscription dropped: its endpoint is not a push service');
          gone.add(push.subscriptionId);
          await db.transaction().execute((trx) => repo.dropSubscription(trx, push.subscriptionId));
        } else if (outcome === 'refused' || push.attempts >= PUSH_MAX_ATTEMPTS) {
          this.options.log?.warn({ endpoint: originOf(push.endpoint), attempts: push.attempts, outcome }, 'push given up');
          await repo.deletePush(db, push.id);
        } else {
          const delay = PUSH_RETRY_MS[Math.min(push.attempts, PUSH_RETRY_MS.length) - 1] as number;
          await repo.retryPushAt(db, push.id, clock.now() + delay);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PUSH_CONCURRENCY, due.length) }, sendNext));
    return true;
  }

  /** Tells this process's streams about items written since the last round (by any process). */
  private async announce(): Promise<void> {
    const live = this.options.live;
    if (!live) return;
    const { db } = this.options;
    if (this.announcedUpTo === null) {
      this.announcedUpTo = await repo.lastItemId(db);
      return;
    }
    for (;;) {
      const items = await repo.itemsAfter(db, this.announcedUpTo, 1000);
      if (items.length === 0) return;
      for (const item of items) {
        live.deliver({ playerIds: [item.userId] }, { type: 'notice', data: { kind: 'inbox', id: item.id, item_kind: item.kind, popup: item.popup === 1 } });
      }
      this.announcedUpTo = (items[items.length - 1] as { id: number }).id;
      if (items.length < 1000) return;
    }
  }
}

/** An endpoint's origin for the logs (never its path, which identifies the device). */
function originOf(endpoint: string): string {
  return URL.canParse(endpoint) ? new URL(endpoint).origin : '(not a URL)';
}

const workers = new WeakMap<FastifyInstance, NotificationWorker>();

/** Remembers an app's worker (buildApp), so tests can drain it. */
export function registerWorker(app: FastifyInstance, worker: NotificationWorker): void {
  workers.set(app, worker);
}

/** The notifications worker of an app built by buildApp. */
export function notificationWorkerOf(app: FastifyInstance): NotificationWorker {
  const worker = workers.get(app);
  if (!worker) throw new Error('This app has no notifications worker');
  return worker;
}
