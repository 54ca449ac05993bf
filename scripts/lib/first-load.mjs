// What a page of the player app loads before any of its code runs, as the server sends it (ADR 006): the
// module entry and its modulepreloads as the served index.html names them, every static import of the entry
// as the build's Vite manifest lists them, each fetched with `accept-encoding: br, gzip` and counted as the
// bytes on the wire. One place for the budget: the browser test that holds it in `npm test`
// (e2e/budget/first-load.spec.ts) and `npm run bench -- bundle` (bench/bundle.mjs) both read it here.
// Plain JavaScript (the bench runs with node alone); its types are first-load.d.mts.
import { existsSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** /login's JavaScript on the wire, brotli as served: the budget for a cheap phone on a slow network (ADR 006). */
export const FIRST_LOAD_BUDGET_KB = 120;

/** Where the web build leaves Vite's manifest (apps/web/vite.config.ts `build.manifest`). */
export const VITE_MANIFEST = join('.vite', 'manifest.json');

/** A GET as a browser sends it (brotli or gzip accepted): the status, the encoding and the body's bytes as they came. */
export function getRaw(url) {
  return new Promise((resolve, reject) => {
    const req = get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'] ?? 'identity', body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** A body's text, decoded from the encoding it came in. */
export function decoded({ encoding, body }) {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

/** The scripts an index.html loads at once, as paths: its module scripts and its modulepreload links. */
export function pageScripts(html) {
  const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const scripts = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g))
    if (attribute(tag, 'type') === 'module' && attribute(tag, 'src')) scripts.push(attribute(tag, 'src'));
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g))
    if (attribute(tag, 'rel') === 'modulepreload' && attribute(tag, 'href')) scripts.push(attribute(tag, 'href'));
  return [...new Set(scripts)];
}

/**
 * From a Vite manifest: the files of the chunk whose file is `entryFile` ('assets/index-….js') and of every
 * chunk it imports statically, transitively, as paths ('/assets/…'). Dynamic imports (the screens, the
 * idle-time chunks) are not followed. Throws when the manifest has no such chunk.
 */
export function staticImports(manifest, entryFile) {
  const key = Object.keys(manifest).find((k) => manifest[k].file === entryFile);
  if (key === undefined) throw new Error(`the Vite manifest has no chunk ${entryFile}`);
  const seen = new Set();
  const visit = (k) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const next of manifest[k].imports ?? []) visit(next);
  };
  visit(key);
  return [...seen].map((k) => `/${manifest[k].file}`);
}

/**
 * The first load of `path` on the server at `origin` over the build in `dist`: every script the served page
 * names and every static import of its entries (the Vite manifest), each as served. `missingPreloads` lists
 * static imports the page does not preload (the browser fetches them only once the entry has arrived).
 */
export async function firstLoad({ origin, dist, path = '/login' }) {
  const page = await getRaw(new URL(path, origin));
  if (page.status !== 200) throw new Error(`GET ${path} answered ${page.status}`);
  const named = pageScripts(decoded(page));
  if (named.length === 0) throw new Error(`the page ${path} names no script`);
  const manifestFile = join(dist, VITE_MANIFEST);
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the web app (npm run build)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entries = Object.values(manifest)
    .filter((chunk) => chunk.isEntry && named.includes(`/${chunk.file}`))
    .map((chunk) => chunk.file);
  if (entries.length === 0) throw new Error(`no script of ${path} is an entry of the Vite manifest (an older build?)`);
  const imported = [...new Set(entries.flatMap((file) => staticImports(manifest, file)))];
  const paths = [...new Set([...named, ...imported])];
  const scripts = await Promise.all(
    paths.map(async (script) => {
      const answer = await getRaw(new URL(script, origin));
      if (answer.status !== 200) throw new Error(`GET ${script} answered ${answer.status}`);
      return { path: script, bytes: answer.body.length, encoding: answer.encoding };
    }),
  );
  return {
    scripts,
    total: scripts.reduce((n, s) => n + s.bytes, 0),
    missingPreloads: imported.filter((script) => !named.includes(script)),
  };
}
