import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Client errors (4xx) won't change on a retry; network trouble and 5xx get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 10_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
