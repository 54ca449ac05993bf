import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useHasToasts } from '../lib/notify.ts';

const AppToaster = lazy(() => import('./toaster.tsx'));

/** Everything the screens share: the query cache and the toasts. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const hasToasts = useHasToasts();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {hasToasts ? (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
