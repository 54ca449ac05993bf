import { EventEmitter } from 'node:events';
import { type ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveBus } from '../../lib/live-bus.ts';
import { HEARTBEAT_MS, MAX_STREAM_AGE_MS, MAX_STREAMS_PER_PLAYER, StreamHub } from './streams.ts';

/** What a stream writes to, without a socket: the chunks written, ended or not, bytes not yet sent. */
class FakeResponse extends EventEmitter {
  chunks: string[] = [];
  writableEnded = false;
  destroyed = false;
  writableLength = 0;
  write(chunk: string) {
    this.chunks.push(chunk);
    return true;
  }
  end() {
    this.writableEnded = true;
    this.emit('close');
  }
  get text() {
    return this.chunks.join('');
  }
}

let bus: LiveBus;
let hub: StreamHub;
const open = (playerId: number, address = '203.0.113.7') => {
  const response = new FakeResponse();
  const stream = hub.open(playerId, response as unknown as ServerResponse, address);
  return { response, stream };
};

beforeEach(() => {
  vi.useFakeTimers();
  bus = new LiveBus();
  hub = new StreamHub(bus, { maxPerAddress: 4 });
});
afterEach(() => {
  hub.closeAll();
  vi.useRealTimers();
});

const wallet = (balance: number, ledgerId: number) => ({
  type: 'wallet' as const,
  data: { balance, ledger_id: ledgerId },
});
const result = {
  type: 'market' as const,
  data: {
    change: 'result_declared' as const,
    market_id: 1,
    market_name: 'Kalyan',
    session: 'open' as const,
    date: '2026-11-23',
  },
};

describe('the streams of a process', () => {
  it('send a player only their own wallet events and everybody the market events, ids carrying the last ledger id', () => {
    const a = open(1);
    const b = open(2);
    hub.start(a.stream, 40, []);
    hub.start(b.stream, 7, []);
    bus.publish({ playerIds: [1] }, wallet(150, 41));
    bus.publish({ all: true }, result);
    expect(a.response.text).toBe(
      `id: 41.1\nevent: wallet\ndata: {"balance":150,"ledger_id":41}\n\nid: 41.2\nevent: market\ndata: ${JSON.stringify(result.data)}\n\n`,
    );
    expect(b.response.text).toBe(`id: 7.1\nevent: market\ndata: ${JSON.stringify(result.data)}\n\n`);
  });

  it('replay what a stream missed first, hold what arrives meanwhile, and never send an older balance after a newer one', () => {
    const a = open(1);
    bus.publish({ playerIds: [1] }, wallet(175, 43)); // arrives while the replay is read
    bus.publish({ playerIds: [1] }, wallet(170, 42)); // a late NOTIFY from another process
    hub.start(a.stream, 41, [
      { ledgerId: 42, balance: 170 },
      { ledgerId: 43, balance: 175 },
    ]);
    expect(a.response.text.match(/data: .*/g)).toEqual([
      'data: {"balance":170,"ledger_id":42}',
      'data: {"balance":175,"ledger_id":43}',
    ]);
  });

  it('write a comment every 25 s, end streams past their age and streams whose reader stalled', () => {
    const a = open(1);
    const b = open(2);
    hub.start(a.stream, 0, []);
    hub.start(b.stream, 0, []);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(a.response.text).toBe(':\n\n');
    b.response.writableLength = 1024 * 1024;
    bus.publish({ all: true }, result);
    expect(b.response.writableEnded).toBe(true);
    expect(hub.size).toBe(1);
    vi.advanceTimersByTime(MAX_STREAM_AGE_MS + 60_000 + HEARTBEAT_MS);
    expect(a.response.writableEnded).toBe(true);
    expect(hub.size).toBe(0);
  });

  it('forget a stream its client closed', () => {
    const a = open(1);
    hub.start(a.stream, 0, []);
    a.response.emit('close');
    expect(hub.size).toBe(0);
    bus.publish({ playerIds: [1] }, wallet(1, 1));
    expect(a.response.chunks).toEqual([]);
  });

  it('keep at most 3 streams per player: opening a 4th ends the oldest', () => {
    expect(MAX_STREAMS_PER_PLAYER).toBe(3);
    const streams = [open(1, 'a'), open(1, 'b'), open(1, 'c')];
    const other = open(2, 'a');
    for (const s of [...streams, other]) hub.start(s.stream, 0, []);
    const fourth = open(1, 'd');
    hub.start(fourth.stream, 0, []);
    expect(streams.map((s) => s.response.writableEnded)).toEqual([true, false, false]);
    expect(hub.size).toBe(4);
    const fifth = open(1, 'a');
    hub.start(fifth.stream, 0, []);
    expect(streams.map((s) => s.response.writableEnded)).toEqual([true, true, false]);
    bus.publish({ playerIds: [1] }, wallet(150, 41));
    expect([streams[2]!, fourth, fifth].map((s) => s.response.text.includes('"balance":150'))).toEqual([true, true, true]);
    expect(other.response.writableEnded).toBe(false);
  });

  it('admit at most maxPerAddress streams from one address, unless the new one takes the place of one of them', () => {
    const a = [open(1, 'x'), open(2, 'x'), open(3, 'x'), open(3, 'x')];
    expect(hub.admits(4, 'x')).toBe(false);
    expect(hub.admits(4, 'y')).toBe(true);
    // Player 3 has 2 (not at their 3): a third would add to the address.
    expect(hub.admits(3, 'x')).toBe(false);
    a[0]!.response.emit('close');
    expect(hub.admits(4, 'x')).toBe(true);
    open(4, 'x');
    // A player at 3 streams whose oldest is from this address: the new one replaces it.
    hub.closeAll();
    open(5, 'x');
    open(5, 'y');
    open(5, 'z');
    open(6, 'x');
    open(7, 'x');
    open(8, 'x');
    expect(hub.admits(5, 'x')).toBe(true);
    expect(hub.admits(9, 'x')).toBe(false);
    open(5, 'x');
    expect(hub.admits(9, 'x')).toBe(false);
    expect(hub.size).toBe(6);
  });
});
