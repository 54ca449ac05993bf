import { describe, expect, it } from 'vitest';
import { BatchQueue, type Waiting } from './batch-queue.ts';

/** A promise settled from outside (a batch held open until the test lets it go). */
function deferred() {
  let release: () => void = () => {};
  const promise = new Promise<void>((r) => (release = r));
  return { promise, release };
}

/** A queue whose handler doubles each number, recording every batch it was given. */
function doubling(maxBatch: number) {
  const batches: number[][] = [];
  const queue = new BatchQueue<number, number>(async (batch) => {
    batches.push(batch.map((w) => w.item));
    for (const w of batch) w.resolve(w.item * 2);
  }, maxBatch);
  return { queue, batches };
}

describe('BatchQueue', () => {
  it('hands the items of one turn to one batch and answers each submitter with its own outcome', async () => {
    const { queue, batches } = doubling(10);
    const answers = await Promise.all([1, 2, 3].map((n) => queue.submit(n)));
    expect(answers).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('takes at most maxBatch items a batch, in the order they came', async () => {
    const { queue, batches } = doubling(2);
    await Promise.all([1, 2, 3, 4, 5].map((n) => queue.submit(n)));
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('handles one batch at a time: what arrives meanwhile waits and goes together in the next', async () => {
    const held = deferred();
    const batches: string[][] = [];
    let running = 0;
    let mostAtOnce = 0;
    const queue = new BatchQueue<string>(async (batch) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      batches.push(batch.map((w) => w.item));
      if (batch[0]?.item === 'first') await held.promise;
      running -= 1;
      for (const w of batch) w.resolve();
    }, 10);

    const first = queue.submit('first');
    await new Promise((r) => setImmediate(r)); // the first batch has started and is held
    const later = [queue.submit('second'), queue.submit('third')];
    expect(batches).toEqual([['first']]);
    held.release();
    await Promise.all([first, ...later]);
    expect(batches).toEqual([['first'], ['second', 'third']]);
    expect(mostAtOnce).toBe(1);
  });

  it('flushed() waits for every item submitted so far, and is at once when nothing waits', async () => {
    const held = deferred();
    const done: number[] = [];
    const queue = new BatchQueue<number>(async (batch) => {
      await held.promise;
      for (const w of batch) {
        done.push(w.item);
        w.resolve();
      }
    }, 10);
    await queue.flushed();
    void queue.submit(1);
    void queue.submit(2);
    const flushed = queue.flushed().then(() => [...done]);
    held.release();
    expect(await flushed).toEqual([1, 2]);
  });

  it('lets a handler refuse one item and answer the others', async () => {
    const queue = new BatchQueue<number, number>(async (batch) => {
      for (const w of batch) {
        if (w.item < 0) w.reject(new Error(`refused ${w.item}`));
        else w.resolve(w.item);
      }
    }, 10);
    const outcomes = await Promise.allSettled([queue.submit(1), queue.submit(-1), queue.submit(2)]);
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: new Error('refused -1') },
      { status: 'fulfilled', value: 2 },
    ]);
  });

  it('rejects what a failed handler left unsettled with its error, keeps what it settled, and goes on with the next batch', async () => {
    let calls = 0;
    const queue = new BatchQueue<number, number>(async (batch) => {
      calls += 1;
      if (calls === 1) {
        batch[0]?.resolve(10);
        throw new Error('the batch failed');
      }
      for (const w of batch) w.resolve(w.item);
    }, 2);
    const outcomes = await Promise.allSettled([queue.submit(1), queue.submit(2), queue.submit(3)]);
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 10 },
      { status: 'rejected', reason: new Error('the batch failed') },
      { status: 'fulfilled', value: 3 },
    ]);
  });

  it('rejects an item its handler forgot, and counts only the first outcome of an item', async () => {
    const queue = new BatchQueue<number, number>(async (batch: Waiting<number, number>[]) => {
      const [first] = batch;
      first?.resolve(1);
      first?.reject(new Error('too late'));
      first?.resolve(2);
    }, 10);
    const outcomes = await Promise.allSettled([queue.submit(1), queue.submit(2)]);
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: new Error('The batch was handled without an outcome for this item') },
    ]);
  });

  it('refuses a batch size that is not a whole number of at least one', () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => new BatchQueue(async () => {}, bad)).toThrow(RangeError);
  });
});
