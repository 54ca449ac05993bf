// The clients of bench/live-updates.mjs, in a process of their own (file descriptors, CPU): opens one
// event stream per token with raw sockets, each from the loopback address its target names (Linux
// answers on all of 127.0.0.0/8), then reports when each has received a `result_declared` event.
import { connect } from 'node:net';

const CONCURRENT_CONNECTS = 200;
const now = () => performance.timeOrigin + performance.now();
let opened = 0;
let watching = false;
let arrivals = 0;
let first = 0;
let last = 0;
/** The last arrival per server port. */
const byPort = {};

function open(port, token, localAddress) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    let head = '';
    let ready = false;
    let heard = false;
    socket.setEncoding('latin1');
    socket.on('connect', () =>
      socket.write(
        `GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\nAuthorization: Bearer ${token}\r\n\r\n`,
      ),
    );
    socket.on('data', (chunk) => {
      if (!ready) {
        head += chunk;
        if (head.includes('retry:')) {
          ready = true;
          resolve(head.startsWith('HTTP/1.1 200'));
        } else if (head.includes('\r\n\r\n') && !head.startsWith('HTTP/1.1 200')) {
          resolve(false);
        }
        return;
      }
      if (watching && !heard && chunk.includes('result_declared')) {
        heard = true;
        const at = now();
        if (!first) first = at;
        last = at;
        byPort[port] = at;
        if (++arrivals === opened) process.send({ type: 'arrived', count: arrivals, first, last, byPort });
      }
    });
    socket.on('error', () => resolve(false));
  });
}

process.on('message', async (m) => {
  if (m.type === 'open') {
    const started = now();
    let refused = 0;
    let next = 0;
    const worker = async () => {
      while (next < m.targets.length) {
        const { port, token, localAddress } = m.targets[next++];
        if (await open(port, token, localAddress)) opened++;
        else refused++;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENT_CONNECTS }, worker));
    process.send({ type: 'opened', ok: opened, refused, ms: now() - started });
  } else if (m.type === 'watch') {
    watching = true;
    process.send({ type: 'watching' });
  }
});
