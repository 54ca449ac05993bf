import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a client's address is counted under by every per-address limit (logins, one-time codes,
 * number lookups, live streams; ADR 024). The address is the request's `ip`, which TRUST_PROXY decides.
 *
 * - IPv4: the address itself (`203.0.113.7`); an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`) is
 *   the same IPv4 address.
 * - IPv6: its /64 (`2001:db8:12:34::/64`). A phone or a home line is given a whole /64 and may use any
 *   of its 2^64 addresses, so counting single IPv6 addresses would give one client a fresh limit
 *   with every request.
 * - Anything else (no address: a test's inject, a Unix socket) is used as it is.
 */
export function addressKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (isIPv4(address)) return address;
  const unzoned = address.replace(/%.*$/, '');
  if (!isIPv6(unzoned)) return address;
  const groups = ipv6Groups(unzoned);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 as two groups). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string): number[] => {
    if (part === '') return [];
    return part.split(':').flatMap((g) => {
      if (!g.includes('.')) return [parseInt(g, 16)];
      const [a, b, c, d] = g.split('.').map(Number) as [number, number, number, number];
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const cut = address.indexOf('::');
  if (cut < 0) return parse(address);
  const head = parse(address.slice(0, cut));
  const tail = parse(address.slice(cut + 2));
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/**
 * Fastify's `trustProxy` for a TRUST_PROXY value (config.ts, ADR 024). A number of proxies becomes
 * "the nearest n hops are proxies": Fastify 5 itself treats a bare number as trusting nothing, since
 * it cannot tell a proxy from a client that reached the port directly — which is why a hop count is
 * only for a server nothing but its proxies can reach. Off, every hop, or a list of addresses and
 * ranges go through as they are.
 */
export function trustProxyOption(value: boolean | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  const hops = value;
  return (_address, hop) => hop < hops;
}
