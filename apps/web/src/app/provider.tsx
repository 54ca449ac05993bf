import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { MaintenanceBanner } from '../components/layouts/maintenance-banner.tsx';
import { OfflineBanner } from '../components/layouts/offline-banner.tsx';
import { AppToaster } from './toaster.tsx';

/**
 * Everything the screens share: the query cache, the toasts, the maintenance and offline banners. The toaster is
 * part of the first load: a failure must be able to say so when no chunk can be fetched (ADR 006).
 */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MaintenanceBanner />
      {children}
      <OfflineBanner />
      <AppToaster />
    </QueryClientProvider>
  );
}
