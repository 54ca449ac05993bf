import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLive, type LiveConnectionOptions, RECONNECT_MIN_MS } from './live-connection.ts';

/** A stand-in for the browser's EventSource that the test drives. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, Array<(e: MessageEvent) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown, lastEventId: string) {
    for (const l of this.listeners.get(type) ?? [])
      l(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
  }
}

let tickets = 0;
const events: Array<[string, unknown]> = [];
const health: boolean[] = [];

function start(extra: Partial<LiveConnectionOptions> = {}) {
  return connectLive({
    url: '/api/events',
    getTicket: async () => `t${++tickets}`,
    onEvent: (type, data) => events.push([type, data]),
    onHealth: (healthy) => health.push(healthy),
    createEventSource: (url) => new FakeEventSource(url) as unknown as EventSource,
    random: () => 0.5,
    ...extra,
  });
}

const last = () => FakeEventSource.all.at(-1) as FakeEventSource;

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.all = [];
  tickets = 0;
  events.length = 0;
  health.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the live updates connection', () => {
  it('opens with a fresh ticket, hands on the events and is healthy while open', async () => {
    const connection = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(last().url).toBe('/api/events?ticket=t1');
    last().onopen?.();
    last().emit('wallet', { balance: 120, ledger_id: 9 }, '9.1');
    last().emit('market', { change: 'result_declared' }, '9.2');
    expect(events).toEqual([
      ['wallet', { balance: 120, ledger_id: 9 }],
      ['market', { change: 'result_declared' }],
    ]);
    expect(health).toEqual([true]);
    connection.close();
    expect(last().closed).toBe(true);
    expect(health).toEqual([true, false]);
  });

  it('after a failure reconnects with a new ticket and the last event id, waiting longer each time', async () => {
    const connection = start();
    await vi.advanceTimersByTimeAsync(0);
    last().onopen?.();
    last().emit('wallet', { balance: 1, ledger_id: 41 }, '41.3');
    last().onerror?.();
    expect(FakeEventSource.all[0]?.closed).toBe(true);
    expect(health).toEqual([true, false]);

    await vi.advanceTimersByTimeAsync(RECONNECT_MIN_MS - 1);
    expect(FakeEventSource.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(last().url).toBe('/api/events?ticket=t2&lastEventId=41.3');

    last().onerror?.(); // failed again before opening: twice the wait
    await vi.advanceTimersByTimeAsync(2 * RECONNECT_MIN_MS - 1);
    expect(FakeEventSource.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.all).toHaveLength(3);
    connection.close();
  });

  it('stops while offline and comes back at once when the browser is online again', async () => {
    const connection = start();
    await vi.advanceTimersByTimeAsync(0);
    last().onopen?.();
    vi.stubGlobal('navigator', { onLine: false });
    window.dispatchEvent(new Event('offline'));
    expect(last().closed).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeEventSource.all).toHaveLength(1);

    vi.stubGlobal('navigator', { onLine: true });
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.all).toHaveLength(2);
    connection.close();
  });

  it('gives up when the ticket is refused for good (the session ended), and retries other failures', async () => {
    let refusals = 0;
    const final = new Error('session over');
    start({
      getTicket: async () => {
        refusals++;
        throw refusals === 1 ? new Error('no network') : final;
      },
      isFinal: (error) => error === final,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(refusals).toBe(1);
    await vi.advanceTimersByTimeAsync(RECONNECT_MIN_MS);
    expect(refusals).toBe(2);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(refusals).toBe(2);
    expect(FakeEventSource.all).toHaveLength(0);
  });
});
