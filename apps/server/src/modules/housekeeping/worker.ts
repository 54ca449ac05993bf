import { type FastifyBaseLogger } from 'fastify';
import { type Db } from '../../db/database.ts';
import { type Clock } from '../../lib/clock.ts';
import { closeDueStatements, type ClosingRun } from '../agents/statements.ts';
import { type HousekeepingConfig, type HousekeepingCounts, runHousekeeping, totalOf } from './service.ts';

/** How often a server process runs housekeeping (the rows it deletes are a day old at least). */
export const HOUSEKEEPING_EVERY_MS = 60 * 60_000;
/** The first run after start: not during start-up, and soon enough that a restarted server catches up. */
export const HOUSEKEEPING_FIRST_MS = 5 * 60_000;

export interface HousekeeperOptions {
  db: Db;
  clock: Clock;
  config: HousekeepingConfig;
  log?: FastifyBaseLogger | undefined;
}

/**
 * Runs housekeeping on an unref'd timer in every server process (ADR 021); on PostgreSQL the
 * advisory lock lets one process at a time do it, the others skip that round. Never two runs at
 * once in one process; errors are logged, never thrown.
 *
 * Each run then closes the agents' weekly statements that are due (ADR 029, agents/statements.ts),
 * and so does the start: a week that ended while no process ran is closed as soon as one starts. That
 * job is safe in every process at once (each statement is inserted once), so it runs whether or not
 * this process got the housekeeping lock.
 */
export class Housekeeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<HousekeepingCounts | null> | null = null;
  private closing: Promise<ClosingRun | null> | null = null;
  private closed = false;

  constructor(private readonly options: HousekeeperOptions) {}

  start(): void {
    if (this.timer || this.closed) return;
    void this.closeStatements();
    this.timer = setTimeout(() => {
      void this.run();
      if (this.closed) return;
      this.timer = setInterval(() => void this.run(), HOUSEKEEPING_EVERY_MS);
      this.timer.unref();
    }, HOUSEKEEPING_FIRST_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
    await this.closing?.catch(() => {});
  }

  /** One run now (a running one is joined); what it deleted, or null when skipped or failed. */
  run(): Promise<HousekeepingCounts | null> {
    if (this.running) return this.running;
    if (this.closed) return Promise.resolve(null);
    const { db, clock, config, log } = this.options;
    const started = Date.now();
    this.running = runHousekeeping(db, clock.now(), config)
      .then((counts) => {
        if (counts === null) log?.debug('housekeeping skipped: another process is running it');
        else if (totalOf(counts) > 0) log?.info({ deleted: counts, ms: Date.now() - started }, 'housekeeping');
        return counts;
      })
      .catch((err: unknown) => {
        log?.error({ err }, 'housekeeping failed');
        return null;
      })
      .then(async (counts) => {
        await this.closeStatements();
        return counts;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Closes the agents' statements due now (a running closing is joined); what it did, or null when it failed. */
  closeStatements(): Promise<ClosingRun | null> {
    if (this.closing) return this.closing;
    if (this.closed) return Promise.resolve(null);
    const { db, clock, log } = this.options;
    this.closing = closeDueStatements(db, clock.now())
      .then((run) => {
        if (run.closed > 0)
          log?.info({ closed: run.closed, paid: run.paid, points: run.points }, 'agent statements closed');
        for (const f of run.failed) log?.error(f, 'agent statement not closed');
        return run;
      })
      .catch((err: unknown) => {
        log?.error({ err }, 'closing agent statements failed');
        return null;
      })
      .finally(() => {
        this.closing = null;
      });
    return this.closing;
  }
}
