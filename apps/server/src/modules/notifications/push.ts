import { type OutgoingHttpHeaders, request as httpRequest, type RequestOptions } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import webpush from 'web-push';
import { pinnedLookup, within } from '../../lib/safe-fetch.ts';
import { checkPushEndpoint, resolvePublicAddress, type Resolver, systemResolver } from './push-endpoints.ts';
import { type DuePush } from './repository.ts';
import { type VapidKeys } from './vapid-keys.ts';

export { type VapidKeys } from './vapid-keys.ts';

/**
 * Web Push with VAPID (RFC 8292) and the aes128gcm payload encryption (RFC 8291), both done by the
 * `web-push` package; the request itself goes out from here, to an address checked after resolution
 * and pinned (push-endpoints.ts, ADR 014), bounded in time, without following redirects. The keys:
 * vapid-keys.ts.
 */

/**
 * How a push went: 'sent' (2xx); 'gone' (404/410: the device unsubscribed or the browser dropped it);
 * 'refused' (another answer that will not get better); 'retry' (429, 5xx, a network error or
 * timeout, a name that does not resolve); 'blocked' (the push service's name resolved to an address
 * that is not public: nothing was connected to; tried again later like 'retry'); 'forbidden' (the
 * stored endpoint is not a push service's address at all: nothing was connected to).
 */
export type PushOutcome = 'sent' | 'gone' | 'refused' | 'retry' | 'blocked' | 'forbidden';

/** Sends one push; replaceable for tests. */
export type PushTransport = (push: DuePush, keys: VapidKeys) => Promise<PushOutcome>;

/** How long a push service has to answer (and its name to resolve). */
export const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for a device that is offline. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * A push's body at most this many characters (its start and "…"): push services refuse a payload over
 * 4 KB, and an inbox item's body may be a whole support answer (1,000 characters, ADR 030) that the
 * inbox shows in full.
 */
export const PUSH_BODY_MAX = 300;

/** The message the service worker receives (apps/web/public/sw-push.js shows it). */
export function pushPayload(push: DuePush): string {
  const chars = [...push.body];
  const body = chars.length > PUSH_BODY_MAX ? `${chars.slice(0, PUSH_BODY_MAX - 1).join('')}…` : push.body;
  return JSON.stringify({ id: push.notificationId, kind: push.kind, title: push.title, body, route: push.route });
}

/** One POST to a push service: to `address` when given (checked and pinned), else to the URL's host as resolved (test origins only). */
export interface PushRequest {
  url: URL;
  address: string | null;
  headers: OutgoingHttpHeaders;
  body: Buffer | null;
  timeoutMs: number;
}

/** Sends a push request and answers the HTTP status; rejects on a network error or timeout. Replaceable for tests. */
export type PushPoster = (request: PushRequest) => Promise<number>;

/** Connections to push services are kept open between pushes (TLS once per connection); idle ones do not keep the process alive. */
const pushAgent = new HttpsAgent({ keepAlive: true, timeout: 60_000 });

/** The POST itself, with node:http(s): no redirect is followed, the whole exchange is bounded by `timeoutMs`. */
export const postPush: PushPoster = (r) =>
  new Promise((resolve, reject) => {
    const https = r.url.protocol === 'https:';
    const options: RequestOptions = {
      method: 'POST',
      headers: r.headers,
      signal: AbortSignal.timeout(r.timeoutMs),
      // A test origin's fake push service gets a connection of its own (nothing kept open to it).
      agent: r.address === null ? false : https ? pushAgent : undefined,
      ...(r.address === null ? {} : { lookup: pinnedLookup(r.address) }),
    };
    const req = (https ? httpsRequest : httpRequest)(r.url, options, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(r.body ?? undefined);
  });

export interface PushTransportOptions {
  /** PUSH_TEST_ORIGINS: origins accepted as they are and connected to without the address check. */
  testOrigins?: readonly string[];
  /** How host names are resolved (the system resolver unless a test says otherwise). */
  resolve?: Resolver;
  post?: PushPoster;
  timeoutMs?: number;
}

/**
 * Web Push as the worker sends it (push-endpoints.ts for the two checks): the stored endpoint is
 * checked again ('forbidden' when it is not a push service's), its host resolved once and every
 * address checked ('blocked' when one is not public), then the push is encrypted and signed by
 * `web-push` and posted to the checked address. 2xx is sent; 404 and 410 mean the subscription is gone;
 * 429 and 5xx are tried again later; other answers (4xx, a redirect) will not get better (refused).
 */
export function createPushTransport(options: PushTransportOptions = {}): PushTransport {
  const testOrigins = options.testOrigins ?? [];
  const resolve = options.resolve ?? systemResolver;
  const post = options.post ?? postPush;
  const timeoutMs = options.timeoutMs ?? PUSH_TIMEOUT_MS;
  return async (push, keys) => {
    const checked = checkPushEndpoint(push.endpoint, testOrigins);
    if (typeof checked === 'string') return 'forbidden';
    let address: string | null = null;
    if (!checked.test) {
      try {
        address = (await within(resolvePublicAddress(checked.url.hostname, resolve), timeoutMs)).address;
      } catch {
        return 'retry';
      }
      if (address === null) return 'blocked';
    }
    const details = webpush.generateRequestDetails({ endpoint: checked.url.href, keys: { p256dh: push.p256dh, auth: push.auth } }, pushPayload(push), {
      vapidDetails: keys,
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    });
    let status: number;
    try {
      status = await post({ url: checked.url, address, headers: details.headers as OutgoingHttpHeaders, body: details.body ?? null, timeoutMs });
    } catch {
      return 'retry';
    }
    if (status >= 200 && status < 300) return 'sent';
    if (status === 404 || status === 410) return 'gone';
    if (status === 429 || status >= 500) return 'retry';
    return 'refused';
  };
}

/** The transport of a server without test origins. */
export const sendWebPush: PushTransport = createPushTransport();

/** A subscription's keys as browsers send them: p256dh a P-256 point (65 bytes), auth a 16-byte secret, both base64url. */
export function validKeys(p256dh: string, auth: string): boolean {
  const bytes = (s: string) => (/^[A-Za-z0-9_-]+={0,2}$/.test(s) ? Buffer.from(s, 'base64url') : null);
  const point = bytes(p256dh);
  const secret = bytes(auth);
  return point !== null && point.length === 65 && point[0] === 4 && secret !== null && secret.length === 16;
}
