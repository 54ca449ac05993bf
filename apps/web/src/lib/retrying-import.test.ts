import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, importWithRetry, isChunkLoadError, RELOAD_MARK, RELOAD_WINDOW_MS } from './retrying-import.ts';

const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: https://pana.example/assets/home-abc.js');

/** A loader that fails `failures` times, then answers the module. */
function flakyLoader(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw chunkFailure();
    return { default: 'the screen' };
  });
  return load;
}

describe('a lazy chunk that fails to load', () => {
  it('is tried again and loads on a later try, without reloading the page', async () => {
    const load = flakyLoader(2);
    const reload = vi.fn();
    await expect(importWithRetry(load, { delayMs: 1, reload })).resolves.toEqual({ default: 'the screen' });
    expect(load).toHaveBeenCalledTimes(3);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when every try failed, and marks the reload in sessionStorage', async () => {
    const load = flakyLoader(Infinity);
    const reload = vi.fn();
    const settled = vi.fn();
    void importWithRetry(load, { delayMs: 1, reload, now: () => 1_000_000, isOnline: () => true }).then(
      settled,
      settled,
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(3);
    expect(JSON.parse(window.sessionStorage.getItem(RELOAD_MARK)!)).toBe(1_000_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).not.toHaveBeenCalled(); // the page is going away: the screen waits for it
  });

  it('does not reload a second time within a minute: the error reaches the screen instead (no reload loop)', async () => {
    window.sessionStorage.setItem(RELOAD_MARK, JSON.stringify(1_000_000));
    const reload = vi.fn();
    const attempt = importWithRetry(flakyLoader(Infinity), {
      delayMs: 1,
      reload,
      now: () => 1_000_000 + RELOAD_WINDOW_MS - 1,
      isOnline: () => true,
    });
    await expect(attempt).rejects.toBeInstanceOf(ChunkLoadError);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again once the minute has passed', async () => {
    window.sessionStorage.setItem(RELOAD_MARK, JSON.stringify(1_000_000));
    const reload = vi.fn();
    void importWithRetry(flakyLoader(Infinity), {
      delayMs: 1,
      reload,
      now: () => 1_000_000 + RELOAD_WINDOW_MS,
      isOnline: () => true,
    });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('never reloads while the browser is offline (the browser would show its own offline page)', async () => {
    const reload = vi.fn();
    const attempt = importWithRetry(flakyLoader(Infinity), { delayMs: 1, reload, isOnline: () => false });
    await expect(attempt).rejects.toBeInstanceOf(ChunkLoadError);
    expect(reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(RELOAD_MARK)).toBeNull();
  });

  it("recognises the browsers' words for a failed dynamic import", () => {
    expect(isChunkLoadError(chunkFailure())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/home.css'))).toBe(true);
    expect(isChunkLoadError(new ChunkLoadError(new Error('x')))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
  });
});
