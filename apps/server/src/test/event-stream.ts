import { request } from 'node:http';

/** One server-sent event as a client sees it. */
export interface ReceivedEvent {
  id: string;
  event: string;

  data: any;
}

/**
 * A minimal reader of `GET /api/events` for tests: opens the stream with headers of the test's
 * choosing, parses the events as EventSource would, and lets a test wait for one.
 */
export interface EventStreamClient {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  /** The answer's body when it was not a stream (a refusal). */
  body: string;
  events: ReceivedEvent[];
  /** Comment lines received (the server's heartbeats). */
  readonly comments: number;
  /** Resolves with the first event (received or still to come) that `match` accepts; rejects after `timeoutMs`. */
  next(match: (e: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export function openEventStream(
  url: string,
  headers: Record<string, string> = {},
  options: { localAddress?: string } = {},
): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { accept: 'text/event-stream', ...headers }, ...options }, (res) => {
      res.setEncoding('utf8');
      const events: ReceivedEvent[] = [];
      const waiters = new Set<{ match: (e: ReceivedEvent) => boolean; done: (e: ReceivedEvent) => void }>();
      let buffer = '';
      let body = '';
      let comments = 0;
      let endedResolve: () => void = () => {};
      const ended = new Promise<void>((r) => (endedResolve = r));
      const stream = res.headers['content-type']?.startsWith('text/event-stream') ?? false;
      res.on('data', (chunk: string) => {
        if (!stream) {
          body += chunk;
          return;
        }
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) {
              comments += 1;
              continue;
            }
            const colon = line.indexOf(':');
            if (colon < 0) continue;
            fields[line.slice(0, colon)] = line.slice(colon + 1).replace(/^ /, '');
          }
          if (fields.data === undefined) continue;
          const event = { id: fields.id ?? '', event: fields.event ?? 'message', data: JSON.parse(fields.data) };
          events.push(event);
          for (const w of waiters) {
            if (w.match(event)) {
              waiters.delete(w);
              w.done(event);
            }
          }
        }
      });
      res.on('end', () => endedResolve());
      res.on('close', () => endedResolve());
      resolve({
        statusCode: res.statusCode ?? 0,
        headers: res.headers,
        get body() {
          return body;
        },
        get comments() {
          return comments;
        },
        events,
        ended,
        next(match, timeoutMs = 5_000) {
          const seen = events.find(match);
          if (seen) return Promise.resolve(seen);
          return new Promise((done, fail) => {
            const waiter = {
              match,
              done: (e: ReceivedEvent) => {
                clearTimeout(timer);
                done(e);
              },
            };
            const timer = setTimeout(() => {
              waiters.delete(waiter);
              fail(new Error(`no matching event within ${timeoutMs} ms; received: ${JSON.stringify(events)}`));
            }, timeoutMs);
            waiters.add(waiter);
          });
        },
        close: () => {
          req.destroy();
          res.destroy();
        },
      });
    });
    req.on('error', reject);
    req.end();
  });
}
