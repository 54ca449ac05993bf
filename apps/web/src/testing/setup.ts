import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { resetMaintenance } from '../lib/maintenance.ts';
import { resetNetworkStatus } from '../lib/network-status.ts';
import { stopRenderingArrivals } from '../lib/react-query.ts';
import { resetServerClock } from '../lib/server-clock.ts';
import { resetSessionCache } from '../lib/session.ts';

// findBy*/waitFor give up after 1 s by default: too short on a loaded machine. They return as soon as
// the screen is right, so a long limit costs nothing when it passes.
configure({ asyncUtilTimeout: 15_000 });

/** Messages a test expects on console.error; anything else fails the test (an unexpected console.error is a bug). */
let allowedErrors: RegExp[] = [];
export function allowConsoleError(pattern: RegExp): void {
  allowedErrors.push(pattern);
}

let unexpectedErrors: string[] = [];

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetSessionCache();
  resetNetworkStatus();
  resetMaintenance();
  resetServerClock();
  allowedErrors = [];
  unexpectedErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
    if (!allowedErrors.some((pattern) => pattern.test(text))) unexpectedErrors.push(text);
  });
  // jsdom does not implement these.
  window.scrollTo = vi.fn();
  window.matchMedia = vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  }));
});

afterEach(() => {
  cleanup();
  toast.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  if (unexpectedErrors.length > 0) {
    const errors = unexpectedErrors;
    unexpectedErrors = [];
    throw new Error(`Unexpected console.error:\n${errors.join('\n')}`);
  }
});

// A query answer that lands after the file's last test would otherwise render into a torn-down page.
afterAll(() => stopRenderingArrivals());
