import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where the server may send a push (ADR 014, "Where pushes go"). A subscription's endpoint is an
 * address the player's browser hands over, so it is the player's choice: without these checks a player
 * could make the server connect to anything it can reach (its own ports, the cloud's metadata address,
 * the private network). Two checks, each on its own sufficient to keep a push off an internal address:
 *
 * 1. At subscribe time, and again before each push (rows stored before the check existed), the
 *    endpoint must be https, on port 443, at a host name of PUSH_SERVICE_HOSTS — no IP literal in any
 *    spelling (the URL parser turns `127.1`, `2130706433`, `0x7f.1` into dotted IPv4, which is no
 *    name of the list), no user name or password.
 * 2. Before connecting, the host name is resolved once, every address it resolves to must be a
 *    public unicast address (`isPublicAddress`), and the connection goes to that checked address
 *    (push.ts pins it), so a second resolution cannot answer differently (DNS rebinding).
 *
 * PUSH_TEST_ORIGINS (config.ts: refused with NODE_ENV=production) lists origins the tests' fake push
 * service listens on (http://127.0.0.1:<port>): accepted as they are and connected to without check 2.
 */

/**
 * The push services of the browsers players use, the only hosts a push goes to. `*.` stands for one
 * or more labels in front of the rest. To add a service, add its host here (and to ADR 014).
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  // Google Firebase Cloud Messaging: Chrome, Edge and Samsung Internet on Android, Opera, Brave.
  // (Its predecessor android.googleapis.com/gcm is shut down and took no VAPID: not listed.)
  'fcm.googleapis.com',
  // Mozilla's autopush: Firefox (updates.push.services.mozilla.com).
  '*.push.services.mozilla.com',
  // Windows Push Notification Services: Edge on Windows (wns2-….notify.windows.com).
  '*.notify.windows.com',
  // Apple: Safari on macOS and iOS (web.push.apple.com).
  '*.push.apple.com',
];

/** A host name of the list: exactly a plain entry, or ending with `.rest` of a `*.rest` entry after letter/digit/hyphen labels. */
export function isPushServiceHost(hostname: string): boolean {
  return PUSH_SERVICE_HOSTS.some((entry) => {
    if (!entry.startsWith('*.')) return hostname === entry;
    const rest = entry.slice(1); // ".push.apple.com"
    return hostname.endsWith(rest) && /^([a-z0-9-]+\.)*[a-z0-9-]+$/.test(hostname.slice(0, -rest.length));
  });
}

/** Why an endpoint is refused: not an https URL at all, or not a push service's address. */
export type EndpointRefusal = 'invalid' | 'not-push-service';

/** A push endpoint checked by `checkPushEndpoint`: its URL, and whether it is a test origin (no address check). */
export interface CheckedEndpoint {
  url: URL;
  test: boolean;
}

/**
 * Check 1: the endpoint as stored (the URL parser's normal form) when it is an https URL at a push
 * service on port 443 without credentials, or at one of `testOrigins`; else why not.
 */
export function checkPushEndpoint(value: string, testOrigins: readonly string[]): CheckedEndpoint | EndpointRefusal {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'invalid';
  if (testOrigins.includes(url.origin) && url.username === '' && url.password === '') return { url, test: true };
  if (url.protocol !== 'https:') return 'invalid';
  if (url.username !== '' || url.password !== '') return 'not-push-service';
  // https's default port is dropped by the parser: '' is 443, written or not.
  if (url.port !== '') return 'not-push-service';
  if (isIP(url.hostname.replace(/^\[(.*)\]$/, '$1')) !== 0) return 'not-push-service';
  if (!isPushServiceHost(url.hostname)) return 'not-push-service';
  return { url, test: false };
}

/**
 * Whether a push may connect to this address: a public unicast address. Refused: private (10/8,
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

/** Resolves a host name to all its addresses (as connecting would); replaceable for tests. */
export type Resolver = (hostname: string) => Promise<string[]>;

/** The system resolver (getaddrinfo, as `net.connect` uses), every address. */
export const systemResolver: Resolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Check 2: the address to connect to for a push service's host name — its first address when every
 * address it resolves to is public — or null when any is not (or there is none). Throws when the
 * name does not resolve (a network error: the push is tried again later).
 */
export async function resolvePublicAddress(hostname: string, resolve: Resolver): Promise<{ address: string | null; addresses: string[] }> {
  const addresses = await resolve(hostname);
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) return { address: null, addresses };
  return { address: addresses[0] as string, addresses };
}
