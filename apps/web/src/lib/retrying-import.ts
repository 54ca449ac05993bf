import { readJson, writeJson } from './storage.ts';

/** A chunk of the app that could not be loaded (no network, or a new version replaced it on the server). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'A part of the app could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** The browsers' words for a dynamic import that failed (Chromium, Firefox, Safari) and Vite's preload error. */
const CHUNK_FAILURE =
  /dynamically imported module|importing a module script failed|error loading dynamically imported|unable to preload css|load failed/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof Error && CHUNK_FAILURE.test(error.message));
}

/** When the page last reloaded itself for a chunk (sessionStorage: per tab, gone when the tab closes). */
export const RELOAD_MARK = 'pana:chunk-reload-at';
/** At most one automatic reload in this window: a chunk that fails again after it shows the error card. */
export const RELOAD_WINDOW_MS = 60_000;

type Options = {
  /** Tries after the first; each waits a little longer. */
  retries?: number;
  delayMs?: number;
  /** Reloads the page (tests pass a spy). */
  reload?: () => void;
  now?: () => number;
  isOnline?: () => boolean;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reloads the page once for a chunk that would not load — the usual cause is a deploy that replaced
 * the old chunks, and a reload fetches the new index.html. Not when the browser is offline (a reload
 * would show the browser's own offline page instead of the app) and not twice within a minute (no
 * reload loop: the second failure shows the error card). True when the page is reloading.
 */
export function reloadOnceForChunk({
  reload = () => window.location.reload(),
  now = Date.now,
  isOnline = () => navigator.onLine !== false,
}: Options = {}): boolean {
  if (!isOnline()) return false;
  const last = readJson(RELOAD_MARK, 'session');
  if (typeof last === 'number' && now() - last < RELOAD_WINDOW_MS) return false;
  writeJson(RELOAD_MARK, now(), 'session');
  reload();
  return true;
}

/**
 * Loads a lazy chunk; a failure is tried again `retries` times, then the page reloads once
 * (reloadOnceForChunk); when it may not, the error reaches the screen's error card as a ChunkLoadError.
 */
export async function importWithRetry<T>(load: () => Promise<T>, options: Options = {}): Promise<T> {
  const { retries = 2, delayMs = 400 } = options;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt < retries) {
        await wait(delayMs * (attempt + 1));
        continue;
      }
      if (reloadOnceForChunk(options)) return new Promise<T>(() => {}); // the page is going away
      throw new ChunkLoadError(error);
    }
  }
}
