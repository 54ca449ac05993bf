#!/usr/bin/env node
// The player app's first load (docs/budgets.md): the JavaScript a cold first visit to /login really
// downloads, as bytes on the wire. Debian's Chromium (at the phone size of the spec, with touch) opens
// /login on the built server with an empty cache, waits until the network is idle (chunks loaded at run
// time included: the login screen, pull-to-refresh once the page is idle), and sums the encoded body
// size of every script response — brotli or gzip as the server sent it. Budget ≤ 120 KB (the figure in
// scripts/lib/first-load.mjs, which also counts the page's static first load without a browser: the same count
// `npm test` holds in e2e/budget/first-load.spec.ts, printed here beside Chromium's).
//   node bench/bundle.mjs [--no-build]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { FIRST_LOAD_BUDGET_KB as BUDGET_KB, firstLoad } from '../scripts/lib/first-load.mjs';
import { CHROMIUM, CHROMIUM_ARGS, ensureWebBuilt, fmt, freePort, root, startServer, stop, tempDb } from './lib.mjs';

ensureWebBuilt();


/** Waits until no script has arrived for `quietMs` (runtime chunks come after the network first goes idle). */
async function settle(responses, quietMs = 2000, limitMs = 20_000) {
  const start = Date.now();
  let count = -1;
  while (count !== responses.length && Date.now() - start < limitMs) {
    count = responses.length;
    await new Promise((r) => setTimeout(r, quietMs));
  }
}

const port = await freePort();
const server = await startServer({ port, dbFile: tempDb() });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
let scripts = [];
let firstLoadScripts = [];
try {
  // The page's entry and static imports as served, counted without a browser (the test's figure).
  firstLoadScripts = (await firstLoad({ origin: `http://127.0.0.1:${port}`, dist: process.env.WEB_DIST ?? join(root, 'apps/web/dist') })).scripts;
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: false,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const sizes = await response.request().sizes();
        const headers = await response.allHeaders();
        return {
          path: new URL(response.url()).pathname,
          encoding: headers['content-encoding'] ?? 'none',
          bytes: sizes.responseBodySize,
        };
      })(),
    );
  });
  await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Submit' }).waitFor();
  await settle(pending);
  scripts = await Promise.all(pending);
  await context.close();
} finally {
  await browser.close();
  await stop(server);
}

const total = scripts.reduce((n, s) => n + s.bytes, 0);
const raw = scripts.filter((s) => s.encoding === 'none');
console.log(`\nplayer app: JavaScript of a cold first visit to /login, bytes on the wire (Chromium, network idle)`);
const isStatic = new Set(firstLoadScripts.map((s) => s.path));
for (const s of scripts)
  console.log(`  ${s.path.padEnd(48)} ${fmt(s.bytes / 1024, 1).padStart(7)} KB  ${s.encoding}${isStatic.has(s.path) ? '' : '  (loaded at run time)'}`);
console.log(
  `  ${`${scripts.length} scripts`.padEnd(48)} ${fmt(total / 1024, 1).padStart(7)} KB  (budget ≤ ${BUDGET_KB} KB)`,
);
if (raw.length) console.log(`  ${raw.length} script(s) served uncompressed`);
const staticTotal = firstLoadScripts.reduce((n, s) => n + s.bytes, 0);
console.log(`  static first load (entry and its static imports, as npm test counts it): ${firstLoadScripts.length} scripts, ${fmt(staticTotal / 1024, 1)} KB`);

// Not part of the figure: the service worker registers once the page is idle and fetches its precache
// (the player's shell, the console excluded) in the background, brotli as served.
const dist = join(root, 'apps/web/dist');
if (existsSync(join(dist, 'sw.js'))) {
  const onWire = (file) => statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
  const urls = [...readFileSync(join(dist, 'sw.js'), 'utf8').matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
  const precache = urls.reduce((n, url) => n + (existsSync(join(dist, url)) ? onWire(join(dist, url)) : 0), 0);
  console.log(
    `  not counted: service worker ${fmt(onWire(join(dist, 'sw.js')) / 1024, 1)} KB and its precache of ${urls.length} files ${fmt(precache / 1024, 1)} KB, fetched in the background once the page is idle`,
  );
}
const isWithinBudget = total <= BUDGET_KB * 1024 && scripts.length > 0;
console.log(isWithinBudget ? '  within budget' : '  OVER BUDGET');
process.exit(isWithinBudget ? 0 : 1);
