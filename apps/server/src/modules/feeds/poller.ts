import { type FastifyBaseLogger } from 'fastify';
import { withPollLock } from './repository.ts';
import { FEED_POLL_MS, type FeedsDeps, type PollRound, pollRound } from './service.ts';

/**
 * Polls the result feeds (ADR 032) on an unref'd timer in every server process: a round every 30 s
 * (each source is fetched when due: 30 s after an answer, later after failures). On PostgreSQL an
 * advisory lock lets one process at a time run a round, the others skip it; SQLite is one process.
 * Never two rounds at once in one process; errors are logged, never thrown. Started on `onReady`,
 * stopped on `onClose`, like the housekeeper.
 */
export class FeedPoller {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<PollRound | null> | null = null;
  private closed = false;

  constructor(
    private readonly deps: FeedsDeps,
    private readonly log?: FastifyBaseLogger,
    private readonly everyMs: number = deps.pollMs ?? FEED_POLL_MS,
  ) {}

  start(): void {
    if (this.timer || this.closed) return;
    this.timer = setInterval(() => void this.run(), this.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
  }

  /** One round now (a running one is joined): what it did, or null when another process held the lock or it failed. */
  run(): Promise<PollRound | null> {
    if (this.running) return this.running;
    if (this.closed) return Promise.resolve(null);
    this.running = withPollLock(this.deps.db, () => pollRound(this.deps))
      .then((round) => {
        if (round && (round.declared.length > 0 || round.alerts > 0)) this.log?.info({ feeds: round }, 'result feeds');
        return round;
      })
      .catch((err: unknown) => {
        this.log?.error({ err }, 'result feeds round failed');
        return null;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
