/**
 * The connection of the live updates (ADR 013): an EventSource on `GET /api/events?ticket=…`, the
 * ticket asked for right before each connect (single-use; EventSource cannot send the token as a
 * header). It reconnects by itself, never with EventSource's own retry (that would reuse the spent
 * ticket): after a failure it waits 1 s, 2 s, 4 s … up to 60 s (with some randomness, so a crowd
 * does not come back together), and sends the last event id (`lastEventId`) so the server replays
 * the wallet events it missed. Offline it stops and waits for the browser's `online`. A hidden tab
 * keeps its stream (one comment line every 25 s); a tab that comes back visible with no stream
 * reconnects at once instead of waiting out its backoff.
 */

export type LiveEventType = 'market' | 'wallet' | 'notice';
export const LIVE_EVENT_TYPES: readonly LiveEventType[] = ['market', 'wallet', 'notice'];

export interface LiveConnectionOptions {
  /** `/api/events`, absolute or on this origin. */
  url: string;
  /** A new ticket; rejecting means "not now" (a retry follows) unless `isFinal` says the session is over. */
  getTicket: () => Promise<string>;
  onEvent: (type: LiveEventType, data: unknown) => void;
  /** True once a stream is open, false when it failed or closed. */
  onHealth: (healthy: boolean) => void;
  /** Errors after which no reconnect is tried (the session ended: the app leaves for /login). */
  isFinal?: (error: unknown) => boolean;
  /** For tests. */
  createEventSource?: (url: string) => EventSource;
  random?: () => number;
}

export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 60_000;

export interface LiveConnection {
  close(): void;
}

export function connectLive(options: LiveConnectionOptions): LiveConnection {
  const create = options.createEventSource ?? ((url: string) => new EventSource(url));
  const random = options.random ?? Math.random;
  let source: EventSource | null = null;
  let lastEventId = '';
  let delay = RECONNECT_MIN_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let connecting = false;
  let closed = false;

  const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

  const drop = () => {
    if (source) {
      source.close();
      source = null;
    }
    options.onHealth(false);
  };

  const schedule = () => {
    if (closed || timer || isOffline()) return;
    const wait = Math.round(delay * (0.75 + random() * 0.5));
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, wait);
  };

  const connect = async () => {
    if (closed || source || connecting || isOffline()) return;
    connecting = true;
    let ticket: string;
    try {
      ticket = await options.getTicket();
    } catch (error) {
      connecting = false;
      if (options.isFinal?.(error)) return close();
      return schedule();
    }
    connecting = false;
    if (closed || source || isOffline()) return;
    const query = `ticket=${encodeURIComponent(ticket)}${lastEventId ? `&lastEventId=${encodeURIComponent(lastEventId)}` : ''}`;
    const es = create(`${options.url}${options.url.includes('?') ? '&' : '?'}${query}`);
    source = es;
    es.onopen = () => {
      delay = RECONNECT_MIN_MS;
      options.onHealth(true);
    };
    es.onerror = () => {
      if (source !== es) return;
      drop();
      schedule();
    };
    for (const type of LIVE_EVENT_TYPES) {
      es.addEventListener(type, (event) => {
        const message = event as MessageEvent<string>;
        if (message.lastEventId) lastEventId = message.lastEventId;
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          return;
        }
        options.onEvent(type, data);
      });
    }
  };

  const now = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    void connect();
  };
  const onOnline = () => now();
  const onOffline = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    drop();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible' && !source) now();
  };

  function close() {
    if (closed) return;
    closed = true;
    if (timer) clearTimeout(timer);
    timer = null;
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisible);
    drop();
  }

  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisible);
  void connect();
  return { close };
}
