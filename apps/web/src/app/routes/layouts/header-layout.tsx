import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { GuestShell } from '../../../components/layouts/guest-shell.tsx';
import { PlayerShell } from '../../../components/layouts/player-shell.tsx';
import { env } from '../../../config/env.ts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { type RouteHandle } from '../route-table.ts';
import { useRouteTitle } from '../route-title.ts';

/**
 * Layout route of the screens "with header". A player sees the player shell; a visitor sees the
 * guest shell on public screens and is sent to /login from the others (the loader does it before
 * the first render; this covers a logout or a 401 while the screen is open).
 */
export default function HeaderLayout() {
  const session = useSession();
  const location = useLocation();
  const handles = useMatches().map((match) => match.handle as RouteHandle | undefined);
  const title = useRouteTitle(
    handles
      .map((handle) => handle?.title)
      .filter(Boolean)
      .at(-1) ?? env.appName,
  );
  const isPublic = handles.some((handle) => handle?.isPublic);

  if (session) {
    return (
      <PlayerShell title={title}>
        <Outlet />
      </PlayerShell>
    );
  }
  if (!isPublic) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return (
    <GuestShell title={title}>
      <Outlet />
    </GuestShell>
  );
}
