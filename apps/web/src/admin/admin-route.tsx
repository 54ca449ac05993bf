import { lazy, Suspense } from 'react';
import { importWithRetry } from '../lib/retrying-import.ts';

const AdminApp = lazy(() => importWithRetry(() => import('./admin-app.tsx')));

/**
 * The /admin/* route of the app. It only loads the console (admin-app.tsx): the list of chunks the
 * console needs then lives in this small chunk, not in the player's first-load index.
 */
export default function AdminRoute() {
  return (
    <Suspense fallback={null}>
      <AdminApp />
    </Suspense>
  );
}
