#!/usr/bin/env node
// The player app on a bad network (docs/budgets.md): Debian's Chromium at a phone's size
// (390×844, touch) against the built server on a fresh demo database, the network throttled through CDP
// (Network.emulateNetworkConditions: Slow 3G, 400 kbit/s down and up, 400 ms added to every response)
// with the HTTP cache disabled (Network.setCacheDisabled) and service workers blocked, in a new browser
// context for every run: nothing is cached, every byte comes over the slow network. Three runs of each,
// the median against its budget; exit 1 on a miss.
//
//   /login usable ≤ 4 s: from the start of the navigation (the page's time origin) to the first frame
//     in which the "Phone Number" input, the "Password" input and the "Submit" button are all in the
//     page, laid out with a non-zero box inside the viewport, not hidden (visibility, opacity 0), and
//     not disabled or read-only. Taken in the page: a requestAnimationFrame loop checks it every frame,
//     so the time is that of the frame that first paints it.
//   home with markets ≤ 3 s after Submit: /login loaded cold as above, the demo player's number and
//     password typed in, then the network left idle for a second (a player takes seconds to type; the
//     login's validation chunk, loaded on first focus, is in by then), then Submit pressed. From the
//     click on Submit (its event time) to the first frame of /imp that shows a row of the markets list
//     (an item of the list labelled "Markets", laid out and visible as above).
//
//   node bench/slow-network.mjs [--no-build] [--runs 3]
/* global window, document, getComputedStyle, Element, requestAnimationFrame -- in functions run in the page */
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, ensureWebBuilt, fmt, freePort, loadAverage, startServer, stop, tempDb } from './lib.mjs';

const BUDGET = { loginUsable: 4000, homeMarkets: 3000 };
/** Slow 3G as the budget defines it (400 kbit/s, 400 ms; docs/budgets.md): bytes per second and milliseconds. */
const SLOW_3G = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };
const DEMO_PLAYER = { mobile: '9876543210', password: 'demo1234' };

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const load = loadAverage;

ensureWebBuilt();


/**
 * Runs in the page before its own scripts: records, in ms since the navigation started, the first frame in
 * which /login is usable, the click on Submit, and the first frame of /imp with a market row (see the top).
 */
function probe() {
  const marks = { usable: null, submit: null, markets: null };
  Object.defineProperty(window, '__slowNetwork', { value: marks });
  const isShown = (element) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.top < window.innerHeight &&
      style.visibility !== 'hidden' &&
      Number(style.opacity) > 0
    );
  };
  const isUsable = (element) => isShown(element) && !element.disabled && !element.readOnly;
  const input = (label) =>
    [...document.querySelectorAll('input')].find((i) =>
      [...(i.labels ?? [])].some((l) => l.textContent.trim() === label),
    );
  const submit = () =>
    [...document.querySelectorAll('button[type="submit"]')].find((b) => b.textContent.trim() === 'Submit');
  document.addEventListener(
    'click',
    (event) => {
      if (marks.submit === null && event.target instanceof Element && event.target.closest('button[type="submit"]')) {
        marks.submit = event.timeStamp;
      }
    },
    true,
  );
  const frame = (now) => {
    if (marks.usable === null && isUsable(input('Phone Number')) && isUsable(input('Password')) && isUsable(submit())) {
      marks.usable = now;
    }
    if (
      marks.submit !== null &&
      marks.markets === null &&
      window.location.pathname === '/imp' &&
      isShown(document.querySelector('ul[aria-label="Markets"] > li'))
    ) {
      marks.markets = now;
    }
    if (marks.markets === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** A new context (empty cache, no service worker) and page on Slow 3G with the cache disabled. */
async function slowPage(browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: false,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    serviceWorkers: 'block',
  });
  await context.addInitScript(probe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  return { context, page };
}

/** Resolves once no request has been in flight for `quietMs`. */
async function networkIdle(page, inFlight, quietMs = 1000, limitMs = 60_000) {
  const start = Date.now();
  let quietSince = Date.now();
  while (Date.now() - start < limitMs) {
    if (inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(100);
  }
  throw new Error('the network never went idle');
}

const marksOf = (page) => page.evaluate(() => ({ ...window.__slowNetwork }));

async function waitForMark(page, name, limitMs = 60_000) {
  await page.waitForFunction((key) => window.__slowNetwork[key] !== null, name, { timeout: limitMs, polling: 100 });
  return (await marksOf(page))[name];
}

/** (a) /login cold: ms from the navigation's start to the first usable frame. */
async function loginUsable(browser, base) {
  const { context, page } = await slowPage(browser);
  try {
    await page.goto(`${base}/login`, { waitUntil: 'commit' });
    return await waitForMark(page, 'usable');
  } finally {
    await context.close();
  }
}

/** (b) ms from the click on Submit to the first frame of /imp with a market row. */
async function homeAfterSubmit(browser, base) {
  const { context, page } = await slowPage(browser);
  const inFlight = new Set();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  try {
    await page.goto(`${base}/login`, { waitUntil: 'commit' });
    await waitForMark(page, 'usable');
    await page.getByLabel('Phone Number').fill(DEMO_PLAYER.mobile);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
    await networkIdle(page, inFlight);
    await page.getByRole('button', { name: 'Submit' }).click();
    const markets = await waitForMark(page, 'markets');
    const { submit } = await marksOf(page);
    return markets - submit;
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const secs = (ms) => `${fmt(ms / 1000, 2)} s`;

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer({ port, dbFile: tempDb() });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const results = { loginUsable: [], homeMarkets: [] };
console.log(
  `\nplayer app on Slow 3G (400 kbit/s down and up, 400 ms), cold cache, Chromium 390×844, ${RUNS} runs each, median`,
);
try {
  for (let i = 0; i < RUNS; i++) {
    const ms = await loginUsable(browser, base);
    results.loginUsable.push(ms);
    console.log(`  run ${i + 1}: /login usable          ${secs(ms).padStart(8)}   load average ${load()}`);
  }
  for (let i = 0; i < RUNS; i++) {
    const ms = await homeAfterSubmit(browser, base);
    results.homeMarkets.push(ms);
    console.log(
      `  run ${i + 1}: home with markets      ${secs(ms).padStart(8)}   after Submit, load average ${load()}`,
    );
  }
} finally {
  await browser.close();
  await stop(server);
}

const usable = median(results.loginUsable);
const home = median(results.homeMarkets);
console.log(`  /login usable, cold            ${secs(usable).padStart(8)}   (budget ≤ ${secs(BUDGET.loginUsable)})`);
console.log(`  home with markets after Submit ${secs(home).padStart(8)}   (budget ≤ ${secs(BUDGET.homeMarkets)})`);
console.log(`  load average    ${load()}`);
const isWithinBudget = usable <= BUDGET.loginUsable && home <= BUDGET.homeMarkets;
console.log(isWithinBudget ? '  within budget' : '  OVER BUDGET');
process.exit(isWithinBudget ? 0 : 1);
