import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressAllowed,
  isLoopbackAddress,
  isPublicAddress,
  type Resolver,
  safeFetch,
  SafeFetchError,
  safeFetchMode,
} from './safe-fetch.ts';

/** A fake page server on 127.0.0.1: each path does one thing; every request's headers are kept. */
let server: Server;
let base: string;
const seen: IncomingHttpHeaders[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.headers);
    const url = new URL(req.url ?? '/', 'http://x');
    const hops = Number(url.searchParams.get('hops') ?? 0);
    switch (url.pathname) {
      case '/page':
        res.setHeader('set-cookie', 'session=abc; Path=/');
        res.setHeader('content-type', 'application/json');
        res.end('{"result":"128-1"}');
        return;
      case '/redirect':
        // `hops` more redirects, then the page; each sets a cookie that must never come back.
        res.statusCode = 302;
        res.setHeader('set-cookie', 'track=1; Path=/');
        res.setHeader('location', hops > 1 ? `/redirect?hops=${hops - 1}` : '/page');
        res.end();
        return;
      case '/to-metadata':
        res.statusCode = 301;
        res.setHeader('location', 'http://169.254.169.254/latest/meta-data/');
        res.end();
        return;
      case '/to-private-name':
        res.statusCode = 307;
        res.setHeader('location', 'http://internal.example/');
        res.end();
        return;
      case '/to-nowhere':
        // A Location that is not a URL at all: a failed fetch, never an exception of another kind.
        res.statusCode = 302;
        res.setHeader('location', 'http://[::1');
        res.end();
        return;
      case '/big':
        // No content-length: the cap is enforced while reading.
        res.write(Buffer.alloc(600 * 1024, 97));
        res.end(Buffer.alloc(600 * 1024, 97));
        return;
      case '/big-declared':
        res.setHeader('content-length', String(2 * 1024 * 1024));
        res.end();
        return;
      case '/slow':
        // Never answers; the timeout ends it.
        return;
      default:
        res.statusCode = 404;
        res.end('not here');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A resolver that answers these names with these addresses, and fails for the rest. */
function resolverOf(names: Record<string, string[]>): Resolver {
  return async (hostname) => {
    const found = names[hostname];
    if (!found) throw new Error(`ENOTFOUND ${hostname}`);
    return found;
  };
}

async function refusal(promise: Promise<unknown>): Promise<SafeFetchError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SafeFetchError);
  return err as SafeFetchError;
}

describe('the addresses a fetch may reach', () => {
  it('refuses every internal range, including IPv4-mapped IPv6, and allows public unicast', () => {
    for (const a of [
      '127.0.0.1',
      '127.8.9.10',
      '169.254.169.254',
      '10.0.0.1',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '127.1',
      'localhost',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
      expect(addressAllowed(a, 'production'), a).toBe(false);
      expect(addressAllowed(a, 'development'), a).toBe(false);
    }
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(a), a).toBe(true);
      expect(addressAllowed(a, 'production'), a).toBe(true);
    }
  });

  it('lets loopback through in test mode only, and nothing else internal', () => {
    expect(addressAllowed('127.0.0.1', 'test')).toBe(true);
    expect(addressAllowed('::1', 'test')).toBe(true);
    expect(addressAllowed('::ffff:127.0.0.1', 'test')).toBe(true);
    for (const a of ['169.254.169.254', '10.0.0.1', '192.168.0.1', 'fd00::1', '0.0.0.0'])
      expect(addressAllowed(a, 'test'), a).toBe(false);
    expect(isLoopbackAddress('10.0.0.1')).toBe(false);
    expect(safeFetchMode('test')).toBe('test');
    expect(safeFetchMode('production')).toBe('production');
    expect(safeFetchMode('development')).toBe('development');
    expect(safeFetchMode(undefined)).toBe('development');
  });
});

describe('safeFetch outside test mode', () => {
  for (const mode of ['production', 'development'] as const) {
    it(`refuses 127.0.0.1, 169.254.169.254, 10.0.0.1 and names resolving to them, connecting to nothing (${mode})`, async () => {
      const before = seen.length;
      const scheme = mode === 'production' ? 'https' : 'http';
      const port = new URL(base).port;
      for (const host of ['127.0.0.1', '169.254.169.254', '10.0.0.1', '[::1]', '[::ffff:127.0.0.1]', '[fd00::1]']) {
        const err = await refusal(safeFetch(`${scheme}://${host}:${port}/page`, { mode }));
        expect(err.reason, host).toBe('blocked');
      }
      const resolve = resolverOf({
        'loopback.example': ['127.0.0.1'],
        'metadata.example': ['169.254.169.254'],
        'private.example': ['10.0.0.1'],
        // One bad address among good ones is enough to refuse.
        'mixed.example': ['93.184.216.34', '10.0.0.1'],
      });
      for (const name of ['loopback.example', 'metadata.example', 'private.example', 'mixed.example']) {
        const err = await refusal(safeFetch(`${scheme}://${name}:${port}/page`, { mode, resolve }));
        expect(err.reason, name).toBe('blocked');
        expect(err.message).toContain('cannot be fetched');
      }
      // The system resolver's own "localhost" too.
      expect((await refusal(safeFetch(`${scheme}://localhost:${port}/page`, { mode }))).reason).toBe('blocked');
      expect(seen.length).toBe(before);
    });
  }

  it('refuses other schemes, http in production, and credentials in the URL', async () => {
    for (const url of ['ftp://example.com/x', 'file:///etc/passwd', 'gopher://example.com/', 'javascript:alert(1)'])
      expect((await refusal(safeFetch(url, { mode: 'development' }))).reason, url).toBe('scheme');
    expect((await refusal(safeFetch('http://example.com/', { mode: 'production' }))).reason).toBe('scheme');
    expect((await refusal(safeFetch('https://user:pw@example.com/', { mode: 'production' }))).reason).toBe(
      'credentials',
    );
    expect((await refusal(safeFetch('not a url', { mode: 'production' }))).reason).toBe('invalid-url');
  });

  it('a name that does not resolve is a dns failure', async () => {
    const err = await refusal(safeFetch('https://nowhere.example/', { mode: 'production', resolve: resolverOf({}) }));
    expect(err.reason).toBe('dns');
  });
});

describe('safeFetch in test mode (fake sources on localhost)', () => {
  it('reads a page, sending no cookie or credentials', async () => {
    const got = await safeFetch(`${base}/page`, { mode: 'test', accept: 'application/json' });
    expect(got.status).toBe(200);
    expect(got.body.toString()).toBe('{"result":"128-1"}');
    expect(got.address).toBe('127.0.0.1');
    const headers = seen.at(-1) as IncomingHttpHeaders;
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect(headers.accept).toBe('application/json');
  });

  it('follows three redirects, never returning their cookies, and refuses a fourth', async () => {
    const before = seen.length;
    const got = await safeFetch(`${base}/redirect?hops=3`, { mode: 'test' });
    expect(got.status).toBe(200);
    expect(got.url).toBe(`${base}/page`);
    expect(seen.slice(before).every((h) => h.cookie === undefined)).toBe(true);
    expect((await refusal(safeFetch(`${base}/redirect?hops=4`, { mode: 'test' }))).reason).toBe('redirects');
  });

  it('checks every redirect like the first address', async () => {
    expect((await refusal(safeFetch(`${base}/to-metadata`, { mode: 'test' }))).reason).toBe('blocked');
    const resolve = resolverOf({ 'internal.example': ['10.0.0.1'] });
    expect((await refusal(safeFetch(`${base}/to-private-name`, { mode: 'test', resolve }))).reason).toBe('blocked');
  });

  it('refuses a redirect whose Location is not a URL as a failed fetch', async () => {
    const err = await refusal(safeFetch(`${base}/to-nowhere`, { mode: 'test' }));
    expect(err).toMatchObject({
      reason: 'network',
      message: 'The page redirected to an address that is not a valid URL',
    });
  });

  it('reads at most 1 MB, whether the length is declared or not', async () => {
    expect((await refusal(safeFetch(`${base}/big`, { mode: 'test' }))).reason).toBe('too-large');
    expect((await refusal(safeFetch(`${base}/big-declared`, { mode: 'test' }))).reason).toBe('too-large');
  });

  it('gives up after the timeout', async () => {
    const err = await refusal(safeFetch(`${base}/slow`, { mode: 'test', timeoutMs: 200 }));
    expect(err.reason).toBe('timeout');
  });

  it('returns other answers with their status (the caller decides)', async () => {
    const got = await safeFetch(`${base}/missing`, { mode: 'test' });
    expect(got.status).toBe(404);
  });
});
