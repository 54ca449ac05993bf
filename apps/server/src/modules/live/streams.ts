import { type ServerResponse } from 'node:http';
import { type LiveBus, type LiveEvent, type LiveTarget } from '../../lib/live-bus.ts';
import { eventId } from './service.ts';

/** A comment line every HEARTBEAT_MS keeps proxies and phones from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/** The reconnection delay the stream suggests (`retry:`). */
export const RETRY_MS = 3_000;
/**
 * A stream ends after this long (plus up to a minute, so a crowd that connected together does not come
 * back together): the app reconnects with a new ticket, so a revoked session or a blocked player stops
 * hearing within this time, at the cost of one reconnect per stream per half hour.
 */
export const MAX_STREAM_AGE_MS = 30 * 60_000;
/** A stream whose unsent bytes pass this is ended (a stalled reader); the app reconnects and replays what it missed. */
const MAX_UNSENT_BYTES = 256 * 1024;
/**
 * A player's streams in one process (ADR 024): a phone and a tab or two. Opening one more ends the
 * player's oldest, which is most often the stream of a connection that died without a word (the
 * phone changed networks), so one token can never hold more than this many sockets.
 */
export const MAX_STREAMS_PER_PLAYER = 3;

export interface StreamHubOptions {
  /** Most streams from one address (its key, lib/client-address.ts) in this process: LIVE_STREAMS_PER_ADDRESS. */
  maxPerAddress: number;
  /** The heartbeat's interval (tests; HEARTBEAT_MS otherwise). */
  heartbeatMs?: number;
}

interface LiveStream {
  playerId: number;
  /** The key of the address it came from (lib/client-address.ts). */
  address: string;
  response: ServerResponse;
  /** The newest wallet ledger row this stream delivered (ADR 013). */
  lastLedgerId: number;
  sequence: number;
  endsAt: number;
  /** Events that arrived while the stream was reading what it missed: sent once that is done. */
  waiting: LiveEvent[] | null;
}

/**
 * This process's open event streams (ADR 013). It listens to the bus and writes each event to the
 * streams of its players: an event for everybody is serialised once, only its `id:` line is written
 * per stream. It reads nothing from the database: an idle stream costs one comment line every 25 s,
 * written by one timer for every stream of the process.
 */
export class StreamHub {
  private readonly streams = new Set<LiveStream>();
  private readonly byPlayer = new Map<number, Set<LiveStream>>();
  private readonly byAddress = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private readonly heartbeatMs: number;

  constructor(
    bus: LiveBus,
    private readonly options: StreamHubOptions,
  ) {
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
    bus.subscribe((target, event) => this.dispatch(target, event));
  }

  /** Open streams in this process. */
  get size(): number {
    return this.streams.size;
  }

  /**
   * Whether this player may open a stream from this address: not when the address holds
   * `maxPerAddress` streams already, unless the new one takes the place of one of them (the player's
   * oldest, which `open` ends when the player has MAX_STREAMS_PER_PLAYER).
   */
  admits(playerId: number, address: string): boolean {
    if ((this.byAddress.get(address) ?? 0) < this.options.maxPerAddress) return true;
    const mine = this.byPlayer.get(playerId);
    if (!mine || mine.size < MAX_STREAMS_PER_PLAYER) return false;
    const oldest = mine.values().next().value;
    return oldest?.address === address;
  }

  /**
   * Adds a stream whose headers are sent, first ending the player's oldest when they have
   * MAX_STREAMS_PER_PLAYER already. Events for its player are held until `start` has written what it
   * missed, so none is lost or sent twice between the two.
   */
  open(playerId: number, response: ServerResponse, address: string): LiveStream {
    let mine = this.byPlayer.get(playerId);
    // A Set keeps the order streams were added in: the first is the oldest.
    while (mine && mine.size >= MAX_STREAMS_PER_PLAYER) this.end(mine.values().next().value!);
    const stream: LiveStream = {
      playerId,
      address,
      response,
      lastLedgerId: 0,
      sequence: 0,
      endsAt: Date.now() + MAX_STREAM_AGE_MS + Math.floor(Math.random() * 60_000),
      waiting: [],
    };
    this.streams.add(stream);
    mine = this.byPlayer.get(playerId);
    if (!mine) this.byPlayer.set(playerId, (mine = new Set()));
    mine.add(stream);
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    response.once('close', () => this.forget(stream));
    this.timer ??= setInterval(() => this.beat(), this.heartbeatMs).unref();
    return stream;
  }

  /**
   * Sends the state every stream starts with (`first`: the maintenance notice), the wallet events a
   * reconnecting stream missed (oldest first; a first connect: the newest), then what arrived meanwhile.
   */
  start(
    stream: LiveStream,
    lastLedgerId: number,
    missed: Array<{ ledgerId: number; balance: number }>,
    first: LiveEvent[] = [],
  ): void {
    const waiting = stream.waiting ?? [];
    stream.waiting = null;
    stream.lastLedgerId = lastLedgerId;
    for (const event of first) this.send(stream, event);
    for (const m of missed) this.send(stream, { type: 'wallet', data: { balance: m.balance, ledger_id: m.ledgerId } });
    for (const event of waiting) this.send(stream, event);
  }

  /** Ends every stream (shutdown; the relay lost events): the apps reconnect, elsewhere or later, and replay. */
  closeAll(): void {
    for (const stream of [...this.streams]) this.end(stream);
  }

  close(stream: LiveStream): void {
    this.end(stream);
  }

  private dispatch(target: LiveTarget, event: LiveEvent): void {
    if ('all' in target) {
      const body = bodyOf(event);
      for (const stream of this.streams) this.send(stream, event, body);
      return;
    }
    for (const playerId of target.playerIds) {
      const mine = this.byPlayer.get(playerId);
      if (!mine) continue;
      const body = bodyOf(event);
      for (const stream of mine) this.send(stream, event, body);
    }
  }

  private send(stream: LiveStream, event: LiveEvent, body = bodyOf(event)): void {
    if (stream.waiting) {
      stream.waiting.push(event);
      return;
    }
    if (event.type === 'wallet') {
      // Older than what the stream told already (another process's event arriving late): the newer balance stands.
      if (event.data.ledger_id <= stream.lastLedgerId) return;
      stream.lastLedgerId = event.data.ledger_id;
    }
    this.write(stream, `id: ${eventId(stream.lastLedgerId, ++stream.sequence)}\n${body}`);
  }

  private write(stream: LiveStream, chunk: string): void {
    const { response } = stream;
    if (response.writableEnded || response.destroyed) return this.forget(stream);
    if (response.writableLength > MAX_UNSENT_BYTES) return this.end(stream);
    response.write(chunk);
  }

  private beat(): void {
    const now = Date.now();
    for (const stream of this.streams) {
      if (now >= stream.endsAt) this.end(stream);
      else if (!stream.waiting) this.write(stream, ':\n\n');
    }
  }

  private end(stream: LiveStream): void {
    this.forget(stream);
    if (!stream.response.writableEnded) stream.response.end();
  }

  private forget(stream: LiveStream): void {
    if (!this.streams.delete(stream)) return;
    const mine = this.byPlayer.get(stream.playerId);
    mine?.delete(stream);
    if (mine?.size === 0) this.byPlayer.delete(stream.playerId);
    const fromAddress = (this.byAddress.get(stream.address) ?? 1) - 1;
    if (fromAddress > 0) this.byAddress.set(stream.address, fromAddress);
    else this.byAddress.delete(stream.address);
    if (this.streams.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }
}

function bodyOf(event: LiveEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}
