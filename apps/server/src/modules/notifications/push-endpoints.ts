import { isIP } from 'node:net';

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

// The address checks and the resolver are shared with the result feeds' fetcher (lib/safe-fetch.ts, ADR 032).
export { isPublicAddress, resolvePublicAddress, type Resolver, systemResolver } from '../../lib/safe-fetch.ts';
