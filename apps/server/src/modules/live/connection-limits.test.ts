import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type EventStreamClient, openEventStream } from '../../test/event-stream.ts';
import { createPlayerWithToken, topUp } from '../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestAppOptions } from '../../test/harness.ts';

/**
 * What one client can hold of a server process (ADR 024): at most 3 live streams per player (a 4th
 * ends the oldest), LIVE_STREAMS_PER_ADDRESS per address (429 beyond), MAX_CONNECTIONS sockets in all,
 * and no socket kept open by sending nothing — while the streams, which write a heartbeat, stay open.
 */
let t: TestApp | null = null;
let base = '';
let port = 0;
const streams: EventStreamClient[] = [];
const sockets: Socket[] = [];

async function start(options: TestAppOptions = {}) {
  t = await createTestApp({ demo: false, ...options });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = Number(new URL(base).port);
  return t;
}
afterEach(async () => {
  for (const s of streams.splice(0)) s.close();
  for (const s of sockets.splice(0)) s.destroy();
  await t?.close();
  t = null;
});

async function stream(token: string, localAddress = '127.0.0.1') {
  const s = await openEventStream(`${base}/api/events`, { authorization: `Bearer ${token}` }, { localAddress });
  streams.push(s);
  return s;
}

/** A raw TCP connection to the server, with what it received and whether the server closed it. */
function rawSocket() {
  const socket = connect({ host: '127.0.0.1', port });
  sockets.push(socket);
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, connected, received: () => received };
}

/** Sends GET /healthz on a raw socket (keep-alive) and waits for its answer. */
async function health(raw: ReturnType<typeof rawSocket>): Promise<string> {
  const before = raw.received().length;
  raw.socket.write('GET /healthz HTTP/1.1\r\nHost: test\r\n\r\n');
  while (!raw.received().slice(before).includes('{"status":"ok"}')) await new Promise((r) => setTimeout(r, 10));
  return raw.received().slice(before);
}

describe('live streams per player', () => {
  it('are at most 3: a 4th ends the oldest, and the other three keep hearing', async () => {
    await start();
    const player = await createPlayerWithToken(t!, { balance: 100 });
    const first = await stream(player.token);
    const rest = [await stream(player.token), await stream(player.token)];
    for (const s of [first, ...rest]) expect(s.statusCode).toBe(200);
    const fourth = await stream(player.token);
    expect(fourth.statusCode).toBe(200);
    await first.ended;
    await topUp(t!.db, player.id, 50, t!.clock.now());
    for (const s of [...rest, fourth]) await s.next((e) => e.event === 'wallet' && e.data.balance === 150);
    expect(first.events.some((e) => e.event === 'wallet' && e.data.balance === 150)).toBe(false);
  });
});

describe('live streams per address', () => {
  it('are at most LIVE_STREAMS_PER_ADDRESS: beyond it 429 in the envelope, other addresses unaffected', async () => {
    await start({ config: { LIVE_STREAMS_PER_ADDRESS: 2 } });
    const [a, b, c] = [
      await createPlayerWithToken(t!, { balance: 100 }),
      await createPlayerWithToken(t!, { balance: 100 }),
      await createPlayerWithToken(t!, { balance: 100 }),
    ];
    const fromA = await stream(a.token);
    expect((await stream(b.token)).statusCode).toBe(200);
    const refused = await stream(c.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(JSON.parse(refused.body)).toEqual({
      status: false,
      msg: 'Too many live connections from this address. Please try again later.',
    });
    expect((await stream(c.token, '127.0.0.2')).statusCode).toBe(200);

    // A stream that ends makes room.
    fromA.close();
    await fromA.ended;
    let again = await stream(c.token);
    for (let i = 0; i < 50 && again.statusCode === 429; i++) {
      await new Promise((r) => setTimeout(r, 20)); // the server sees the close a moment later
      again = await stream(c.token);
    }
    expect(again.statusCode).toBe(200);
  });

  it('still let a player whose 3 streams fill the address replace their oldest', async () => {
    await start({ config: { LIVE_STREAMS_PER_ADDRESS: 3 } });
    const a = await createPlayerWithToken(t!, { balance: 100 });
    const b = await createPlayerWithToken(t!, { balance: 100 });
    const oldest = await stream(a.token);
    await stream(a.token);
    await stream(a.token);
    expect((await stream(b.token)).statusCode).toBe(429);
    expect((await stream(a.token)).statusCode).toBe(200);
    await oldest.ended;
    expect((await stream(b.token)).statusCode).toBe(429);
  });
});

describe('sockets', () => {
  it('that send nothing, or stop sending their request, are closed after the idle timeout; streams stay open on their heartbeat', async () => {
    await start({ app: { httpTimeouts: { idleMs: 400 }, liveHeartbeatMs: 50 } });
    const player = await createPlayerWithToken(t!, { balance: 100 });
    const live = await stream(player.token);
    expect(live.statusCode).toBe(200);

    const silent = rawSocket();
    const halfBody = rawSocket();
    await halfBody.connected;
    halfBody.socket.write('POST /api-user-login HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"env_');
    await Promise.all([silent.closed, halfBody.closed]);
    expect(silent.received()).toBe('');

    // By now the stream has outlived the idle timeout several times over, kept open by its heartbeats.
    while (live.comments < 20) await new Promise((r) => setTimeout(r, 25));
    let ended = false;
    void live.ended.then(() => (ended = true));
    await topUp(t!.db, player.id, 5, t!.clock.now());
    await live.next((e) => e.event === 'wallet' && e.data.balance === 105);
    expect(ended).toBe(false);
  });

  it('beyond MAX_CONNECTIONS are closed at once; the others are served', async () => {
    await start({ config: { MAX_CONNECTIONS: 3 } });
    const held = [rawSocket(), rawSocket(), rawSocket()];
    for (const raw of held) expect(await health(raw)).toContain('200 OK');
    const extra = rawSocket();
    await extra.closed;
    expect(extra.received()).toBe('');
    expect(await health(held[0]!)).toContain('200 OK');

    held[2]!.socket.destroy();
    await held[2]!.closed;
    let next = rawSocket();
    for (let i = 0; i < 50; i++) {
      // The server counts the closed one out a moment after it closed.
      const answered = await Promise.race([health(next).then(() => true), next.closed.then(() => false)]);
      if (answered) break;
      await new Promise((r) => setTimeout(r, 20));
      next = rawSocket();
    }
    expect(await health(next)).toContain('200 OK');
  });
});
