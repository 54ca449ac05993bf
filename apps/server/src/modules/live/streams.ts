import { type ServerResponse } from 'node:http';
import { type LiveBus, type LiveEvent, type LiveTarget } from './bus.ts';
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

interface LiveStream {
  playerId: number;
  response: ServerResponse;
  /** The newest wallet ledger row this stream delivered (ADR 013). */
  lastLedgerId: number;
  sequence: number;
  endsAt: number;
  /** Events that arrived while the stream was reading what it missed: sent once that is done. */
  waiting: LiveEvent[] | null;
}

/**
 * This process's open event streams (issue 17). It listens to the bus and writes each event to the
 * streams of its players: an event for everybody is serialised once, only its `id:` line is written
 * per stream. It reads nothing from the database: an idle stream costs one comment line every 25 s,
 * written by one timer for every stream of the process.
 */
export class StreamHub {
  private readonly streams = new Set<LiveStream>();
  private readonly byPlayer = new Map<number, Set<LiveStream>>();
  private timer: NodeJS.Timeout | null = null;

  constructor(bus: LiveBus) {
    bus.subscribe((target, event) => this.dispatch(target, event));
  }

  /** Open streams in this process. */
  get size(): number {
    return this.streams.size;
  }

  /**
   * Adds a stream whose headers are sent. Events for its player are held until `start` has written
   * what it missed, so none is lost or sent twice between the two.
   */
  open(playerId: number, response: ServerResponse): LiveStream {
    const stream: LiveStream = {
      playerId,
      response,
      lastLedgerId: 0,
      sequence: 0,
      endsAt: Date.now() + MAX_STREAM_AGE_MS + Math.floor(Math.random() * 60_000),
      waiting: [],
    };
    this.streams.add(stream);
    let mine = this.byPlayer.get(playerId);
    if (!mine) this.byPlayer.set(playerId, (mine = new Set()));
    mine.add(stream);
    response.once('close', () => this.forget(stream));
    this.timer ??= setInterval(() => this.beat(), HEARTBEAT_MS).unref();
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
    if (this.streams.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }
}

function bodyOf(event: LiveEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}
