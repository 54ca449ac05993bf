/** One submitted item waiting in a batch, and how its submitter hears the outcome. */
export interface Waiting<T, R> {
  readonly item: T;
  resolve(result: R): void;
  reject(error: unknown): void;
}

/**
 * Queue-and-drain batching, written once (ADR 026): items submitted while a batch is being handled
 * wait, and go together in the next one. The first item starts a drain on the next turn of the event
 * loop, so the items of one turn share a batch; the drain hands `handle` up to `maxBatch` items at a
 * time, one batch at a time, until the queue is empty. Used by the bid path's group commit
 * (bids/group-commit.ts: one transaction, one fsync, for many bids) and the console's alerts
 * (limits/alerts.ts: one insert for many submissions).
 *
 * `handle` settles each item of its batch (`resolve` or `reject`, once). Whatever it leaves unsettled
 * is rejected — with its error if it threw — so no submitter waits forever, and the next batch is
 * handled all the same.
 */
export class BatchQueue<T, R = void> {
  private queue: Waiting<T, R>[] = [];
  private running = false;
  private idle: Promise<void> = Promise.resolve();
  private markIdle: () => void = () => {};

  constructor(
    private readonly handle: (batch: Waiting<T, R>[]) => Promise<void>,
    private readonly maxBatch: number,
  ) {
    if (!Number.isInteger(maxBatch) || maxBatch < 1)
      throw new RangeError(`maxBatch must be a whole number ≥ 1, not ${maxBatch}`);
  }

  /** Queues `item`; the promise settles when its batch has been handled. */
  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.running) return;
      this.running = true;
      this.idle = new Promise((r) => (this.markIdle = r));
      setImmediate(() => void this.drain());
    });
  }

  /** Resolves once every item submitted so far has been handled (tests, graceful shutdown). */
  async flushed(): Promise<void> {
    await this.idle;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch).map(settledOnce);
      let failure: unknown = null;
      try {
        await this.handle(batch.map((w) => w.waiting));
      } catch (err) {
        failure = err;
      }
      for (const w of batch) {
        if (!w.settled())
          w.waiting.reject(failure ?? new Error('The batch was handled without an outcome for this item'));
      }
    }
    this.running = false;
    this.markIdle();
  }
}

/** A waiting item whose first outcome counts, and that says whether it has one. */
function settledOnce<T, R>(original: Waiting<T, R>): { waiting: Waiting<T, R>; settled: () => boolean } {
  let done = false;
  const waiting: Waiting<T, R> = {
    item: original.item,
    resolve(result) {
      if (done) return;
      done = true;
      original.resolve(result);
    },
    reject(error) {
      if (done) return;
      done = true;
      original.reject(error);
    },
  };
  return { waiting, settled: () => done };
}
