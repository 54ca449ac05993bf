import { useState } from 'react';
import { ErrorBoundary } from '../components/errors/error-boundary.tsx';
import { keepAnswersOffline } from '../lib/offline-cache.ts';
import { createQueryClient } from '../lib/react-query.ts';
import { AppFailure } from './app-failure.tsx';
import { LiveUpdates } from './live-updates/live-updates.tsx';
import { AppProvider } from './provider.tsx';
import { AppRouter } from './router.tsx';

const appFailure = (error: unknown) => <AppFailure error={error} />;

/** The query cache, with the last markets, wallet and histories answers of the stored login put back (offline reading). */
function createAppQueryClient() {
  const queryClient = createQueryClient();
  keepAnswersOffline(queryClient);
  return queryClient;
}

/**
 * The app: query cache and toasts around the router. Two error boundaries keep the page from ever
 * going blank: one around the router (the toaster and offline banner stay), one around everything.
 * Each screen has its own error card inside its shell (router.tsx).
 */
export function App() {
  const [queryClient] = useState(createAppQueryClient);
  return (
    <ErrorBoundary fallback={appFailure}>
      <AppProvider queryClient={queryClient}>
        <ErrorBoundary fallback={appFailure}>
          <AppRouter queryClient={queryClient} />
          <LiveUpdates queryClient={queryClient} />
        </ErrorBoundary>
      </AppProvider>
    </ErrorBoundary>
  );
}
