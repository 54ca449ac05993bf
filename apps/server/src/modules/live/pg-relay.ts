import { randomUUID } from 'node:crypto';
import { type FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { type Db } from '../../db/database.ts';
import { type LiveBus, type LiveEvent, type LiveRelay, type LiveTarget } from '../../lib/live-bus.ts';

/** The PostgreSQL channel every server process listens on. */
export const CHANNEL = 'pana_live';
/** Events published here wait at most this long, then leave together. */
export const FLUSH_MS = 50;
/** A NOTIFY payload stays under this (PostgreSQL refuses 8,000 bytes and more). */
const MAX_PAYLOAD_BYTES = 7_800;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/** One NOTIFY: the sending process, wallet events as [player, ledger id, balance], other events as [target, type, data]. */
interface Payload {
  o: string;
  w?: Array<[number, number, number]>;
  e?: Array<[0 | number[], LiveEvent['type'], LiveEvent['data']]>;
}

/**
 * Carries the live updates' events between server processes on PostgreSQL (ADR 013). Sending: events
 * published in this process are queued and leave every FLUSH_MS in as few NOTIFYs as fit (a player's
 * wallet events of one batch become the newest), from outside any transaction, so the bid path never
 * takes PostgreSQL's notification lock. Receiving: one dedicated connection LISTENs, reconnecting with
 * backoff when it drops; after a gap, `onGap` ends this process's streams so the apps reconnect and
 * replay their wallet events from the database.
 */
export class PgRelay implements LiveRelay {
  private readonly origin = randomUUID().slice(0, 8);
  private wallets = new Map<number, [number, number, number]>();
  private others: NonNullable<Payload['e']> = [];
  private flushTimer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private listener: pg.Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private reconnectDelay = RECONNECT_MIN_MS;
  private closed = false;

  private constructor(
    private readonly url: string,
    private readonly db: Db,
    private readonly bus: LiveBus,
    private readonly log: FastifyBaseLogger,
    private readonly onGap: () => void,
  ) {}

  /** Connects the listening connection (retrying in the background if PostgreSQL is unreachable now). */
  static async start(url: string, db: Db, bus: LiveBus, log: FastifyBaseLogger, onGap: () => void): Promise<PgRelay> {
    const relay = new PgRelay(url, db, bus, log, onGap);
    if (!(await relay.listen())) relay.scheduleReconnect();
    return relay;
  }

  send(target: LiveTarget, event: LiveEvent): void {
    if (this.closed) return;
    if (event.type === 'wallet' && 'playerIds' in target) {
      for (const playerId of target.playerIds) {
        const queued = this.wallets.get(playerId);
        if (!queued || queued[1] < event.data.ledger_id)
          this.wallets.set(playerId, [playerId, event.data.ledger_id, event.data.balance]);
      }
    } else {
      this.others.push(['all' in target ? 0 : target.playerIds, event.type, event.data]);
    }
    this.flushTimer ??= setTimeout(() => {
      this.flushTimer = null;
      this.flushing = this.flushing.then(() => this.flush());
    }, FLUSH_MS);
  }

  async close(): Promise<void> {
    if (this.flushTimer) {
      clearTimeout(this.flushTimer);
      this.flushTimer = null;
      this.flushing = this.flushing.then(() => this.flush());
    }
    await this.flushing;
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => {});
  }

  private async flush(): Promise<void> {
    const payloads = this.payloads();
    for (const payload of payloads) {
      try {
        await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(this.db);
      } catch (err) {
        // The other processes' streams miss these; their apps catch up on the next reconnect or poll.
        this.log.warn({ err }, 'live updates: a notification to the other processes failed');
      }
    }
  }

  /** The queued events as NOTIFY payloads under MAX_PAYLOAD_BYTES each. */
  private payloads(): string[] {
    const wallets = [...this.wallets.values()];
    const others = this.others;
    this.wallets = new Map();
    this.others = [];
    const payloads: string[] = [];
    const head = `{"o":"${this.origin}"`;
    let w: string[] = [];
    let e: string[] = [];
    let size = head.length + 20;
    const cut = () => {
      if (w.length === 0 && e.length === 0) return;
      payloads.push(`${head}${w.length ? `,"w":[${w.join(',')}]` : ''}${e.length ? `,"e":[${e.join(',')}]` : ''}}`);
      w = [];
      e = [];
      size = head.length + 20;
    };
    for (const item of wallets) {
      const text = JSON.stringify(item);
      if (size + text.length + 1 > MAX_PAYLOAD_BYTES) cut();
      w.push(text);
      size += text.length + 1;
    }
    for (const item of others) {
      const text = JSON.stringify(item);
      const bytes = Buffer.byteLength(text);
      if (bytes + head.length + 20 > MAX_PAYLOAD_BYTES) {
        this.log.warn(
          { type: item[1] },
          'live updates: an event too large for a notification is not sent to the other processes',
        );
        continue;
      }
      if (size + bytes + 1 > MAX_PAYLOAD_BYTES) cut();
      e.push(text);
      size += bytes + 1;
    }
    cut();
    return payloads;
  }

  private receive(text: string | undefined): void {
    if (!text) return;
    let payload: Payload;
    try {
      payload = JSON.parse(text) as Payload;
    } catch {
      return;
    }
    if (payload.o === this.origin) return;
    for (const [playerId, ledgerId, balance] of payload.w ?? []) {
      this.bus.deliver({ playerIds: [playerId] }, { type: 'wallet', data: { balance, ledger_id: ledgerId } });
    }
    for (const [target, type, data] of payload.e ?? []) {
      this.bus.deliver(target === 0 ? { all: true } : { playerIds: target }, { type, data } as LiveEvent);
    }
  }

  private async listen(): Promise<boolean> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'pana-live', keepAlive: true });
    client.on('notification', (message) => this.receive(message.payload));
    client.on('error', () => this.dropped(client));
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      this.log.warn({ err }, 'live updates: cannot listen for the other processes’ events; retrying');
      await client.end().catch(() => {});
      return false;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return true;
    }
    this.listener = client;
    this.reconnectDelay = RECONNECT_MIN_MS;
    return true;
  }

  private dropped(client: pg.Client): void {
    if (this.closed || this.listener !== client) return;
    this.listener = null;
    this.log.warn('live updates: the listening connection dropped; reconnecting');
    client.end().catch(() => {});
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(async () => {
      this.reconnectTimer = null;
      if (await this.listen()) {
        // Whatever was sent while nobody listened is lost here: the streams reconnect and replay.
        this.onGap();
      } else {
        this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
        this.scheduleReconnect();
      }
    }, this.reconnectDelay);
    this.reconnectTimer.unref();
  }
}
