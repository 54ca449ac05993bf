import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

/** Text files of a web build, by extension: each must reach a browser compressed. */
const TEXT_FILE = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml|map)$/;

/** A stand-in for apps/web/dist as the build writes it: text files with .br and .gz copies beside them. */
function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'pana-dist-'));
  const big = (name: string) =>
    `/* ${name} */\n` + Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i} * 7;`).join('\n');
  const files: Record<string, string | Buffer> = {
    'index.html':
      '<!doctype html><html><head><title>Pana</title><link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>',
    'assets/index-abc123.js': big('entry'),
    'assets/vendor-def456.js': big('vendor'),
    'assets/tiny-0a1b2c.js': 'export const x = 1;',
    'assets/index-abc123.css': `:root { --color-brand: #0b1f4b; }\n${'.card { padding: 1rem; }\n'.repeat(80)}`,
    'sw.js': big('service worker'),
    'manifest.webmanifest': JSON.stringify({ name: 'Pana', start_url: '/imp', display: 'standalone' }),
    'favicon.svg':
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0b1f4b"/></svg>',
    'icons/icon-192.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  };
  for (const [name, content] of Object.entries(files)) {
    const path = join(dist, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
    if (TEXT_FILE.test(name)) {
      writeFileSync(`${path}.br`, brotliCompressSync(content));
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    }
  }
  return dist;
}

/** Every text file of a build (not the compressed copies), as URL paths. */
function textFiles(dist: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return walk(dist)
    .filter((path) => TEXT_FILE.test(path))
    .map((path) => `/${relative(dist, path).split('\\').join('/')}`);
}

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = fakeDist();
  t = await createTestApp({ config: { webDist: dist } });
});
afterAll(() => t.close());

const ASKS_FOR_BOTH = { 'accept-encoding': 'br, gzip' };

describe('the built web app goes out compressed', () => {
  it('serves every text file of the build, index.html included, brotli-compressed to a client that accepts br and gzip', async () => {
    const urls = textFiles(dist);
    expect(urls).toEqual(
      expect.arrayContaining(['/index.html', '/assets/index-abc123.js', '/sw.js', '/manifest.webmanifest']),
    );
    const uncompressed: string[] = [];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url, headers: ASKS_FOR_BOTH });
      expect(res.statusCode, url).toBe(200);
      if (res.headers['content-encoding'] !== 'br') {
        uncompressed.push(`${url} (${String(res.headers['content-encoding'] ?? 'none')})`);
        continue;
      }
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      const sent = brotliDecompressSync(res.rawPayload).toString();
      const built = readFileSync(join(dist, url)).toString();
      // index.html alone differs from the build: the server writes its app key in.
      if (url === '/index.html') expect(sent.replace(/<meta name="pana-app-key"[^>]*>/, ''), url).toBe(built);
      else expect(sent, url).toBe(built);
    }
    expect(uncompressed, 'text files served without brotli').toEqual([]);
  });

  it('answers every page route with index.html, compressed and never cached', async () => {
    for (const url of ['/', '/login', '/imp', '/admin', '/no/such/page?x=1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: ASKS_FOR_BOTH });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain('<div id="root">');
    }
  });

  it('sends gzip to a client that accepts only gzip, and the file as it is to one that accepts nothing', async () => {
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(gz.rawPayload).toString()).toContain('/* entry */');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('/* entry */');
  });

  it('caches hashed assets for a year and revalidates index.html, the service worker and the manifest', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/vendor-def456.js', headers: ASKS_FOR_BOTH });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/index.html', '/sw.js', '/manifest.webmanifest']) {
      const res = await t.app.inject({ method: 'GET', url, headers: ASKS_FOR_BOTH });
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: ASKS_FOR_BOTH });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('compresses a text file on the fly when the build left no compressed copy beside it', async () => {
    writeFileSync(join(dist, 'assets', 'late-9z8y7x.js'), `/* late */\n${'export const a = 1;\n'.repeat(100)}`);
    const other = await createTestApp({ config: { webDist: dist } });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/assets/late-9z8y7x.js', headers: ASKS_FOR_BOTH });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('/* late */');
    } finally {
      await other.close();
    }
  });

  it('leaves images as they are and keeps a missing asset a 404', async () => {
    const png = await t.app.inject({ method: 'GET', url: '/icons/icon-192.png', headers: ASKS_FOR_BOTH });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/assets/gone.js', headers: ASKS_FOR_BOTH })).statusCode).toBe(
      404,
    );
  });
});

describe('the app key comes from the server at run time', () => {
  it('writes the configured APP_KEY into every served index.html, so a changed key needs no rebuild', async () => {
    const other = await createTestApp({ config: { webDist: dist, APP_KEY: 'my-key"<x>' } });
    try {
      for (const [url, headers] of [
        ['/index.html', ASKS_FOR_BOTH],
        ['/login', { 'accept-encoding': 'gzip' }],
        ['/imp', {}],
      ] as const) {
        const res = await other.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(200);
        const encoding = res.headers['content-encoding'];
        const html =
          encoding === 'br'
            ? brotliDecompressSync(res.rawPayload).toString()
            : encoding === 'gzip'
              ? gunzipSync(res.rawPayload).toString()
              : res.body;
        expect(html, url).toContain('<meta name="pana-app-key" content="my-key&quot;&lt;x&gt;" /></head>');
        expect(html.match(/pana-app-key/g), url).toHaveLength(1);
      }
      const config = await other.app.inject({ method: 'GET', url: '/app-config.json' });
      expect(config.json()).toEqual({ app_key: 'my-key"<x>' });
      expect(config.headers['cache-control']).toBe('no-store');
      const call = await other.app.inject({
        method: 'POST',
        url: '/api-get-social-data',
        payload: { env_type: 'Prod', app_key: 'my-key"<x>', unique_token: null },
      });
      expect(call.json().status).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('gives identity to a client that refuses every encoding with q=0', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('<meta name="pana-app-key" content="pana-public-app-key" />');
  });
});

describe('API answers are compressed on the fly above 1 KB', () => {
  // The Starline list takes no `unique_token: null` (the dashboard does: public screens send it).
  const post = (url: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: { env_type: 'Prod', app_key: 'pana-public-app-key', ...(url === '/api-get-dashboard-data' ? { unique_token: null } : {}) },
      headers,
    });

  it('compresses a large answer for a client that asks, and its JSON envelope reads the same', async () => {
    const plain = await post('/api-starline-game', {});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await post('/api-starline-game', ASKS_FOR_BOTH);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    expect(body).toEqual(plain.json());
    expect(body.status).toBe(true);
    const gz = await post('/api-starline-game', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves the dashboard poll to its own gzip (lib/gzip-splice.ts), never compressed twice', async () => {
    const res = await post('/api-get-dashboard-data', ASKS_FOR_BOTH);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).status).toBe(true);
  });

  it('sends small answers and refusals as they are', async () => {
    const small = await post('/api-get-social-data', ASKS_FOR_BOTH);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().status).toBe(true);
    const refused = await t.app.inject({ method: 'POST', url: '/api-nothing', payload: {}, headers: ASKS_FOR_BOTH });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual({ status: false, msg: 'No such call: POST /api-nothing' });
  });
});

describe("a screen's lazy chunks are named in its index.html", () => {
  it('adds the preload links the build listed for /imp to that page alone, plain /assets/ paths only', async () => {
    const withList = fakeDist();
    mkdirSync(join(withList, '.vite'));
    writeFileSync(
      join(withList, '.vite', 'route-preloads.json'),
      JSON.stringify({
        '/imp': {
          scripts: ['/assets/home-1a2b.js', 'https://elsewhere.example/x.js'],
          styles: ['/assets/home-1a2b.css', '/assets/"><script>alert(1)</script>'],
        },
      }),
    );
    const other = await createTestApp({ config: { webDist: withList } });
    try {
      for (const url of ['/imp', '/IMP/']) {
        const res = await other.app.inject({ method: 'GET', url, headers: ASKS_FOR_BOTH });
        expect(res.statusCode, url).toBe(200);
        const html = brotliDecompressSync(res.rawPayload).toString();
        expect(html, url).toContain(
          '<link rel="modulepreload" crossorigin href="/assets/home-1a2b.js">' +
            '<link rel="stylesheet" crossorigin href="/assets/home-1a2b.css"></head>',
        );
        expect(html, url).not.toContain('elsewhere');
        expect(html, url).not.toContain('<script>');
      }
      for (const url of ['/', '/login', '/register']) {
        const res = await other.app.inject({ method: 'GET', url, headers: ASKS_FOR_BOTH });
        expect(brotliDecompressSync(res.rawPayload).toString(), url).not.toContain('home-1a2b');
      }
    } finally {
      await other.close();
    }
  });
});
