import { type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { type IncomingMessage, request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Outgoing requests to addresses someone else chose (a push service's endpoint, ADR 014; a result
 * feed's page, ADR 032), without letting that choice reach the server's own network: the name is
 * resolved once, every address it resolves to is checked, and the connection goes to the checked
 * address (a `lookup` that answers it whatever it is asked), so a second resolution cannot answer
 * differently (DNS rebinding). TLS still verifies the certificate for the name, and sends it as SNI
 * and Host.
 */

/**
 * Whether a request may connect to this address: a public unicast address. Refused: private (10/8,
 * 172.16/12, 192.168/16), loopback, link-local (169.254/16, fe80::/10), carrier-grade NAT (100.64/10),
 * multicast, broadcast, unspecified, the reserved and documentation ranges, unique-local (fc00::/7),
 * site-local, IPv6 outside 2000::/3 (IPv4-compatible ::a.b.c.d among them), and the IPv6 forms that
 * carry an IPv4 address (NAT64, 6to4, Teredo). An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is judged
 * as its IPv4 address. The ranges are ipaddr.js's (`range()`): anything it names is refused.
 */
export function isPublicAddress(address: string): boolean {
  // Node's strict parser first: ipaddr.js also reads '127.1' and hex or octal parts.
  if (isIP(address) === 0 || !ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.zoneId) return false;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    else if (!v6.match(ipaddr.IPv6.parse('2000::'), 3)) return false;
  }
  return parsed.range() === 'unicast';
}

/** A loopback address (127/8, ::1, or an IPv4-mapped 127/8): what tests' fake servers listen on. */
export function isLoopbackAddress(address: string): boolean {
  if (isIP(address) === 0 || !ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'loopback';
}

/** Resolves a host name to all its addresses (as connecting would); replaceable for tests. */
export type Resolver = (hostname: string) => Promise<string[]>;

/** The system resolver (getaddrinfo, as `net.connect` uses), every address. */
export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/**
 * The address to connect to for a host name — its first address when every address it resolves to
 * passes `allowed` (public unicast by default) — or null when any does not (or there is none). Throws
 * when the name does not resolve.
 */
export async function resolvePublicAddress(
  hostname: string,
  resolve: Resolver,
  allowed: (address: string) => boolean = isPublicAddress,
): Promise<{ address: string | null; addresses: string[] }> {
  const addresses = await resolve(hostname);
  if (addresses.length === 0 || !addresses.every(allowed)) return { address: null, addresses };
  return { address: addresses[0] as string, addresses };
}

/**
 * A `lookup` for net/tls.connect that answers this one address whatever it is asked: the connection
 * goes to the address that was checked, and the host name is still the one TLS verifies the
 * certificate against (and sends as SNI and Host).
 */
export function pinnedLookup(address: string): LookupFunction {
  const family = isIP(address);
  return (_hostname, options, callback) => {
    if (options.all)
      (callback as unknown as (err: null, addresses: LookupAddress[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/** Rejects when `promise` has not settled within `ms`. */
export function within<T>(promise: Promise<T>, ms: number, message = `no answer within ${ms} ms`): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
    timer.unref();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

// ---- safeFetch: a checked GET (result feeds, ADR 032) -----------------------------------------------

/** The most a fetch reads of a body: a result page is a few kilobytes; more is refused, not cut. */
export const SAFE_FETCH_MAX_BYTES = 1024 * 1024;
/** Redirects followed at most, each one checked like the first address. */
export const SAFE_FETCH_MAX_REDIRECTS = 3;
/** The whole exchange (resolving, connecting, every redirect, the body) within this time. */
export const SAFE_FETCH_TIMEOUT_MS = 10_000;

/**
 * Where the fetch runs, which decides what it may reach: `production` — https only, public unicast
 * addresses only; `development` — http or https, public addresses only; `test` — as development, and
 * loopback addresses too (the tests' fake sources on 127.0.0.1). Taken from NODE_ENV by the caller.
 */
export type SafeFetchMode = 'production' | 'development' | 'test';

/** The mode of a NODE_ENV: loopback only under `test`, https only under `production`. */
export function safeFetchMode(nodeEnv: string | undefined): SafeFetchMode {
  return nodeEnv === 'production' ? 'production' : nodeEnv === 'test' ? 'test' : 'development';
}

/** Why a fetch failed, for the caller's message. */
export type SafeFetchFailure =
  'invalid-url' | 'scheme' | 'credentials' | 'blocked' | 'dns' | 'timeout' | 'too-large' | 'redirects' | 'network';

export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export interface SafeFetchOptions {
  mode: SafeFetchMode;
  resolve?: Resolver;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Sent as Accept (the fetch sends no other header of its own besides User-Agent). */
  accept?: string;
}

export interface SafeFetchResult {
  /** The HTTP status of the last answer (a 3xx is followed, never returned). */
  status: number;
  /** The URL that answered (after redirects). */
  url: string;
  /** The address connected to for that URL. */
  address: string;
  contentType: string;
  body: Buffer;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The URL checked before any connection: its scheme for the mode, no user name or password. */
export function checkFetchUrl(value: string | URL, mode: SafeFetchMode): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SafeFetchError('invalid-url', 'The address is not a valid URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new SafeFetchError('scheme', 'Only http and https addresses can be fetched');
  if (mode === 'production' && url.protocol !== 'https:')
    throw new SafeFetchError('scheme', 'Only https addresses can be fetched');
  if (url.username !== '' || url.password !== '')
    throw new SafeFetchError('credentials', 'The address must not carry a user name or password');
  return url;
}

/** Whether the mode lets a request reach this address. */
export function addressAllowed(address: string, mode: SafeFetchMode): boolean {
  return isPublicAddress(address) || (mode === 'test' && isLoopbackAddress(address));
}

/** Resolves the URL's host (an IP literal is its own address) and checks every address; the one to connect to. */
async function checkedAddress(url: URL, mode: SafeFetchMode, resolve: Resolver): Promise<string> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (isIP(host) !== 0) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new SafeFetchError('dns', `The name ${host} does not resolve`);
    }
  }
  const chosen = await resolvePublicAddress(
    host,
    async () => addresses,
    (a) => addressAllowed(a, mode),
  );
  if (chosen.address === null)
    throw new SafeFetchError(
      'blocked',
      `${host} is a private, loopback or otherwise internal address; it cannot be fetched`,
    );
  return chosen.address;
}

/** One GET to `url` at `address`: no cookies, no credentials, no keep-alive, the body capped. */
function getOnce(
  url: URL,
  address: string,
  accept: string,
  maxBytes: number,
  signal: AbortSignal,
): Promise<{ res: IncomingMessage; body: Buffer | null }> {
  return new Promise((resolve, reject) => {
    const https = url.protocol === 'https:';
    const options: RequestOptions = {
      method: 'GET',
      headers: { accept, 'user-agent': 'Pana-ResultFeed/1 (+result feeds, ADR 032)', 'accept-encoding': 'identity' },
      signal,
      agent: false,
      lookup: pinnedLookup(address),
    };
    const req = (https ? httpsRequest : httpRequest)(url, options, (res) => {
      const status = res.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        res.resume();
        resolve({ res, body: null });
        return;
      }
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        res.destroy();
        reject(new SafeFetchError('too-large', `The page is larger than ${maxBytes} bytes`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          res.destroy();
          reject(new SafeFetchError('too-large', `The page is larger than ${maxBytes} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * GET `target` as ADR 032 allows: http(s) only (https only in production), no user name or password
 * in the URL, and no cookie or Authorization header ever sent; the host resolved once and every
 * address checked (public unicast; loopback too in test mode), then connected to pinned; at most 3
 * redirects, each checked the same way; at most 1 MB read; the whole exchange within the timeout.
 * Any answer that is not a redirect is returned with its status (the caller decides what a 404
 * means). Throws SafeFetchError with the reason otherwise.
 */
export async function safeFetch(target: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const { mode } = options;
  const resolve = options.resolve ?? systemResolver;
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? SAFE_FETCH_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_MAX_REDIRECTS;
  const accept = options.accept ?? '*/*';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  timer.unref();
  try {
    let url = checkFetchUrl(target, mode);
    for (let hop = 0; ; hop++) {
      const address = await within(checkedAddress(url, mode, resolve), timeoutMs, 'timeout');
      let answer: { res: IncomingMessage; body: Buffer | null };
      try {
        answer = await getOnce(url, address, accept, maxBytes, controller.signal);
      } catch (err) {
        if (err instanceof SafeFetchError) throw err;
        if (controller.signal.aborted) throw new SafeFetchError('timeout', `No answer within ${timeoutMs / 1000} s`);
        throw new SafeFetchError(
          'network',
          `The connection failed (${err instanceof Error ? err.message : String(err)})`,
        );
      }
      const { res, body } = answer;
      const status = res.statusCode ?? 0;
      if (body === null) {
        const location = res.headers.location;
        if (!location) throw new SafeFetchError('network', `A redirect (${status}) without a Location`);
        if (hop >= maxRedirects) throw new SafeFetchError('redirects', `More than ${maxRedirects} redirects`);
        let next: URL;
        try {
          next = new URL(location, url);
        } catch {
          throw new SafeFetchError('network', 'The page redirected to an address that is not a valid URL');
        }
        url = checkFetchUrl(next, mode);
        continue;
      }
      return { status, url: url.href, address, contentType: String(res.headers['content-type'] ?? ''), body };
    }
  } catch (err) {
    if (err instanceof SafeFetchError) throw err;
    if (err instanceof Error && err.message === 'timeout')
      throw new SafeFetchError('timeout', `No answer within ${timeoutMs / 1000} s`);
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
