import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { type FastifyInstance, type FastifyReply } from 'fastify';

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

/** Adds accept-encoding to the reply's `vary` (CORS may have put Origin there already). */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (!/\baccept-encoding\b/i.test(current))
    reply.header('vary', current ? `${current}, accept-encoding` : 'accept-encoding');
}

/**
 * The built player app. Every text file of the build has a brotli and a gzip copy beside it
 * (apps/web's precompress plugin), sent with `content-encoding` to clients that accept one; every
 * answer says `vary: accept-encoding`. Hashed assets are cached for a year; index.html, the service
 * worker and the manifest are revalidated each time. Every other page GET is answered with
 * index.html (the app's router takes it from there); anything else unknown is a 404 envelope.
 */
export async function serveWebApp(app: FastifyInstance, dist: string): Promise<void> {
  const hasWebApp = existsSync(join(dist, 'index.html'));
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
      if (hasWebApp && isPage) return reply.sendFile('index.html');
      return reply.status(404).send({ status: false, msg: `No such call: ${request.method} ${path}` });
    });
  });
}
