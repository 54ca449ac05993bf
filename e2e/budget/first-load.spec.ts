import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { FIRST_LOAD_BUDGET_KB, firstLoad } from '../../scripts/lib/first-load.mjs';

/**
 * /login's first load within its budget (ADR 006), counted without a browser and so without timing: the
 * scripts the served page names (its entry and modulepreloads) and every static import of the entry in the
 * build's Vite manifest, each fetched as a phone's browser fetches it (brotli accepted), summed as the bytes on
 * the wire. `npm run bench -- bundle` measures the same page in Chromium, the idle-time chunks included.
 */
const DIST = join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist');

test('/login loads at most 120 KB of JavaScript on the wire, every script brotli, every static import preloaded', async ({ baseURL }) => {
  const { scripts, total, missingPreloads } = await firstLoad({ origin: baseURL ?? '', dist: DIST });
  const listing = scripts.map((s) => `  ${s.path} ${(s.bytes / 1024).toFixed(1)} KB ${s.encoding}`).join('\n');
  const figure = `/login: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB on the wire\n${listing}`;
  console.log(figure);
  expect(scripts.filter((s) => s.encoding !== 'br').map((s) => s.path), `served without brotli:\n${figure}`).toEqual([]);
  expect(missingPreloads, `static imports the page does not preload:\n${figure}`).toEqual([]);
  expect(total, `over ${FIRST_LOAD_BUDGET_KB} KB:\n${figure}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB * 1024);
});
