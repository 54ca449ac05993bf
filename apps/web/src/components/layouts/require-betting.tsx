import { type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { hasBettingEnabled, useUserInfo } from '../../lib/api/get-user-info.ts';
import { PageSpinner } from '../ui/page-spinner.tsx';

/**
 * Wallet and fund screens show only when betting is enabled (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps): a spinner until
 * the user info answers, then the screen, or /imp when the flag is not "1". When the user info
 * cannot be read (offline) the screen shows; the server refuses money movements on its own.
 */
export function RequireBetting({ children }: { children: ReactNode }) {
  const { data: info, isPending, isError } = useUserInfo();
  if (isPending && !isError) return <PageSpinner />;
  if (info && !hasBettingEnabled(info)) return <Navigate to={paths.home} replace />;
  return children;
}
