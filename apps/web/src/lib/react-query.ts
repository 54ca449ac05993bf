import { notifyManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Client errors (4xx) won't change on a retry; network trouble and 5xx get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500) return false;
  return failureCount < 1;
}

/** How long the first answer waits for others before the screens render it. */
export const ANSWER_BATCH_MS = 16;

/**
 * Answers that arrive within one frame of each other are shown in one render: a cold /imp asks for the user
 * info, the dashboard and the social data at once, and their answers land a few milliseconds apart. By
 * default each one re-renders the screen in a task of its own (three renders of the header and the home
 * instead of one: blocking time on a slow phone; ADR 006).
 */
let pending: Array<() => void> = [];
let timer: ReturnType<typeof setTimeout> | null = null;

function renderArrivalsTogether(): void {
  notifyManager.setScheduler((callback) => {
    pending.push(callback);
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      const callbacks = pending;
      pending = [];
      callbacks.forEach((run) => run());
    }, ANSWER_BATCH_MS);
  });
}

/**
 * Tests, once a file's screens are gone: what was waiting to render is dropped and nothing renders any
 * more, so no timer fires into a torn-down page (React then reads a `window` that no longer exists).
 */
export function stopRenderingArrivals(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  pending = [];
  notifyManager.setScheduler(() => {});
}

export function createQueryClient(): QueryClient {
  renderArrivalsTogether();
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 10_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
