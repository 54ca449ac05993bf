import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { type FastifyInstance } from 'fastify';
import { accepts, varyOnEncoding } from '../lib/accept-encoding.ts';

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * On-the-fly compression of the API's answers (brotli at quality 4, or gzip) above 1 KB, for clients
 * that ask for it. Register before the routes: the plugin hooks every route added after it. The JSON
 * envelope is untouched (only its transfer encoding changes); event streams are never compressed.
 * Request bodies are not decompressed (no client sends them compressed).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    globalDecompression: false,
  });
}

/** The meta tag the served index.html carries the app key in (apps/web/src/config/env.ts reads it). */
export const APP_KEY_META = 'pana-app-key';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The build's index.html with this server's APP_KEY (and a screen's preload `links`) written into it, ready in each encoding. */
type Page = { identity: Buffer; br: Buffer; gzip: Buffer };

function pageWithKey(dist: string, appKey: string, links = ''): Page {
  const html = readFileSync(join(dist, 'index.html'), 'utf8').replace(/<meta name="pana-app-key"[^>]*>/, '');
  const meta = `<meta name="${APP_KEY_META}" content="${escapeAttribute(appKey)}" />${links}`;
  const identity = Buffer.from(html.includes('</head>') ? html.replace('</head>', `${meta}</head>`) : meta + html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** The list the web build writes (apps/web/vite/route-preloads.ts): per page path, its lazy chunks and their CSS. */
export const ROUTE_PRELOADS_FILE = join('.vite', 'route-preloads.json');

const isAssetPath = (value: unknown): value is string => typeof value === 'string' && /^\/assets\/[\w.-]+$/.test(value);

/**
 * Per page path (lower case, no trailing slash), the `<link>` tags that make a cold visit fetch that
 * screen's lazy chunks together with the entry rather than after it has run (modulepreload), and apply
 * their CSS with the first render rather than one style recalculation per file when the screen's code
 * inserts them (stylesheets; the code sees them there and adds none). ADR 006. Empty when the build
 * wrote no list; an entry that is not a plain /assets/ path is left out.
 */
export function routePreloadLinks(dist: string): Map<string, string> {
  const links = new Map<string, string>();
  const file = join(dist, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return links;
  const list = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { scripts?: unknown; styles?: unknown }>;
  for (const [path, { scripts, styles }] of Object.entries(list)) {
    const tags = [
      ...(Array.isArray(scripts) ? scripts.filter(isAssetPath) : []).map(
        (src) => `<link rel="modulepreload" crossorigin href="${src}">`,
      ),
      ...(Array.isArray(styles) ? styles.filter(isAssetPath) : []).map(
        (href) => `<link rel="stylesheet" crossorigin href="${href}">`,
      ),
    ];
    if (tags.length) links.set(path.replace(/\/+$/, '').toLowerCase(), tags.join(''));
  }
  return links;
}

/**
 * The built player app. Every text file of the build has a brotli and a gzip copy beside it
 * (apps/web's precompress plugin), sent with `content-encoding` to clients that accept one; every
 * answer says `vary: accept-encoding`. Hashed assets are cached for a year; index.html, the service
 * worker and the manifest are revalidated each time. Every other page GET is answered with
 * index.html (the app's router takes it from there); anything else unknown is a 404 envelope.
 *
 * index.html carries this server's APP_KEY in a meta tag, written in when the server starts, so a
 * changed key needs no rebuild (ADR 008); `GET /app-config.json` gives the key to an app whose page
 * came from an older service-worker cache.
 */
export async function serveWebApp(app: FastifyInstance, dist: string, appKey: string): Promise<void> {
  const hasWebApp = existsSync(join(dist, 'index.html'));
  const page = hasWebApp ? pageWithKey(dist, appKey) : null;
  // The screens whose chunks their index.html names too (the home screen): one page each, built once.
  const routePages = new Map(
    hasWebApp ? [...routePreloadLinks(dist)].map(([path, links]) => [path, pageWithKey(dist, appKey, links)]) : [],
  );
  app.get('/app-config.json', { schema: { hide: true } }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { app_key: appKey };
  });
  const assets = join(dist, 'assets') + sep;
  if (!hasWebApp) app.log.warn({ dist }, 'web app not built; run npm run build (the API still works)');
  // One scope for the files and the fallback: its hook adds `vary` to what it serves, not to the API's answers.
  await app.register(async (files) => {
    if (hasWebApp) {
      files.addHook('onSend', async (_request, reply, payload) => {
        varyOnEncoding(reply);
        return payload;
      });
      await files.register(fastifyStatic, {
        root: dist,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        // index.html goes out with the app key written in (below), never as the build left it.
        allowedPath: (path) => path !== '/index.html',
        setHeaders(res, path) {
          res.setHeader('cache-control', path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    files.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !path.startsWith('/api-') &&
        !path.startsWith('/admin/api') &&
        !path.startsWith('/assets/');
      if (page && isPage) {
        const chosen = routePages.get(path.replace(/\/+$/, '').toLowerCase()) ?? page;
        const header = request.headers['accept-encoding'];
        const encoding = accepts(header, 'br') ? 'br' : accepts(header, 'gzip') ? 'gzip' : null;
        void reply.header('content-type', 'text/html; charset=UTF-8').header('cache-control', 'no-cache');
        if (encoding) void reply.header('content-encoding', encoding);
        return reply.send(encoding ? chosen[encoding] : chosen.identity);
      }
      return reply.status(404).send({ status: false, msg: `No such call: ${request.method} ${path}` });
    });
  });
}
