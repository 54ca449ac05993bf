#!/usr/bin/env node
// Lighthouse on the player app (docs/budgets.md): Lighthouse 12 from npm (its Node API) against Debian's
// Chromium, mobile form factor with Lighthouse's defaults (a Moto G Power sized screen, simulated Slow 4G
// and a 4× slower CPU), categories performance and accessibility, on /login and on /imp (logged in as the
// demo player) of the built server on a fresh demo database. Every run starts a new Chromium with a new
// profile (chrome-launcher): empty cache, no service worker. For /imp the stored login (localStorage
// `userCredentials`, the shape the app writes) is set on the origin first through puppeteer-core, and
// Lighthouse is told to keep storage (it would clear it); the cache is cleared through CDP instead.
// Three runs per page, the median score of each category against the budget ≥ 95; exit 1 on a miss.
//   node bench/lighthouse.mjs [--no-build] [--runs 3] [--only /imp] [--save DIR]
// --only audits one page; --save writes each run's full report (JSON) to DIR to read its diagnostics.
/* global window -- in functions run in the page */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_ARGS, ensureWebBuilt, freePort, loadAverage, startServer, stop, tempDb } from './lib.mjs';

const BUDGET = { performance: 95, accessibility: 95 };
const CATEGORIES = ['performance', 'accessibility'];
const DEMO_PLAYER = { mobile: '9876543210', password: 'demo1234' };
const APP_KEY = 'pana-public-app-key';
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const load = loadAverage;
const onlyArg = process.argv.indexOf('--only');
const ONLY = onlyArg > 0 ? process.argv[onlyArg + 1] : undefined;
const saveArg = process.argv.indexOf('--save');
const SAVE_DIR = saveArg > 0 ? process.argv[saveArg + 1] : undefined;

ensureWebBuilt();


/** The demo player's stored login, as the app keeps it after its login screen. */
async function demoLogin(base) {
  const response = await fetch(`${base}/api-user-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ env_type: 'Prod', app_key: APP_KEY, device_id: 'bench-lighthouse', ...DEMO_PLAYER }),
  });
  const answer = await response.json();
  if (answer.status !== true) throw new Error(`the demo player's login was refused: ${JSON.stringify(answer)}`);
  return { username: answer.user_name, token: answer.unique_token, mobile: answer.mobile || DEMO_PLAYER.mobile };
}

/** One Lighthouse run of `path` in a new Chromium; the scores (0–100) of the categories. */
async function audit(base, path, credentials) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    if (credentials) {
      // A small same-origin answer to stand on while the login is stored.
      await page.goto(`${base}/app-config.json`);
      await page.evaluate(
        (value) => window.localStorage.setItem('userCredentials', value),
        JSON.stringify(credentials),
      );
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const result = await lighthouse(
      `${base}${path}`,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: CATEGORIES,
        // The stored login must survive; the profile is new and the cache was just cleared.
        disableStorageReset: Boolean(credentials),
      },
      undefined,
      page,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
    if (SAVE_DIR) {
      mkdirSync(SAVE_DIR, { recursive: true });
      const file = join(SAVE_DIR, `${path.slice(1) || 'root'}-${Date.now()}.json`);
      writeFileSync(file, JSON.stringify(lhr));
    }
    if (lhr.runtimeError)
      throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (credentials && new URL(lhr.finalDisplayedUrl).pathname !== path) {
      throw new Error(`${path} ended on ${lhr.finalDisplayedUrl}: the stored login was not taken`);
    }
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
    const metric = (id) => lhr.audits[id]?.displayValue ?? '—';
    return {
      scores,
      detail: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
      failedA11y: lhr.categories.accessibility.auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer({ port, dbFile: tempDb() });
const medians = [];
console.log(`\nLighthouse ${RUNS}× per page, mobile (simulated Slow 4G, 4× CPU), new Chromium profile each run`);
try {
  const credentials = await demoLogin(base);
  for (const [path, login] of [
    ['/login', undefined],
    ['/imp', credentials],
  ]) {
    if (ONLY && path !== ONLY) continue;
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await audit(base, path, login);
      runs.push(run);
      console.log(
        `  ${path.padEnd(7)} run ${i + 1}: performance ${run.scores.performance}, accessibility ${run.scores.accessibility}  (${run.detail})  load average ${load()}`,
      );
      if (run.failedA11y.length) console.log(`          failed accessibility audits: ${run.failedA11y.join(', ')}`);
    }
    for (const category of CATEGORIES) {
      medians.push({ path, category, score: median(runs.map((r) => r.scores[category])) });
    }
  }
} finally {
  await stop(server);
}

for (const { path, category, score } of medians) {
  console.log(
    `  ${path.padEnd(7)} ${category.padEnd(14)} ${String(score).padStart(3)}   (median of ${RUNS}, budget ≥ ${BUDGET[category]})`,
  );
}
console.log(`  load average    ${load()}`);
const isWithinBudget = medians.every(({ category, score }) => score >= BUDGET[category]);
console.log(isWithinBudget ? '  within budget' : '  OVER BUDGET');
process.exit(isWithinBudget ? 0 : 1);
